/**
 * Every text the server's replies show a shopper or a member of staff. `{name}` marks a value filled
 * in when the text is shown. The Italian texts are those of SPEC.
 */
export const replies = {
  // Framework and request shape.
  internal: 'Errore interno del server',
  unavailable: 'Servizio temporaneamente non disponibile, riprova tra qualche istante',
  bodyEmpty: 'Il corpo della richiesta è vuoto',
  bodyNotJson: 'Il corpo della richiesta non è un JSON valido',
  bodyMediaType: 'Tipo di contenuto non supportato: usa application/json',
  bodyTooLarge: 'Il corpo della richiesta è troppo grande',
  nulCharacter: 'Valore non valido per {field}: contiene un carattere non ammesso (NUL)',
  fieldsNotAllowed: 'Campo non ammesso: {fields}',
  andMore: '{list} e altri {count}',
  notFound: 'Risorsa non trovata',
  loginRequired: 'Devi effettuare il login per accedere a questa pagina',
  tooMany: 'Troppi tentativi, riprova tra qualche minuto',
  actionUnavailable: 'Azione non disponibile: {action}',
  botCheckFailed: 'Verifica anti-spam non superata, riprova',

  // Sign-in, account and password.
  loginFailed: 'Email o password non corretti',
  sessionExpired: 'Sessione scaduta',
  accountCreated: 'Account creato',
  emailTaken: 'Questo indirizzo email è già registrato',
  accountUpdated: 'Account aggiornato',
  fiscalCountryFixed: 'La nazione di fatturazione non è modificabile',
  codeSent: "Se l'indirizzo è registrato riceverai un codice via email",
  codeRefused: 'Il codice non è valido o è scaduto',
  passwordChanged: 'Password modificata con successo',
  favouritesLoginRequired: "Devi esserti registrato e aver effettuato l'accesso per poter aggiungere ai preferiti",
  unknownArticles: 'Articoli sconosciuti: {codes}',

  // Contact and newsletter.
  contactSent: 'Richiesta inviata con successo',
  // The same words for every address, subscribed or not: the mail tells the rest.
  newsletterCheckMail: 'Ti abbiamo inviato un’e-mail: conferma l’iscrizione dal link che contiene.',
  newsletterConfirmed: 'Iscrizione alla newsletter confermata',
  newsletterLinkRefused: 'Il link di conferma non è valido, è già stato usato o è scaduto',
  privacyNewsletter: 'Devi accettare la privacy per iscriverti alla newsletter',

  // Back-in-stock notices.
  restockNoticeSaved: 'Fatto: ti avviseremo via email quando la taglia torna disponibile.',
  restockNoticeInStock: 'Questa taglia è disponibile: puoi aggiungerla al carrello.',
  restockNoticeUnknown: 'Articolo, colore o taglia non trovati',
  restockNoticeStopped: 'Avviso annullato: non riceverai email per questa taglia.',

  // Checkout.
  orderLoginRequired: "Devi aver effettuato l'accesso per poter confermare l'ordine",
  shippingIncomplete: 'Devi completare i dati per la spedizione',
  accountToCorrect: "Correggi i dati del tuo account prima di confermare l'ordine: {reason}",
  privacyGuest: 'Devi accettare le condizioni di privacy',
  emptyCart: 'Il carrello è vuoto',
  countryNotServed: 'Spedizione non disponibile per la nazione scelta',
  articlesUnavailable: 'Articolo non più disponibile: {codes}',
  quantityUnavailable: 'La quantità richiesta non è disponibile: {title}, taglia {size}',
  vatNumberNotInVies:
    "La partita IVA {number} non risulta attiva nel VIES, l'archivio europeo delle partite IVA: non possiamo venderti senza IVA. Correggi il numero, oppure toglilo per acquistare pagando l'IVA indicata nel riepilogo",
  capOrders: 'Ci sono già troppi ordini in attesa di pagamento da questa connessione: completa un pagamento o attendi che scadano',
  capPieces: 'Puoi prenotare al massimo {max} pezzi dello stesso articolo alla volta',
  capValue: "Gli ordini in attesa di pagamento supererebbero l'importo massimo di 5.000,00 €: completa prima un pagamento",
  // Paying again for an order whose payment did not go through.
  retryPaid: 'Questo ordine è già stato pagato',
  retryExpired: "La prenotazione dell'ordine è scaduta: torna al carrello per ordinare di nuovo",
  retryClosed: 'Questo ordine non può più essere pagato',
  retryAttempts: 'Troppi tentativi di pagamento per questo ordine: torna al carrello per ordinare di nuovo',

  // Orders and invoices.
  orderNotFound: 'Ordine non trovato',
  orderChangedMeanwhile: "L'ordine {order} è appena stato modificato da un altro operatore: ora è «{status}». Ricarica la pagina.",
  orderMoveRefused: "Non è possibile {verb} l'ordine {order}: è «{status}», l'operazione è ammessa solo da «{from}».",
  // The move named in orderMoveRefused.
  moveShip: 'spedire',
  moveCancel: 'annullare',
  moveConfirm: 'confermare',
  moveRefund: 'rimborsare',
  requestBody: 'corpo della richiesta',
  orderPiecesMissing: "Mancano ancora dei pezzi dell'ordine {order}: aggiorna la disponibilità o rimborsa l'ordine.",
  noPaymentToRefund: 'Nessun pagamento riuscito da rimborsare per questo ordine',
  refundRefused: "Il gateway non ha eseguito il rimborso ({reason}): l'ordine non è cambiato",
  invoiceNotFound: 'Fattura non trovata',

  // Delivery and returns.
  orderNotShipped: "L'ordine {order} non è ancora spedito: la consegna si registra dopo la spedizione",
  deliveryDateInvalid: 'La data di consegna non può essere futura né precedente alla spedizione ({shipped})',
  orderAlreadyDelivered: "La consegna dell'ordine {order} è già registrata",
  carrierNotConfigured: 'Nessun corriere con questo nome riceve gli aggiornamenti di tracking del negozio',
  carrierSignatureInvalid: 'Firma mancante o non valida: l’evento di tracking non è stato accettato',
  trackingUnknown: 'Nessuna spedizione del negozio ha il numero di tracking {number} con questo corriere',
  returnNotDelivered: "Il reso si può chiedere quando l'ordine è stato consegnato",
  returnPeriodOver: 'Il periodo di recesso di {days} giorni dalla consegna è terminato il {date}: il reso non è più possibile',
  returnRowUnknown: "La riga {row} non fa parte dell'ordine",
  returnTooMany: 'Di «{title}» puoi rendere al massimo {max} pezzi: gli altri sono già in un reso',
  returnNotFound: 'Reso non trovato',
  returnChangedMeanwhile: 'Il reso {number} è appena stato modificato da un altro operatore: ora è «{status}». Ricarica la pagina.',
  returnMoveRefused: "Il reso {number} è «{status}»: l'operazione è ammessa solo da «{from}».",
  returnPiecesMismatch: 'Per «{title}» i pezzi rimessi in vendita e quelli danneggiati devono essere {quantity} in tutto',
  refundOverPaid: 'Il rimborso di {amount} supererebbe quanto resta da rimborsare ({left})',
  invoiceCopyOnly: 'format: solo pdf o html',
  invoiceMonthEmpty: 'Nessuna fattura o nota di credito emessa nel mese {month}',

  // Back office and reads.
  staffAccessDenied: 'Accesso negato, effettua nuovamente il login',
  articleNotFound: 'Articolo non trovato',
  articlesNotFound: 'Articolo non trovato: {codes}',
  imageNotFound: 'Immagine non trovata',
  containerNotFound: 'Contenuto non trovato',
  associationNotFound: 'Associazione non trovata',
  associateSelf: 'Impossibile associare lo stesso articolo',
  associateTwice: 'Articolo già associato',
  associationAddOrRemove: "Un'associazione si aggiunge o si rimuove",
  sizeColourMissing: "Colore {colour} e taglia {size} non esistono per l'articolo {article}",
  readNeedsCode: 'Indica codArticolo o codArticoli',
  unknownEntity: 'Entità sconosciuta: {entity}',
  sortRefused: 'Ordinamento non ammesso per {entity}: {key}',
  readAllStaffOnly: 'La pagina con tutti gli elementi (limit 0) è riservata al personale: chiedi al massimo {max} elementi per pagina',
  containerNeedsKey: 'Indica id, name, idParent o layoutPosition del contenuto',
  containerNeedsNameAndClass: 'Indica name e containerClass del contenuto',
  containerNeedsId: 'Indica id del contenuto',

  // Photos of the articles.
  photoNotMultipart: 'Invia le foto come multipart/form-data',
  photoNoFiles: 'Nessuna foto ricevuta',
  photoTooManyFiles: 'Al massimo {max} foto per volta: nessuna foto salvata',
  photoTooLarge: 'La foto «{name}» supera i {max} MB: nessuna foto salvata',
  photoNotImage: 'Il file «{name}» non è un’immagine JPEG, PNG, WebP o AVIF: nessuna foto salvata',
  photoTooSmall: 'La foto «{name}» è troppo piccola: il lato lungo è di {side} pixel, ne servono almeno {min}. Nessuna foto salvata',
  photoTooManyPixels: 'La foto «{name}» supera i {max} megapixel: nessuna foto salvata',
  photoUploadBroken: 'Il caricamento non è arrivato intero: nessuna foto salvata',
  photoFieldsOnce: 'Indica codArticolo e codColore una volta sola',
  photoColourNotFound: 'Il colore {colour} non esiste per l’articolo {article}',
  photoColourFull: 'Il colore {colour} può avere al massimo {max} foto',
  photoNotFound: 'Foto non trovata',
  photoOrderMismatch: 'Indica tutte le foto del colore {colour}, ognuna una volta e nessun’altra',
} as const;
