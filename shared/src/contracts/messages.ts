/**
 * Italian validation and error texts of SPEC sections 5 and 8, shared by client and server. The
 * contracts' zod issues carry the keys (MESSAGE_KEY), never the texts: the browser translates a key
 * with react-intl ('msg.<key>'), the server with `messageText`.
 */
export const MESSAGES = {
  required: 'Campo obbligatorio',
  amountCents: 'Importo non valido: al massimo due decimali',
  sitePath: "Il percorso deve essere un indirizzo del negozio che inizia con '/'",
  allRequired: 'Tutti i campi (*) sono obbligatori',
  emailRequired: "L'indirizzo email è un campo richiesto",
  emailMin: "L'indirizzo email deve essere di almeno 5 caratteri",
  emailInvalid: 'Il campo email contiene errori',
  emailAndPasswordRequired: 'Email e password sono obbligatori',
  passwordRequired: 'La password è un campo richiesto',
  passwordMin: 'La password deve essere di almeno 8 caratteri',
  passwordStrength: 'La password deve contenere almeno una lettera maiuscola, una minuscola, un numero e un carattere speciale',
  privacyRequired: 'La privacy è un campo richiesto',
  privacyContact: 'Devi accettare la privacy',
  privacyNewsletter: 'Devi accettare la privacy per iscriverti alla newsletter',
  privacyGuest: 'Devi accettare le condizioni di privacy',
  countryRequired: 'La nazione è obbligatoria',
  countryUnknown: 'Nazione non trovata',
  nameRequired: 'Il campo Nome è obbligatorio',
  surnameRequired: 'Il campo Cognome è obbligatorio',
  emailFieldRequired: 'Il campo Email è obbligatorio',
  addressRequired: 'Il campo Indirizzo è obbligatorio',
  postalCodeRequired: 'Il campo CAP è obbligatorio',
  townRequired: 'Il campo Città è obbligatorio',
  nationRequired: 'Il campo Nazione è obbligatorio',
  provinceRequired: 'Il campo Provincia è obbligatorio',
  billingIncomplete: "Compila tutti i campi dell'indirizzo di fatturazione",
  phoneRequired: 'Il campo Telefono è obbligatorio',
  companyRequired: 'La ragione sociale è un campo richiesto',
  codiceFiscaleRequired: 'Il codice fiscale è un campo richiesto',
  codiceFiscaleLength: 'Il codice fiscale deve essere di 11 o 16 caratteri',
  codiceFiscaleInvalid: 'Il codice fiscale non è valido',
  partitaIvaRequired: 'La partita iva è un campo richiesto',
  partitaIvaLength: 'La partita iva deve essere di 11 caratteri',
  partitaIvaInvalid: 'La partita iva non è valida',
  partitaIvaCeeRequired: 'La partita iva comunitaria è un campo richiesto',
  recipientOrPec: 'Il codice destinatario o la PEC sono dati obbligatori',
  recipientCodeLength: 'Il codice destinatario deve essere di 7 caratteri',
  provinceLength: 'La provincia deve essere di 2 caratteri',
  minTwo: 'Inserisci almeno 2 caratteri',
  minFive: 'Inserisci almeno 5 caratteri',
  codeRequired: 'Devi inserire il codice ricevuto per email',
  shippingIncomplete: 'Devi completare i dati per la spedizione',
  discountNumeric: 'Inserisci un valore numerico',
  discountRange: 'Inserisci un valore compreso tra 0 e 90',
  associateSelf: 'Impossibile associare lo stesso articolo',
  associateTwice: 'Articolo già associato',
  quantityUnavailable: 'La quantità richiesta non è disponibile',
  emptyCart: 'Il carrello è vuoto',
  loginRequired: "Devi aver effettuato l'accesso per poter confermare l'ordine",
  tooLong: 'Il testo è troppo lungo',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The same messages in English, for English pages and requests. */
export const MESSAGES_EN: { readonly [Key in MessageKey]: string } = {
  required: 'Required field',
  amountCents: 'Invalid amount: at most two decimals',
  sitePath: "The path must be an address of the shop starting with '/'",
  allRequired: 'All fields (*) are required',
  emailRequired: 'The email address is required',
  emailMin: 'The email address must be at least 5 characters long',
  emailInvalid: 'The email field contains errors',
  emailAndPasswordRequired: 'Email and password are required',
  passwordRequired: 'The password is required',
  passwordMin: 'The password must be at least 8 characters long',
  passwordStrength: 'The password must contain an upper-case letter, a lower-case letter, a digit and a special character',
  privacyRequired: 'You must accept the privacy policy',
  privacyContact: 'You must accept the privacy policy',
  privacyNewsletter: 'You must accept the privacy policy to subscribe to the newsletter',
  privacyGuest: 'You must accept the privacy terms',
  countryRequired: 'The country is required',
  countryUnknown: 'Nation not found',
  nameRequired: 'The First name field is required',
  surnameRequired: 'The Last name field is required',
  emailFieldRequired: 'The Email field is required',
  addressRequired: 'The Address field is required',
  postalCodeRequired: 'The Postal code field is required',
  townRequired: 'The Town field is required',
  nationRequired: 'The Country field is required',
  provinceRequired: 'The Province field is required',
  billingIncomplete: 'Fill in every field of the billing address',
  phoneRequired: 'The Phone field is required',
  companyRequired: 'The company name is required',
  codiceFiscaleRequired: 'The tax code is required',
  codiceFiscaleLength: 'The tax code must be 11 or 16 characters long',
  codiceFiscaleInvalid: 'The tax code is not valid',
  partitaIvaRequired: 'The VAT number is required',
  partitaIvaLength: 'The VAT number must be 11 characters long',
  partitaIvaInvalid: 'The VAT number is not valid',
  partitaIvaCeeRequired: 'The EU VAT number is required',
  recipientOrPec: 'The recipient code or the PEC is required',
  recipientCodeLength: 'The recipient code must be 7 characters long',
  provinceLength: 'The province must be 2 characters long',
  minTwo: 'Enter at least 2 characters',
  minFive: 'Enter at least 5 characters',
  codeRequired: 'You must enter the code received by email',
  shippingIncomplete: 'You must complete the shipping data',
  discountNumeric: 'Enter a numeric value',
  discountRange: 'Enter a value between 0 and 90',
  associateSelf: 'An article cannot be associated with itself',
  associateTwice: 'Article already associated',
  quantityUnavailable: 'The requested quantity is not available',
  emptyCart: 'The cart is empty',
  loginRequired: 'You must be logged in to confirm the order',
  tooLong: 'The text is too long',
};

/** Each message key as its own value: what the contracts put in their zod issues. */
export const MESSAGE_KEY = Object.fromEntries(Object.keys(MESSAGES).map((key) => [key, key])) as { readonly [Key in MessageKey]: Key };

export const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(MESSAGES, value);

/** The text of a message key in a language; anything that is not a key (a server's own text) as it is. */
export function messageText(keyOrText: string, language: 'ita' | 'eng' = 'ita'): string {
  if (!isMessageKey(keyOrText)) return keyOrText;
  return language === 'eng' ? MESSAGES_EN[keyOrText] : MESSAGES[keyOrText];
}
