import { boolean, index, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { staffUsers } from './customers';
import { centsColumn } from './money';
import { orderRefunds } from './order-operations';
import { orders } from './orders';

/**
 * A return under the withdrawal right: asked for by the buyer, received and refunded (or refused)
 * by staff. The status changes only from the one a move starts from, so two staff cannot both move it.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** R-<order number>-<n>, what the buyer writes on the parcel. */
    number: varchar('number', { length: 40 }).notNull().unique(),
    status: varchar('status', { length: 12 }).notNull().default('requested'),
    reason: varchar('reason', { length: 20 }).notNull(),
    note: varchar('note', { length: 500 }).notNull().default(''),
    /** The whole order is withdrawn with this return: the refund includes the shipping paid. */
    withShipping: boolean('with_shipping').notNull().default(false),
    refusal: varchar('refusal', { length: 500 }).notNull().default(''),
    refundId: integer('refund_id').references(() => orderRefunds.id, { onDelete: 'restrict' }),
    refundCents: centsColumn('refund_cents').notNull().default(0),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    staffEmail: varchar('staff_email', { length: 254 }).notNull().default(''),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('order_returns_order_idx').on(t.orderId)],
);

/** The pieces of one order row a return gives back, and once received how many went back on sale. */
export const orderReturnRows = pgTable(
  'order_return_rows',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    rowNumber: smallint('row_number').notNull(),
    quantity: integer('quantity').notNull(),
    restocked: integer('restocked').notNull().default(0),
    damaged: integer('damaged').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.rowNumber] })],
);
