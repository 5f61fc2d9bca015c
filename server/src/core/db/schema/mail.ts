import { index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Mail the shop must send (order confirmations, contact requests, recovery codes), written with
 * the business change and delivered by the outbox sender, retried with backoff while SMTP fails.
 * status: pending (waiting or retrying), sent, failed (gave up), expired (no longer worth sending).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: varchar('kind', { length: 24 }).notNull(),
    /** The order the mail is about, if any (the order's page lists its mails). */
    orderId: integer('order_id'),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    replyTo: varchar('reply_to', { length: 254 }),
    subject: varchar('subject', { length: 300 }).notNull(),
    /** The body; emptied once delivered (a recovery code is not kept). */
    body: text('body').notNull(),
    /** The HTML part sent beside the text, if the mail has one; emptied with the body. */
    html: text('html'),
    status: varchar('status', { length: 8 }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: varchar('last_error', { length: 500 }),
    /** A message not delivered by then is dropped (a recovery code's validity). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
