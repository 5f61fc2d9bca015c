/**
 * What an order's card was charged: the one OK payment that settled it. A second OK payment of the
 * same order is money to give back on its own, not part of the order's price.
 */
export function paidCents(payments: readonly { esito: string | null; importo: number }[]): number {
  return payments.find((payment) => payment.esito === 'OK')?.importo ?? 0;
}
