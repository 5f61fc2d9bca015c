import type { LanguageCode, PaymentOrder, PaymentState } from '@shop/shared/contracts';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { colore, orderRows, orders, paymentTransactions } from '../../core/db/schema';
import { rowDescription } from '../../orders';
import { hashReturnToken } from './payment-request';

/** Attempts one order may have: enough for any buyer, a bound for a script. */
export const MAX_PAYMENT_ATTEMPTS = 20;

const PAID: readonly string[] = ['ValidTransaction', 'WaitDelivery', 'DeliveryDone', 'Closed'];

export type RetryRefusal = 'paid' | 'expired' | 'closed' | 'attempts';

export type RetryOutcome =
  | { kind: 'unknown' }
  | { kind: 'refused'; reason: RetryRefusal }
  | { kind: 'attempt'; orderId: string; codTrans: string; importo: number; language: LanguageCode };

/** The order's transaction code for its n-th payment attempt. */
export const attemptCode = (orderId: string, attempt: number): string => `${orderId}P${attempt}`;

const cutoffOf = (minutes: number, now: Date) => new Date(now.getTime() - minutes * 60_000);

/**
 * A new payment attempt for the order behind a return token: a new transaction code, same amount,
 * same reserved stock. Only while the order is pending and its reservation has not run out; the
 * conditional update of the attempt counter serialises retries with each other and with the
 * payment's settling, so two retries get two codes and a paid order gets none.
 */
export async function retryAttempt(db: Db, token: string, minutes: number, now = new Date()): Promise<RetryOutcome> {
  const hash = hashReturnToken(token);
  return db.transaction(async (tx): Promise<RetryOutcome> => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, createdAt: orders.createdAt, attempts: orders.paymentAttempts })
      .from(orders)
      .where(eq(orders.returnTokenHash, hash))
      .limit(1);
    if (!order) return { kind: 'unknown' };
    const [next] = await tx
      .update(orders)
      .set({ paymentAttempts: sql`${orders.paymentAttempts} + 1` })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.status, 'PendingTransaction'),
          gte(orders.createdAt, cutoffOf(minutes, now)),
          lt(orders.paymentAttempts, MAX_PAYMENT_ATTEMPTS),
        ),
      )
      .returning({ orderId: orders.orderId, attempt: orders.paymentAttempts, importo: orders.totalCents, language: orders.languageCode });
    if (!next) {
      const [now_] = await tx
        .select({ status: orders.status, attempts: orders.paymentAttempts })
        .from(orders)
        .where(eq(orders.id, order.id));
      const status = now_?.status ?? order.status;
      if (PAID.includes(status)) return { kind: 'refused', reason: 'paid' };
      if (status === 'Expired' || (status === 'PendingTransaction' && order.createdAt < cutoffOf(minutes, now)))
        return { kind: 'refused', reason: 'expired' };
      if (status === 'PendingTransaction') return { kind: 'refused', reason: 'attempts' };
      return { kind: 'refused', reason: 'closed' };
    }
    const codTrans = attemptCode(next.orderId, next.attempt);
    await tx.insert(paymentTransactions).values({ codTrans, orderId: order.id, importo: next.importo });
    return { kind: 'attempt', orderId: next.orderId, codTrans, importo: next.importo, language: next.language === 'eng' ? 'eng' : 'ita' };
  });
}

/** Where an order stands for its buyer (see paymentStates). */
function stateOf(status: string, createdAt: Date, lastEsito: string | null | undefined, minutes: number, now: Date): PaymentState {
  if (PAID.includes(status)) return 'paid';
  if (status !== 'PendingTransaction' || createdAt < cutoffOf(minutes, now)) return 'closed';
  return lastEsito ? 'failed' : 'confirming';
}

/** What a failed attempt's esito says to the buyer: KO is the bank's refusal, ANNULLO the buyer's own. */
function failureOf(state: PaymentState, esito: string | null | undefined): PaymentOrder['failure'] {
  if (state !== 'failed') return null;
  if (esito === 'KO') return 'declined';
  if (esito === 'ANNULLO') return 'cancelled';
  return 'error';
}

/** The order behind a return token, as its payment return page shows it; null when no order has that token. */
export async function readPaymentOrder(
  db: Db,
  token: string,
  language: LanguageCode,
  minutes: number,
  now = new Date(),
): Promise<PaymentOrder | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.returnTokenHash, hashReturnToken(token)))
    .limit(1);
  if (!order) return null;
  const [last] = await db
    .select({ esito: paymentTransactions.esito })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.codTrans, attemptCode(order.orderId, order.paymentAttempts)))
    .limit(1);
  const rows = await db
    .select({
      description: orderRows.description,
      descriptionEng: orderRows.descriptionEng,
      colour: language === 'eng' ? colore.desColoreEng : colore.desColoreIta,
      codColore: orderRows.codColore,
      size: orderRows.siglaTaglia,
      quantity: orderRows.quantity,
      unitCents: orderRows.unitGrossCents,
      totalCents: orderRows.grossCents,
    })
    .from(orderRows)
    .leftJoin(colore, eq(colore.codColore, orderRows.codColore))
    .where(eq(orderRows.orderId, order.id))
    .orderBy(asc(orderRows.rowNumber));
  const state = stateOf(order.status, order.createdAt, last?.esito, minutes, now);
  return {
    orderId: order.orderId,
    state,
    failure: failureOf(state, last?.esito),
    rows: rows.map(({ colour, codColore, descriptionEng, ...row }) => ({
      ...row,
      description: rowDescription({ description: row.description, descriptionEng }, language),
      colour: colour ?? codColore,
    })),
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    guest: order.customerId === null && order.guest ? { email: order.email, country: order.countryDest } : null,
  };
}
