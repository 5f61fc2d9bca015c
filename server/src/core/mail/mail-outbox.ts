import { and, eq, lte, sql } from 'drizzle-orm';
import type { MailRetry } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Mailer, MailMessage } from './mail';

export type MailKind =
  | 'order-confirmation'
  | 'order-shipped'
  | 'order-delivered'
  | 'order-cancelled'
  | 'order-refunded'
  | 'return-requested'
  | 'return-received'
  | 'return-refunded'
  | 'return-refused'
  | 'contact'
  | 'recovery-code'
  | 'newsletter-confirmation'
  | 'newsletter-already'
  | 'restock-notice';

export interface OutgoingMail extends MailMessage {
  kind: MailKind;
  /** Not delivered after this moment (e.g. a recovery code that has run out). */
  expiresAt?: Date;
  /** The order the mail is about (listed on the order's back-office page). */
  orderId?: number;
}

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** What one delivery round did. */
export interface DeliveryRound {
  sent: number;
  failed: number;
  gaveUp: number;
  expired: number;
}

/** Stores a message for delivery, in the caller's transaction when it passes one. */
export async function queueMail(db: Db, message: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: message.kind,
      orderId: message.orderId ?? null,
      recipient: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject.slice(0, 300),
      body: message.text,
      html: message.html ?? null,
      expiresAt: message.expiresAt ?? null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail not queued');
  return row.id;
}

/** Wait after the n-th failed attempt: doubling from firstDelayMs, at most maxDelayMs. */
export const retryDelay = (retry: MailRetry, attempts: number): number =>
  Math.min(retry.maxDelayMs, retry.firstDelayMs * 2 ** Math.max(0, attempts - 1));

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export interface MailOutbox {
  /** Stores a message and sends it at once (retried later when that fails). */
  send(message: OutgoingMail): Promise<number>;
  /** Looks for due messages now (after a transaction that queued mail has committed). */
  wake(): void;
  /** One delivery round over the due messages; rounds never overlap within one instance. */
  deliverDue(): Promise<DeliveryRound>;
  /** Polls for due messages until stop(). */
  start(): void;
  stop(): Promise<void>;
  /** True between start() and stop(): the sender polls for due messages. */
  running(): boolean;
}

/**
 * The sender of the mail outbox. Each message is claimed on its own, just before it is sent, with a
 * conditional update (the row locked with FOR UPDATE SKIP LOCKED) that moves its next attempt past
 * a lease (retry.leaseMs): two server instances never send the same message, however slowly the
 * mail server answers. (A batch claimed at once would keep its last messages waiting behind the
 * first ones' slow sends until their lease ran out and another instance sent them too.) A failed
 * attempt is retried with backoff; after retry.attempts the message is given up and logged.
 */
export function createMailOutbox(db: Db, mailer: Mailer, retry: MailRetry, log: Logger): MailOutbox {
  let running: Promise<DeliveryRound> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  /** The next due message, leased to this sender; undefined when none is due. */
  async function claim(): Promise<typeof mailOutbox.$inferSelect | undefined> {
    const now = new Date();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(1)
      .for('update', { skipLocked: true });
    // `id = (one row)`: a scalar subquery runs once; under `id in (...)` it could run again per row.
    const [row] = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + retry.leaseMs) })
      .where(and(sql`${mailOutbox.id} = (${due})`, eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .returning();
    return row;
  }

  async function deliver(row: typeof mailOutbox.$inferSelect, round: DeliveryRound): Promise<void> {
    const mail = { id: row.id, kind: row.kind, to: row.recipient, attempt: row.attempts };
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
      await db.update(mailOutbox).set({ status: 'expired', body: '', html: null }).where(eq(mailOutbox.id, row.id));
      log.warn(mail, 'mail not delivered before it expired; dropped');
      round.expired += 1;
      return;
    }
    try {
      await mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        ...(row.html ? { html: row.html } : {}),
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      });
    } catch (error) {
      const lastError = describeError(error);
      if (row.attempts >= retry.attempts) {
        await db.update(mailOutbox).set({ status: 'failed', lastError }).where(eq(mailOutbox.id, row.id));
        log.error({ ...mail, err: error }, 'mail given up after the last attempt');
        round.gaveUp += 1;
      } else {
        const nextAttemptAt = new Date(Date.now() + retryDelay(retry, row.attempts));
        await db.update(mailOutbox).set({ lastError, nextAttemptAt }).where(eq(mailOutbox.id, row.id));
        log.warn({ ...mail, err: error, nextAttemptAt }, 'mail not delivered, will retry');
        round.failed += 1;
      }
      return;
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date(), body: '', html: null, lastError: null })
      .where(eq(mailOutbox.id, row.id));
    if (row.attempts > 1) log.info(mail, 'mail delivered after a retry');
    round.sent += 1;
  }

  async function rounds(): Promise<DeliveryRound> {
    const round: DeliveryRound = { sent: 0, failed: 0, gaveUp: 0, expired: 0 };
    try {
      do {
        again = false;
        // After stop() the message under way is finished and no further one is taken.
        while (!stopped) {
          const row = await claim();
          if (!row) break;
          await deliver(row, round);
        }
      } while (again);
    } finally {
      // In the same step as the last look at `again`: a wake that comes after it starts a new round
      // instead of being left to the next poll (a later callback would leave a moment where it is lost).
      running = null;
    }
    return round;
  }

  const deliverDue = (): Promise<DeliveryRound> => {
    if (running) {
      again = true;
      return running;
    }
    running = rounds();
    return running;
  };

  const wake = () => {
    if (stopped) return;
    deliverDue().catch((error: unknown) => log.error({ err: error }, 'mail outbox round failed'));
  };

  return {
    async send(message) {
      const id = await queueMail(db, message);
      wake();
      return id;
    },
    wake,
    deliverDue,
    start() {
      if (timer || stopped) return;
      timer = setInterval(wake, retry.pollMs);
      timer.unref();
      wake();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
    running: () => timer !== null && !stopped,
  };
}
