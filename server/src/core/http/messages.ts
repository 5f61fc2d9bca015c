import type { LanguageCode } from '@shop/shared/contracts';

/**
 * Every text the server shows a shopper or a member of staff, in both languages. `{name}` marks a
 * value filled in when the text is shown. The Italian texts are those of SPEC.
 */
export const SERVER_MESSAGES = {
  // Framework and request shape.
  internal: { ita: 'Errore interno del server', eng: 'Internal server error' },
  unavailable: {
    ita: 'Servizio temporaneamente non disponibile, riprova tra qualche istante',
    eng: 'Service temporarily unavailable, please try again in a moment',
  },
  bodyEmpty: { ita: 'Il corpo della richiesta è vuoto', eng: 'The request body is empty' },
  bodyNotJson: { ita: 'Il corpo della richiesta non è un JSON valido', eng: 'The request body is not valid JSON' },
  bodyMediaType: { ita: 'Tipo di contenuto non supportato: usa application/json', eng: 'Unsupported content type: use application/json' },
  bodyTooLarge: { ita: 'Il corpo della richiesta è troppo grande', eng: 'The request body is too large' },
  nulCharacter: {
    ita: 'Valore non valido per {field}: contiene un carattere non ammesso (NUL)',
    eng: 'Invalid value for {field}: it contains a character that is not allowed (NUL)',
  },
  fieldsNotAllowed: { ita: 'Campo non ammesso: {fields}', eng: 'Field not allowed: {fields}' },
  andMore: { ita: '{list} e altri {count}', eng: '{list} and {count} more' },
  notFound: { ita: 'Risorsa non trovata', eng: 'Resource not found' },
  loginRequired: { ita: 'Devi effettuare il login per accedere a questa pagina', eng: 'You must sign in to see this page' },
  tooMany: { ita: 'Troppi tentativi, riprova tra qualche minuto', eng: 'Too many attempts, please try again in a few minutes' },
  actionUnavailable: { ita: 'Azione non disponibile: {action}', eng: 'Action not available: {action}' },
  botCheckFailed: { ita: 'Verifica anti-spam non superata, riprova', eng: 'The anti-spam check failed, please try again' },

  // Sign-in, account and password.
  loginFailed: { ita: 'Email o password non corretti', eng: 'Wrong email or password' },
  sessionExpired: { ita: 'Sessione scaduta', eng: 'Session expired' },
  accountCreated: { ita: 'Account creato', eng: 'Account created' },
  emailTaken: { ita: 'Questo indirizzo email è già registrato', eng: 'This email address is already registered' },
  accountUpdated: { ita: 'Account aggiornato', eng: 'Account updated' },
  fiscalCountryFixed: { ita: 'La nazione di fatturazione non è modificabile', eng: 'The billing country cannot be changed' },
  codeSent: {
    ita: "Se l'indirizzo è registrato riceverai un codice via email",
    eng: 'If the address is registered you will receive a code by email',
  },
  codeRefused: { ita: 'Il codice non è valido o è scaduto', eng: 'The code is not valid or has expired' },
  passwordChanged: { ita: 'Password modificata con successo', eng: 'Password changed successfully' },
  favouritesLoginRequired: {
    ita: "Devi esserti registrato e aver effettuato l'accesso per poter aggiungere ai preferiti",
    eng: 'You must be registered and signed in to add favourites',
  },
  unknownArticles: { ita: 'Articoli sconosciuti: {codes}', eng: 'Unknown articles: {codes}' },

  // Contact and newsletter.
  contactSent: { ita: 'Richiesta inviata con successo', eng: 'Request sent successfully' },
  // The same words for every address, subscribed or not: the mail tells the rest.
  newsletterCheckMail: {
    ita: 'Ti abbiamo inviato un’e-mail: conferma l’iscrizione dal link che contiene.',
    eng: 'We sent you an e-mail: confirm your subscription from its link.',
  },
  newsletterConfirmed: { ita: 'Iscrizione alla newsletter confermata', eng: 'Newsletter subscription confirmed' },
  newsletterLinkRefused: {
    ita: 'Il link di conferma non è valido, è già stato usato o è scaduto',
    eng: 'The confirmation link is not valid, has already been used or has expired',
  },
  privacyNewsletter: {
    ita: 'Devi accettare la privacy per iscriverti alla newsletter',
    eng: 'You must accept the privacy policy to subscribe to the newsletter',
  },

  // Checkout.
  orderLoginRequired: {
    ita: "Devi aver effettuato l'accesso per poter confermare l'ordine",
    eng: 'You must be signed in to confirm the order',
  },
  shippingIncomplete: { ita: 'Devi completare i dati per la spedizione', eng: 'Please complete the shipping details' },
  accountToCorrect: {
    ita: "Correggi i dati del tuo account prima di confermare l'ordine: {reason}",
    eng: 'Correct your account details before confirming the order: {reason}',
  },
  privacyGuest: { ita: 'Devi accettare le condizioni di privacy', eng: 'You must accept the privacy terms' },
  emptyCart: { ita: 'Il carrello è vuoto', eng: 'The cart is empty' },
  countryNotServed: { ita: 'Spedizione non disponibile per la nazione scelta', eng: 'Shipping is not available to the chosen country' },
  articlesUnavailable: { ita: 'Articolo non più disponibile: {codes}', eng: 'Article no longer available: {codes}' },
  quantityUnavailable: {
    ita: 'La quantità richiesta non è disponibile: {title}, taglia {size}',
    eng: 'The requested quantity is not available: {title}, size {size}',
  },
  vatNumberNotInVies: {
    ita: "La partita IVA {number} non risulta attiva nel VIES, l'archivio europeo delle partite IVA: non possiamo venderti senza IVA. Correggi il numero, oppure toglilo per acquistare pagando l'IVA indicata nel riepilogo",
    eng: 'The VAT number {number} is not active in VIES, the EU register of VAT numbers: we cannot sell to you without VAT. Correct the number, or remove it to buy paying the VAT shown in the summary',
  },
  capOrders: {
    ita: 'Ci sono già troppi ordini in attesa di pagamento da questa connessione: completa un pagamento o attendi che scadano',
    eng: 'There are already too many orders awaiting payment from this connection: complete a payment or wait for them to expire',
  },
  capPieces: {
    ita: 'Puoi prenotare al massimo {max} pezzi dello stesso articolo alla volta',
    eng: 'You can reserve at most {max} pieces of one article at a time',
  },
  capValue: {
    ita: "Gli ordini in attesa di pagamento supererebbero l'importo massimo di 5.000,00 €: completa prima un pagamento",
    eng: 'The orders awaiting payment would exceed the 5,000.00 EUR limit: complete a payment first',
  },

  // Orders and invoices.
  orderNotFound: { ita: 'Ordine non trovato', eng: 'Order not found' },
  orderChangedMeanwhile: {
    ita: "L'ordine {order} è appena stato modificato da un altro operatore: ora è «{status}». Ricarica la pagina.",
    eng: 'Order {order} has just been changed by another operator: it is now “{status}”. Reload the page.',
  },
  orderMoveRefused: {
    ita: "Non è possibile {verb} l'ordine {order}: è «{status}», l'operazione è ammessa solo da «{from}».",
    eng: 'Order {order} cannot be {verb}: it is “{status}”, the operation is only allowed from “{from}”.',
  },
  orderPiecesMissing: {
    ita: "Mancano ancora dei pezzi dell'ordine {order}: aggiorna la disponibilità o rimborsa l'ordine.",
    eng: 'Some pieces of order {order} are still missing: update the stock or refund the order.',
  },
  noPaymentToRefund: {
    ita: 'Nessun pagamento riuscito da rimborsare per questo ordine',
    eng: 'This order has no successful payment to refund',
  },
  refundRefused: {
    ita: "Il gateway non ha eseguito il rimborso ({reason}): l'ordine non è cambiato",
    eng: 'The gateway did not make the refund ({reason}): the order has not changed',
  },
  invoiceNotFound: { ita: 'Fattura non trovata', eng: 'Invoice not found' },

  // Delivery and returns.
  orderNotShipped: {
    ita: "L'ordine {order} non è ancora spedito: la consegna si registra dopo la spedizione",
    eng: 'Order {order} has not shipped yet: delivery is recorded after shipping',
  },
  deliveryDateInvalid: {
    ita: 'La data di consegna non può essere futura né precedente alla spedizione ({shipped})',
    eng: 'The delivery date cannot be in the future or before shipping ({shipped})',
  },
  orderAlreadyDelivered: {
    ita: "La consegna dell'ordine {order} è già registrata",
    eng: 'The delivery of order {order} is already recorded',
  },
  returnNotDelivered: {
    ita: "Il reso si può chiedere quando l'ordine è stato consegnato",
    eng: 'A return can be asked for once the order has been delivered',
  },
  returnPeriodOver: {
    ita: 'Il periodo di recesso di {days} giorni dalla consegna è terminato il {date}: il reso non è più possibile',
    eng: 'The {days}-day withdrawal period from delivery ended on {date}: a return is no longer possible',
  },
  returnRowUnknown: { ita: "La riga {row} non fa parte dell'ordine", eng: 'Row {row} is not part of the order' },
  returnTooMany: {
    ita: 'Di «{title}» puoi rendere al massimo {max} pezzi: gli altri sono già in un reso',
    eng: 'You can return at most {max} of "{title}": the others are already in a return',
  },
  returnNotFound: { ita: 'Reso non trovato', eng: 'Return not found' },
  returnChangedMeanwhile: {
    ita: 'Il reso {number} è appena stato modificato da un altro operatore: ora è «{status}». Ricarica la pagina.',
    eng: 'Return {number} has just been changed by another member of staff: it is now "{status}". Reload the page.',
  },
  returnMoveRefused: {
    ita: "Il reso {number} è «{status}»: l'operazione è ammessa solo da «{from}».",
    eng: 'Return {number} is "{status}": this is only possible from "{from}".',
  },
  returnPiecesMismatch: {
    ita: 'Per «{title}» i pezzi rimessi in vendita e quelli danneggiati devono essere {quantity} in tutto',
    eng: 'For "{title}" the pieces back on sale and the damaged ones must be {quantity} in all',
  },
  refundOverPaid: {
    ita: 'Il rimborso di {amount} supererebbe quanto resta da rimborsare ({left})',
    eng: 'The refund of {amount} would exceed what is left to refund ({left})',
  },
  invoiceHtmlOnly: { ita: 'format: solo html', eng: 'format: html only' },
  invoiceMonthEmpty: {
    ita: 'Nessuna fattura o nota di credito emessa nel mese {month}',
    eng: 'No invoice or credit note was issued in the month {month}',
  },

  // Back office and reads.
  staffAccessDenied: { ita: 'Accesso negato, effettua nuovamente il login', eng: 'Access denied, please sign in again' },
  articleNotFound: { ita: 'Articolo non trovato', eng: 'Article not found' },
  articlesNotFound: { ita: 'Articolo non trovato: {codes}', eng: 'Article not found: {codes}' },
  imageNotFound: { ita: 'Immagine non trovata', eng: 'Image not found' },
  containerNotFound: { ita: 'Contenuto non trovato', eng: 'Content not found' },
  associationNotFound: { ita: 'Associazione non trovata', eng: 'Association not found' },
  associateSelf: { ita: 'Impossibile associare lo stesso articolo', eng: 'An article cannot be associated with itself' },
  associateTwice: { ita: 'Articolo già associato', eng: 'Article already associated' },
  associationAddOrRemove: { ita: "Un'associazione si aggiunge o si rimuove", eng: 'An association is added or removed' },
  sizeColourMissing: {
    ita: "Colore {colour} e taglia {size} non esistono per l'articolo {article}",
    eng: 'Colour {colour} and size {size} do not exist for article {article}',
  },
  readNeedsCode: { ita: 'Indica codArticolo o codArticoli', eng: 'Give codArticolo or codArticoli' },
  unknownEntity: { ita: 'Entità sconosciuta: {entity}', eng: 'Unknown entity: {entity}' },
  sortRefused: { ita: 'Ordinamento non ammesso per {entity}: {key}', eng: 'Sorting not allowed for {entity}: {key}' },
  readAllStaffOnly: {
    ita: 'La pagina con tutti gli elementi (limit 0) è riservata al personale: chiedi al massimo {max} elementi per pagina',
    eng: 'The page with every item (limit 0) is for staff only: ask for at most {max} items per page',
  },
  containerNeedsKey: {
    ita: 'Indica id, name, idParent o layoutPosition del contenuto',
    eng: 'Give the content’s id, name, idParent or layoutPosition',
  },
  containerNeedsNameAndClass: { ita: 'Indica name e containerClass del contenuto', eng: 'Give the content’s name and containerClass' },
  containerNeedsId: { ita: 'Indica id del contenuto', eng: 'Give the content’s id' },
} as const satisfies Record<string, Record<'ita' | 'eng', string>>;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

/** A value that reads differently by language, such as an order status. */
export type Localised = Readonly<Record<'ita' | 'eng', string>>;
export type ParamValue = string | number | Localised;

type Names<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Names<Rest> : never;
/** The values a message needs, taken from the `{name}` marks of its Italian text. */
export type ParamsOf<K extends ServerMessageKey> = Names<(typeof SERVER_MESSAGES)[K]['ita']>;
/** No argument for a text without values, one record naming each value otherwise. */
export type ParamsArg<K extends ServerMessageKey> = [ParamsOf<K>] extends [never] ? [] : [Record<ParamsOf<K>, ParamValue>];

/** A text not yet put into a language: rendered once the reader's language is known. */
export type LocalText = (language: LanguageCode) => string;

const side = (language: LanguageCode): 'ita' | 'eng' => (language === 'eng' ? 'eng' : 'ita');

/** The message `key` in `language`, with its values filled in. */
export function serverText<K extends ServerMessageKey>(language: LanguageCode, key: K, ...params: ParamsArg<K>): string {
  const template: string = SERVER_MESSAGES[key][side(language)];
  const values = (params[0] ?? {}) as Record<string, ParamValue>;
  return template.replace(/\{(\w+)\}/g, (mark, name: string) => {
    const value = values[name];
    if (value === undefined) return mark;
    return typeof value === 'object' ? value[side(language)] : String(value);
  });
}

/** The message `key` with its values, to be shown in the language of whoever reads it. */
export const says =
  <K extends ServerMessageKey>(key: K, ...params: ParamsArg<K>): LocalText =>
  (language) =>
    serverText(language, key, ...params);
