import type { ShownOrderStatus } from '../../contracts/order';
import type { ReturnStatus } from '../../contracts/returns';

/**
 * The one label of each order status ('order.<status>') and return status ('return.<status>'): the
 * contracts' ORDER_STATUS_LABELS and RETURN_STATUS_LABELS are read from here, and through them every
 * screen (useStatusLabels), mail and server reply. No other section labels a status.
 */
export const status = {
  'order.Open': 'Aperto',
  'order.Closed': 'Chiuso',
  'order.WaitDelivery': 'Ordine confermato',
  'order.DeliveryDone': 'Spedito',
  'order.Delivered': 'Consegnato',
  'order.Void': 'Annullato',
  'order.Expired': 'Scaduto',
  'order.PendingTransaction': 'Pagamento in attesa',
  'order.ValidTransaction': 'Pagato, da confermare',
  'order.DeniedTransaction': 'Pagamento rifiutato',
  'order.FailedTransaction': 'Pagamento non riuscito',
  'order.InvalidTransaction': 'Pagamento non valido',
  'order.TimeOutTransaction': 'Pagamento scaduto',
  'return.requested': 'Reso richiesto',
  'return.received': 'Reso ricevuto',
  'return.refunded': 'Rimborsato',
  'return.refused': 'Reso rifiutato',
} as const satisfies Record<`order.${ShownOrderStatus}` | `return.${ReturnStatus}`, string>;
