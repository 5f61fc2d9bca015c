import { index, integer, jsonb, pgTable, smallint, timestamp, unique } from 'drizzle-orm/pg-core';
import { centsColumn } from './money';
import { orderRefunds } from './order-operations';
import { invoices, orders } from './orders';

/** Credit notes have a gapless yearly sequence of their own, raised in the transaction that issues one. */
export const creditNoteCounters = pgTable('credit_note_counters', {
  year: smallint('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * A credit note (nota di credito, TD04): every refund of an invoiced order, whole or in part, kept
 * whole as issued, naming the invoice it reduces and the refund it documents.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    refundId: integer('refund_id').references(() => orderRefunds.id, { onDelete: 'restrict' }),
    year: smallint('year').notNull(),
    number: integer('number').notNull(),
    totalCents: centsColumn('total_cents').notNull(),
    document: jsonb('document').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('credit_notes_year_number_uq').on(t.year, t.number), index('credit_notes_order_idx').on(t.orderId)],
);
