import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers } from './customers';

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
const text = (name: string, length: number) => varchar(name, { length }).notNull().default('');

/** An order, from a registered customer or a guest (guest data kept as sent). */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: varchar('order_id', { length: 30 }).notNull().unique(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    guest: jsonb('guest'),
    status: varchar('status', { length: 24 }).notNull().default('Open'),
    email: text('email', 254),
    name: text('name', 60),
    surname: text('surname', 60),
    addressDest: text('address_dest', 120),
    postalCodeDest: text('postal_code_dest', 12),
    townDest: text('town_dest', 60),
    provinceDest: text('province_dest', 30),
    countryDest: text('country_dest', 2),
    billing: jsonb('billing'),
    impSpeseTrasp: money('imp_spese_trasp').notNull().default(0),
    regalo: boolean('regalo').notNull().default(false),
    totalWithTaxes: money('total_with_taxes').notNull(),
    languageCode: varchar('language_code', { length: 3 }).notNull().default('ita'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('orders_customer_idx').on(t.customerId, t.createdAt), index('orders_status_idx').on(t.status)],
);

/** One row per article, colour and size. */
export const orderRows = pgTable(
  'order_rows',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    rowNumber: smallint('row_number').notNull(),
    codArticolo: varchar('cod_articolo', { length: 32 }).notNull(),
    codColore: varchar('cod_colore', { length: 32 }).notNull(),
    progSiglaTaglia: smallint('prog_sigla_taglia').notNull(),
    siglaTaglia: text('sigla_taglia', 12),
    description: text('description', 300),
    quantity: integer('quantity').notNull(),
    priceWithVat: money('price_with_vat').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.rowNumber] })],
);

/** One card-payment attempt; the MAC-checked notification settles it once. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    codTrans: varchar('cod_trans', { length: 30 }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    importo: integer('importo').notNull(),
    esito: varchar('esito', { length: 8 }),
    codAut: text('cod_aut', 30),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [index('payment_transactions_order_idx').on(t.orderId)],
);
