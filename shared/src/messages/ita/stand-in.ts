/**
 * The page of the built-in stand-in gateway, which takes card payments in place of Nexi XPay's hosted
 * page when the shop has no XPay credentials: the texts the page shows, in the payment's language.
 */
export const standIn = {
  title: 'Pagamento con carta',
  merchant: 'Esercente',
  amount: 'Importo',
  order: 'Transazione',
  card: 'Numero carta',
  expiry: 'Scadenza (MM/AA)',
  cvv: 'CVV',
  pay: 'Paga {amount}',
  cancel: 'Annulla e torna al negozio',
  note: 'Gateway di prova: nessun addebito reale. Carte che approvano: 4539970000000006, 5255000000000001; che rifiutano: 4539970000000014, 5255000000000019.',
  invalid: 'Richiesta di pagamento non valida',
} as const;
