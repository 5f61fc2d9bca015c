import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { staffUsers } from './customers';
import { centsColumn } from './money';
import { orders } from './orders';

const staffColumns = () => ({
  staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
  /** Kept as written, so the record survives the staff account. */
  staffEmail: varchar('staff_email', { length: 254 }).notNull(),
});

/** Every change of an order's status made by the staff, with who made it and why. Rows are never updated. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 24 }),
    toStatus: varchar('to_status', { length: 24 }).notNull(),
    ...staffColumns(),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    detail: jsonb('detail').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** An order's shipment: one per order, with the carrier and tracking number shown to the customer. */
export const orderShipments = pgTable(
  'order_shipments',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: varchar('carrier', { length: 60 }).notNull().default(''),
    trackingNumber: varchar('tracking_number', { length: 60 }).notNull().default(''),
    ...staffColumns(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the parcel reached the buyer, as the carrier or the buyer told staff: the withdrawal period runs from it. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveredByEmail: varchar('delivered_by_email', { length: 254 }).notNull().default(''),
    /** SHA-256 of the key in a guest's shipping mail: with it the guest reads the order and asks for a return. */
    returnKeyHash: varchar('return_key_hash', { length: 64 }).unique(),
  },
  // Tracking events find their shipment by the number, whatever its case.
  (t) => [index('order_shipments_tracking_idx').on(sql`upper(${t.trackingNumber})`)],
);

/** Keys to a guest's order page given in later mails (delivered, returns, refunds): the SHA-256 of each. */
export const orderPageKeys = pgTable('order_page_keys', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Money given back for an order: amount, reason, who, when, and which gateway answered what. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    codTrans: varchar('cod_trans', { length: 30 }).notNull(),
    amountCents: centsColumn('amount_cents').notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    ...staffColumns(),
    /** 'xpay' (the real gateway's refund call) or 'stand-in' (nothing was charged, nothing is given back). */
    gateway: varchar('gateway', { length: 8 }).notNull(),
    outcome: varchar('outcome', { length: 8 }).notNull(),
    operationId: varchar('operation_id', { length: 60 }).notNull().default(''),
    /** The automatic refund of a duplicate payment: it gives back none of what the order cost. */
    duplicate: boolean('duplicate').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId)],
);
