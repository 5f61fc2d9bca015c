import { boolean, index, integer, pgTable, smallint, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { customers } from './customers';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  languageCode: varchar('language_code', { length: 3 }).notNull().default('ita'),
  createdAt: created(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

/** Subscriptions waiting for the link mailed to their address (double opt-in); only a hash of the link's token is kept. */
export const newsletterConfirmations = pgTable(
  'newsletter_confirmations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    languageCode: varchar('language_code', { length: 3 }).notNull().default('ita'),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('newsletter_confirmations_expires_idx').on(t.expiresAt)],
);

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nome: varchar('nome', { length: 60 }).notNull().default(''),
    cognome: varchar('cognome', { length: 60 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull(),
    telefono: varchar('telefono', { length: 30 }).notNull().default(''),
    messaggio: text('messaggio').notNull().default(''),
    privacy: boolean('privacy').notNull(),
    createdAt: created(),
  },
  (t) => [index('contact_requests_created_idx').on(t.createdAt)],
);

/** Emailed recovery codes; only a hash is stored, with expiry and an attempt counter. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_customer_idx').on(t.customerId, t.createdAt)],
);

/**
 * 'Avvisami quando torna disponibile': an address waiting for one colour and size of an article,
 * one request per address and size. notifiedAt is set when its one mail is queued (a restock).
 * The token is kept as it is: the mail that carries it is written later, at the restock.
 */
export const restockNotices = pgTable(
  'restock_notices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    codArticolo: varchar('cod_articolo', { length: 32 }).notNull(),
    codColore: varchar('cod_colore', { length: 32 }).notNull(),
    progSiglaTaglia: smallint('prog_sigla_taglia').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    languageCode: varchar('language_code', { length: 3 }).notNull().default('ita'),
    token: varchar('token', { length: 43 }).notNull().unique(),
    createdAt: created(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    unique('restock_notices_request_unique').on(t.email, t.codArticolo, t.codColore, t.progSiglaTaglia),
    index('restock_notices_waiting_idx')
      .on(t.codArticolo, t.codColore, t.progSiglaTaglia)
      .where(sql`${t.notifiedAt} is null`),
  ],
);
