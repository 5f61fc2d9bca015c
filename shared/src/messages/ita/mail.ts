/**
 * Every text of the shop's mails: to a buyer about an order or a return (with the withdrawal
 * information the confirmation gives), to a newsletter subscriber, the password recovery code, and
 * the contact request the shop receives. `{name}` marks a value filled in when the mail is written;
 * amounts arrive already formatted. The server writes each text as a line of the mail.
 */
export const mail = {
  // Every mail to a buyer.
  shopName: 'Atelier Lanterna',
  greeting: 'Gentile {name},',
  closing: 'A presto,\nAtelier Lanterna',

  // The order confirmation, once the payment is confirmed.
  orderSubject: 'Conferma ordine {id}',
  orderIntro: 'grazie per il tuo acquisto: il pagamento è stato ricevuto e il tuo ordine è confermato.',
  orderNumber: 'Ordine {id}',
  orderRow: '{quantity} x {description}, colore {colour} ({code}, taglia {size}) {unit} cad. = {amount}',
  orderHeading: 'Grazie per il tuo ordine',
  rowColour: 'Colore: {colour}',
  rowSize: 'Taglia: {size}',
  rowQuantity: 'Quantità: {quantity} × {unit}',
  shippingLabel: 'Spedizione',
  totalLabel: 'Totale (tasse incluse)',
  addressTitle: 'Indirizzo di spedizione',
  invoiceReady: 'La fattura del tuo ordine è pronta: la scarichi in PDF dalla pagina dell’ordine.',
  invoiceLink: 'Scarica la fattura: {url}',
  invoiceButton: 'Scarica la fattura',
  ordersButton: 'I tuoi ordini',
  orderShipping: 'Spedizione: {amount}',
  orderTotal: 'Totale (tasse incluse): {amount}',
  orderVat: 'IVA {rate}: imponibile {taxable}, imposta {tax}',
  orderGift: 'Confezione regalo richiesta.',
  orderAddress: 'Indirizzo di spedizione:',

  // The withdrawal information and the model withdrawal form (Codice del Consumo art. 49 and Allegato I).
  withdrawalTitle: 'DIRITTO DI RECESSO',
  withdrawalRight:
    "Hai il diritto di recedere dal contratto, senza indicarne le ragioni, entro {days} giorni. Il periodo di recesso scade dopo {days} giorni dal giorno in cui tu o un terzo da te designato, diverso dal vettore, acquisite il possesso fisico dei beni (dell'ultimo bene, se arrivano separatamente).",
  withdrawalHow:
    'Per esercitare il diritto di recesso, devi informarci ({address}; {contact}) della tua decisione di recedere dal contratto tramite una dichiarazione esplicita, ad esempio lettera o e-mail, oppure con la richiesta di reso nella tua area personale ({url}). Puoi utilizzare il modulo tipo di recesso qui sotto, ma non è obbligatorio. Per rispettare il termine di recesso è sufficiente che tu invii la comunicazione prima della scadenza del periodo di recesso.',
  withdrawalEffects:
    'Effetti del recesso: ti rimborseremo tutti i pagamenti ricevuti, compresi i costi di consegna (eccettuati i costi supplementari di un tipo di consegna diverso da quello meno costoso da noi offerto), senza indebito ritardo e comunque entro 14 giorni dal giorno in cui siamo informati della tua decisione, con lo stesso mezzo di pagamento da te usato. Possiamo trattenere il rimborso finché non abbiamo ricevuto i beni oppure finché non hai dimostrato di averli rispediti, se precedente. Sei pregato di rispedire i beni senza indebiti ritardi e comunque entro 14 giorni dal giorno in cui ci hai comunicato il recesso. I costi diretti della restituzione dei beni sono a tuo carico. Sei responsabile unicamente della diminuzione del valore dei beni risultante da una manipolazione diversa da quella necessaria per stabilirne la natura, le caratteristiche e il funzionamento.',
  withdrawalFormTitle: 'MODULO DI RECESSO TIPO (compilare e restituire il presente modulo solo se si desidera recedere dal contratto)',
  withdrawalFormTo: '- Destinatario: {address}, {email}',
  withdrawalFormGoods: '- Con la presente io/noi (*) notifichiamo il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni (*)',
  withdrawalFormDates: '- Ordinato il (*)/ricevuto il (*)',
  withdrawalFormName: '- Nome del/dei consumatore(i)',
  withdrawalFormAddress: '- Indirizzo del/dei consumatore(i)',
  withdrawalFormSignature: '- Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea)',
  withdrawalFormDate: '- Data',
  withdrawalFormNote: '(*) Cancellare la dicitura inutile.',

  // An order that ships, is cancelled or refunded.
  shippedSubject: 'Il tuo ordine {id} è stato spedito',
  shipped: 'il tuo ordine {id} è stato spedito.',
  shippedCarrier: 'Corriere: {carrier}',
  shippedTracking: 'Numero di tracking: {number}',
  shippedTrackingLink: 'Segui il pacco: {url}',
  shippedHeading: 'Il tuo ordine è in viaggio',
  shippedContents: 'Nel pacco',
  carrierLabel: 'Corriere',
  trackingLabel: 'Numero di tracking',
  trackButton: 'Segui il pacco',
  shippedReturns: 'Puoi restituire i capi entro {days} giorni dalla consegna, senza indicarne il motivo: chiedi il reso da {url}',
  cancelledSubject: 'Il tuo ordine {id} è stato annullato',
  cancelled: 'il tuo ordine {id} è stato annullato prima della spedizione.',
  refundedSubject: "Rimborso dell'ordine {id}",
  refunded: "purtroppo i capi del tuo ordine {id} non sono più disponibili: l'ordine è annullato.",
  refund: 'Ti rimborsiamo {amount} sulla carta usata per il pagamento.',
  ordersInAccount: 'Trovi lo stato dei tuoi ordini nella tua area personale.',
  orderPageLink: 'La pagina del tuo ordine: {url}',
  orderPageButton: 'Vai al tuo ordine',

  // An order delivered, once, when staff or the carrier record it.
  deliveredSubject: 'Il tuo ordine {id} è stato consegnato',
  deliveredHeading: 'Il tuo ordine è arrivato',
  delivered: 'il tuo ordine {id} è stato consegnato il {date}. Speriamo che i capi ti piacciano.',
  deliveredLabel: 'Consegnato il',
  withdrawalEndLabel: 'Reso possibile fino al',
  deliveredReturns:
    'Se qualcosa non va, hai {days} giorni dalla consegna per restituire i capi senza indicarne il motivo, cioè fino al {date} compreso: chiedi il reso dalla pagina dell’ordine.',

  // A return, from the request to the refund or the refusal.
  returnRequestedSubject: 'Reso {number}: richiesta ricevuta',
  returnReceivedSubject: 'Reso {number}: abbiamo ricevuto i capi',
  returnRefundedSubject: 'Reso {number}: rimborso eseguito',
  returnRefusedSubject: 'Reso {number}: non accettato',
  returnRequested: "abbiamo ricevuto la tua richiesta di reso {number} per l'ordine {order}.",
  returnReceived: 'abbiamo ricevuto i capi del reso {number}: il rimborso arriverà a breve.',
  returnRefunded: 'abbiamo rimborsato {amount} per il reso {number} sulla carta usata per il pagamento.',
  returnRefused: 'non possiamo accettare il reso {number}: {reason}',
  returnItems: 'Capi da rendere:',
  returnReason: 'Motivo: {reason}',
  returnHow: 'Come spedire il reso:',
  returnPack: '1. Imballa i capi non indossati, con le etichette originali, nella loro confezione.',
  returnMark: '2. Scrivi sul pacco il numero del reso: {number}.',
  returnSend: '3. Spedisci il pacco entro 14 giorni a: {address}. Le spese di restituzione sono a tuo carico.',
  returnRefundWhen:
    "Ti rimborsiamo sulla carta usata per il pagamento appena riceviamo i capi, entro 14 giorni dalla richiesta; se rendi l'intero ordine, anche la spedizione pagata.",
  returnCreditNote: 'Trovi la nota di credito nella tua area personale, tra i dettagli dell’ordine.',

  // The newsletter's double opt-in.
  newsletterButton: 'Conferma l’iscrizione',
  hello: 'Ciao,',
  newsletterConfirmSubject: 'Conferma la tua iscrizione alla newsletter',
  newsletterConfirm: 'per ricevere la newsletter di Atelier Lanterna conferma l’iscrizione di questo indirizzo aprendo il link:',
  newsletterLink:
    'Il link vale {hours} ore e si usa una volta sola. Se non l’hai chiesto tu, ignora questo messaggio: senza conferma non riceverai nulla.',
  newsletterAlreadySubject: 'Sei già iscritto alla newsletter',
  newsletterAlready: 'questo indirizzo riceve già la newsletter di Atelier Lanterna: non devi fare nulla.',
  newsletterNotAsked: 'Se non hai chiesto tu di iscriverti, ignora questo messaggio.',

  // The password recovery code.
  codeHeading: 'Recupero password',
  codeSubject: 'Il tuo codice di recupero password',
  code: 'Il tuo codice per recuperare la password di Atelier Lanterna è {code}.',
  codeValid: "È valido per {minutes} minuti. Se non l'hai chiesto tu, ignora questo messaggio.",

  // A contact request, to the shop (always written in Italian).
  contactSubject: 'Richiesta di contatto da {sender}',
  contactNumber: 'Nuova richiesta di contatto n. {id}',
  contactName: 'Nome: {value}',
  contactSurname: 'Cognome: {value}',
  contactEmail: 'Email: {value}',
  contactPhone: 'Telefono: {value}',
  contactPrivacy: 'Privacy accettata: sì',
  contactMessage: 'Messaggio:',

  // A back-in-stock notice, once, when the staff restock the size.
  restockSubject: 'È tornato disponibile: {article}',
  restockBack: '{article} nel colore {colour}, taglia {size}, è di nuovo disponibile:',
  restockOnce: 'Ti abbiamo scritto perché hai chiesto di essere avvisato: è l’unico messaggio che riceverai per questa taglia.',
  restockStop: 'Non ti interessa più? Annulla l’avviso:',
} as const;
