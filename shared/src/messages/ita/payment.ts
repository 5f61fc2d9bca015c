/** Texts of the payment window's retry and of the payment return pages (the cart remote). */
export const payment = {
  'payment.retry': 'Riprova il pagamento',
  'payment.closed': 'Pagamento non completato',
  'payment.closed.text':
    "L'ordine {orderId} è registrato e i capi restano prenotati per te per qualche minuto: puoi riprovare il pagamento. Il carrello non è cambiato.",
  'return.loading': "Caricamento dell'ordine",
  'return.order': 'Ordine n. {orderId}',
  'return.confirming': 'Pagamento in corso di conferma',
  'return.confirming.text': 'Stiamo aspettando la conferma della banca: questa pagina si aggiorna da sola.',
  'return.failed.declined':
    "La banca ha rifiutato il pagamento e non ti è stato addebitato nulla. Controlla i dati della carta o usane un'altra, poi riprova: l'ordine resta riservato per te.",
  'return.failed.cancelled':
    "Hai annullato il pagamento e non ti è stato addebitato nulla. Quando vuoi, riprova: l'ordine resta riservato per te.",
  'return.failed.error':
    "Il pagamento non è andato a buon fine per un problema del circuito e non ti è stato addebitato nulla. Riprova tra qualche istante: l'ordine resta riservato per te.",
  'return.closed.text': 'Questo ordine non può più essere pagato: la prenotazione è scaduta. Torna al carrello per ordinare di nuovo.',
  'return.rows': "Riepilogo dell'ordine",
  'return.account': 'Crea un account per seguire i tuoi ordini: ritroverai i dati che hai già inserito.',
  'return.createAccount': 'Crea un account',
};
