import { euroColumn } from './money';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { articolo } from './catalogue';

const text = (name: string, length: number) => varchar(name, { length }).notNull().default('');
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Registered customers, private or company. Email is stored lower-case. */
export const customers = pgTable('customers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  passwordHash: varchar('password_hash', { length: 200 }).notNull(),
  isCompany: boolean('is_company').notNull().default(false),
  name: text('name', 60),
  surname: text('surname', 60),
  company: text('company', 120),
  phone: text('phone', 30),
  mobile: text('mobile', 30),
  codiceFiscale: text('codice_fiscale', 16),
  partitaIva: text('partita_iva', 20),
  codiceDestinatario: text('codice_destinatario', 7),
  pec: text('pec', 256),
  newsletter: boolean('newsletter').notNull().default(false),
  languageCode: varchar('language_code', { length: 3 }).notNull().default('ita'),
  differentShipping: boolean('different_shipping').notNull().default(false),
  privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
  createdAt: created(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Destination and (when different) billing address of a customer. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 12 }).notNull(),
    name: text('name', 60),
    surname: text('surname', 60),
    company: text('company', 120),
    address: text('address', 120),
    postalCode: text('postal_code', 12),
    phone: text('phone', 30),
    town: text('town', 60),
    state: text('state', 30),
    country: varchar('country', { length: 2 }).notNull(),
  },
  (t) => [unique('customer_address_kind_uq').on(t.customerId, t.kind)],
);

export const customerFavourites = pgTable(
  'customer_favourites',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    codArticolo: varchar('cod_articolo', { length: 32 })
      .notNull()
      .references(() => articolo.codArticolo, { onDelete: 'cascade', onUpdate: 'cascade' }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.codArticolo] })],
);

/** Only the SHA-256 of a session token is stored. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    countryCode: varchar('country_code', { length: 2 }).notNull().default('IT'),
    createdAt: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('customer_sessions_customer_idx').on(t.customerId), index('customer_sessions_expiry_idx').on(t.expiresAt)],
);

export const staffUsers = pgTable('staff_users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  passwordHash: varchar('password_hash', { length: 200 }).notNull(),
  name: text('name', 120),
  createdAt: created(),
  /** Set by `staff.js disable`: the member cannot sign in and has no session. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_expiry_idx').on(t.expiresAt)],
);

/** The server copy of a logged-in customer's cart. */
export const carts = pgTable('carts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  customerId: integer('customer_id')
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  impSpeseTrasp: euroColumn('imp_spese_trasp').notNull().default('0'),
  regalo: boolean('regalo').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** qta_prog[n] is the quantity of the size with sequence n; index 0 is unused. */
export const cartRows = pgTable(
  'cart_rows',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    rigaOrdineCli: smallint('riga_ordine_cli').notNull(),
    codArticolo: varchar('cod_articolo', { length: 32 }).notNull(),
    codColore: varchar('cod_colore', { length: 32 }).notNull(),
    prezzo: euroColumn('prezzo').notNull(),
    qtaProg: integer('qta_prog').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.rigaOrdineCli] }), check('cart_row_prezzo', sql`${t.prezzo} >= 0`)],
);
