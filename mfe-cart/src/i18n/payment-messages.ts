import { defineCatalogue } from '@shop/shared';

/** Texts of the payment window's retry and of the payment return pages. */
export const paymentMessages = defineCatalogue(
  {
    'payment.retry': 'Riprova il pagamento',
    'payment.closed': 'Pagamento non completato',
    'payment.closed.text':
      "L'ordine {orderId} è registrato e i capi restano prenotati per te per qualche minuto: puoi riprovare il pagamento. Il carrello non è cambiato.",
    'return.loading': "Caricamento dell'ordine",
    'return.order': 'Ordine n. {orderId}',
    'return.confirming': 'Pagamento in corso di conferma',
    'return.confirming.text': 'Stiamo aspettando la conferma della banca: questa pagina si aggiorna da sola.',
    'return.closed.text': 'Questo ordine non può più essere pagato: la prenotazione è scaduta. Torna al carrello per ordinare di nuovo.',
    'return.rows': "Riepilogo dell'ordine",
    'return.article': 'Articolo',
    'return.colour': 'Colore',
    'return.size': 'Taglia',
    'return.quantity': 'Quantità',
    'return.unit': 'Prezzo unitario',
    'return.rowTotal': 'Totale riga',
    'return.shipping': 'Spedizione',
    'return.total': 'Totale',
    'return.account': 'Crea un account per seguire i tuoi ordini: ritroverai i dati che hai già inserito.',
    'return.createAccount': 'Crea un account',
  },
  {
    'payment.retry': 'Retry the payment',
    'payment.closed': 'Payment not completed',
    'payment.closed.text':
      'Order {orderId} is recorded and its pieces stay reserved for you for a few minutes: you can retry the payment. Your cart has not changed.',
    'return.loading': 'Loading the order',
    'return.order': 'Order no. {orderId}',
    'return.confirming': 'Payment being confirmed',
    'return.confirming.text': "We are waiting for the bank's confirmation: this page updates by itself.",
    'return.closed.text': 'This order can no longer be paid: its reservation has expired. Go back to the cart to order again.',
    'return.rows': 'Order summary',
    'return.article': 'Article',
    'return.colour': 'Colour',
    'return.size': 'Size',
    'return.quantity': 'Quantity',
    'return.unit': 'Unit price',
    'return.rowTotal': 'Row total',
    'return.shipping': 'Shipping',
    'return.total': 'Total',
    'return.account': 'Create an account to follow your orders: the details you entered are ready.',
    'return.createAccount': 'Create an account',
  },
);
