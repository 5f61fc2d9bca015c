/**
 * The fixed texts of the printable invoice and credit note (the courtesy copy of the electronic
 * document), and the description of the shipping row the invoice is issued with. `{name}` marks a
 * value filled in when the copy is written.
 */
export const invoice = {
  title: 'Fattura N. {number}',
  creditNoteTitle: 'Nota di credito N. {number}',
  linkedInvoice: 'Rettifica la fattura N. {number} del {date}',
  credited: 'Totale rimborsato',
  intraEu:
    'Operazione non imponibile, art. 41 c.1 lett. a DL 331/93: cessione intracomunitaria, imposta assolta dal cessionario (inversione contabile).',
  distanceSale:
    'Vendita a distanza con IVA dello Stato membro di destinazione ({country}), dichiarata con il regime OSS (art. 41 c.1 lett. b DL 331/93).',
  date: 'Data',
  order: 'Ordine',
  seller: 'Venditore',
  buyer: 'Cliente',
  vatNumber: 'P.IVA',
  taxCode: 'C.F.',
  regime: 'Regime fiscale',
  recipientCode: 'Codice destinatario',
  pec: 'PEC',
  phone: 'Tel.',
  email: 'E-mail',
  rows: 'Dettaglio',
  description: 'Descrizione',
  code: 'Codice',
  quantity: 'Quantità',
  unitNet: 'Prezzo unitario (IVA esclusa)',
  vat: 'IVA',
  net: 'Importo (IVA esclusa)',
  vatSummary: 'Riepilogo IVA',
  rate: 'Aliquota',
  taxable: 'Imponibile',
  tax: 'Imposta',
  total: 'Totale pagato',
  paidByCard: 'Pagato con carta',
  courtesy:
    "Copia di cortesia. Il documento elettronico è da trasmettere al Sistema di Interscambio (SdI) dell'Agenzia delle Entrate, dove fa fede.",
  // The row of the shipping paid, as the invoice lists it.
  shipping: 'Spedizione',
  // The names of the common tax regimes; any other is shown by its code alone.
  'regime.RF01': 'ordinario',
  'regime.RF02': 'contribuenti minimi',
  'regime.RF17': 'IVA per cassa',
  'regime.RF19': 'forfettario',
} as const;
