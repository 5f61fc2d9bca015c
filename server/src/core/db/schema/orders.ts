import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { basisPointsColumn, centsColumn } from './money';
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
    /** Shipping with VAT, its VAT rate and its split: a taxable line of its own. */
    shippingCents: centsColumn('shipping_cents').notNull().default(0),
    shippingVatRate: basisPointsColumn('shipping_vat_rate').notNull().default(0),
    shippingNetCents: centsColumn('shipping_net_cents').notNull().default(0),
    shippingVatCents: centsColumn('shipping_vat_cents').notNull().default(0),
    regalo: boolean('regalo').notNull().default(false),
    /** What the buyer pays: the rows' gross amounts plus shipping. */
    totalCents: centsColumn('total_cents').notNull(),
    languageCode: varchar('language_code', { length: 3 }).notNull().default('ita'),
    /** The client address the order was placed from: unpaid reservations are capped per address. */
    clientAddress: text('client_address', 45),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** SHA-256 of the random token in the payment return addresses: the buyer reads the order and retries its payment with it. */
    returnTokenHash: varchar('return_token_hash', { length: 64 }).unique(),
    /** Payment attempts made so far: a retry numbers its transaction code with the next one. */
    paymentAttempts: smallint('payment_attempts').notNull().default(1),
    /** How the sale is taxed: domestic, distance-sale (OSS) or intra-eu-supply (no VAT, art. 41 DL 331/93). */
    vatTreatment: varchar('vat_treatment', { length: 20 }).notNull().default('domestic'),
    /** The buyer's EU VAT number an intra-EU supply rests on, with its state prefix (FR40303265045). */
    buyerVatNumber: text('buyer_vat_number', 20),
    /** How that number was checked: 'vies' (confirmed by the EU's VIES) or 'format' (format and check digits only). */
    vatNumberCheck: text('vat_number_check', 8),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_status_idx').on(t.status),
    index('orders_address_status_idx').on(t.clientAddress, t.status),
  ],
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
    /** The article's title in Italian and in English, as they were when the order was placed. */
    description: text('description', 300),
    descriptionEng: text('description_eng', 300),
    quantity: integer('quantity').notNull(),
    /** VAT-inclusive unit price of the destination country: the price the rounding rule makes. */
    unitGrossCents: centsColumn('unit_gross_cents').notNull(),
    unitNetCents: centsColumn('unit_net_cents').notNull(),
    vatRate: basisPointsColumn('vat_rate').notNull(),
    vatCents: centsColumn('vat_cents').notNull(),
    /** unitGross x quantity. */
    grossCents: centsColumn('gross_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.rowNumber] })],
);

/** The order's VAT per rate (imponibile, imposta), shipping included. */
export const orderVat = pgTable(
  'order_vat',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vatRate: basisPointsColumn('vat_rate').notNull(),
    taxableCents: centsColumn('taxable_cents').notNull(),
    taxCents: centsColumn('tax_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.vatRate] })],
);

/** The last invoice number given in a calendar year: numbers run without gaps per year. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: smallint('year').primaryKey(),
  last: integer('last').notNull(),
});

/** One invoice per paid order, kept whole as issued (the document the XML and the copy are drawn from). */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    year: smallint('year').notNull(),
    number: integer('number').notNull(),
    document: jsonb('document').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('invoices_year_number_uq').on(t.year, t.number)],
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
    /** An OK for an order another payment had already paid: not the order's money, refunded on its own. */
    duplicate: boolean('duplicate').notNull().default(false),
  },
  (t) => [index('payment_transactions_order_idx').on(t.orderId)],
);
