/**
 * What an order's card was charged: the one OK payment that settled it. A second OK payment of the
 * same order (a duplicate) is money given back on its own, not part of the order's price.
 */
export function paidCents(payments: readonly { esito: string | null; importo: number; duplicate: boolean }[]): number {
  return payments.find((payment) => payment.esito === 'OK' && !payment.duplicate)?.importo ?? 0;
}

/** What was given back of the order's own price: the refunds of duplicate payments are not part of it. */
export const refundedCents = (refunds: readonly { amountCents: number; duplicate: boolean }[]): number =>
  refunds.filter((refund) => !refund.duplicate).reduce((sum, refund) => sum + refund.amountCents, 0);
