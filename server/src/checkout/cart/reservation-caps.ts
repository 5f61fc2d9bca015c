import type { LanguageCode } from '@shop/shared/contracts';
import { and, eq, inArray, isNull, sql, sum } from 'drizzle-orm';
import type { Tx } from '../../core/db/client';
import { serverText } from '../../core/http/messages';
import { orderRows, orders } from '../../core/db/schema';
import { hashReturnToken } from '../payment/payment-request';
import { expirePending } from '../stock/reservations';

/**
 * What unpaid orders from one client address may hold at once (a reservation lasts
 * RESERVATION_MINUTES): without a bound, one visitor could take a whole article off sale by
 * confirming carts and never paying. Scaled by RATE_LIMIT_FACTOR like the other per-address limits.
 */
export const RESERVATION_CAPS = {
  /** Unpaid orders at once, the new one included. */
  orders: 5,
  /** Pieces of one article across those orders. */
  piecesPerArticle: 20,
  /** Their value together, in cents (5,000 EUR). */
  valueCents: 500_000,
} as const;

export interface Reservation {
  address: string;
  /** Pieces per article of the new cart. */
  pieces: Map<string, number>;
  valueCents: number;
}

/** Whose earlier unpaid order a new cart ends: a customer's by account, a guest's by the return key the browser kept. */
export interface EarlierReservation {
  customerId: number | null;
  pendingReturnKey: string | null;
}

/**
 * The buyer's earlier unpaid orders end when a new cart is confirmed: a shopper has one live
 * reservation, and the pieces of the old one go back on sale. A customer's by account; a guest's
 * only the one whose return key this browser sends back, never by e-mail: a guest's e-mail is not
 * verified, and anyone typing it would otherwise end that guest's order. Returns the articles
 * whose stock changed.
 */
export async function releaseEarlierReservations(tx: Tx, buyer: EarlierReservation): Promise<string[]> {
  const same =
    buyer.customerId !== null
      ? eq(orders.customerId, buyer.customerId)
      : buyer.pendingReturnKey !== null
        ? and(isNull(orders.customerId), eq(orders.returnTokenHash, hashReturnToken(buyer.pendingReturnKey)))
        : null;
  if (!same) return [];
  const earlier = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'PendingTransaction'), same));
  const changed = new Set<string>();
  for (const { id } of earlier) for (const code of (await expirePending(tx, id)) ?? []) changed.add(code);
  return [...changed];
}

/**
 * The refusal, in the buyer's language, when the new cart would take the address's unpaid orders
 * past a cap; null when it fits. Confirmations from one address are taken one at a time (a lock
 * held to the end of the transaction), so two at once cannot both fit under the same cap.
 */
export async function reservationRefusal(tx: Tx, reservation: Reservation, factor: number, language: LanguageCode): Promise<string | null> {
  const scaled = (cap: number) => Math.max(1, Math.round(cap * factor));
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reservations:${reservation.address}`}))`);
  const open = await tx
    .select({ id: orders.id, totalCents: orders.totalCents })
    .from(orders)
    .where(and(eq(orders.clientAddress, reservation.address), eq(orders.status, 'PendingTransaction')));
  if (open.length + 1 > scaled(RESERVATION_CAPS.orders)) return serverText(language, 'capOrders');
  const value = open.reduce((total, order) => total + order.totalCents, reservation.valueCents);
  if (value > scaled(RESERVATION_CAPS.valueCents)) return serverText(language, 'capValue');
  const held =
    open.length === 0
      ? []
      : await tx
          .select({ codArticolo: orderRows.codArticolo, pieces: sum(orderRows.quantity).mapWith(Number) })
          .from(orderRows)
          .where(
            inArray(
              orderRows.orderId,
              open.map((order) => order.id),
            ),
          )
          .groupBy(orderRows.codArticolo);
  const pieces = new Map(reservation.pieces);
  for (const row of held) pieces.set(row.codArticolo, (pieces.get(row.codArticolo) ?? 0) + row.pieces);
  for (const count of pieces.values())
    if (count > scaled(RESERVATION_CAPS.piecesPerArticle))
      return serverText(language, 'capPieces', { max: RESERVATION_CAPS.piecesPerArticle });
  return null;
}
