import type { InvoiceLanguage } from './invoice-format';

/** Fixed texts of the printable invoice. */
export const LABELS = {
  it: {
    title: 'Fattura N.',
    creditNoteTitle: 'Nota di credito N.',
    linkedInvoice: 'Rettifica la fattura N.',
    of: 'del',
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
  },
  en: {
    title: 'Invoice no.',
    creditNoteTitle: 'Credit note no.',
    linkedInvoice: 'Corrects invoice no.',
    of: 'of',
    credited: 'Total refunded',
    intraEu: 'VAT not applicable, art. 41(1)(a) DL 331/93: intra-Community supply, VAT accounted for by the buyer (reverse charge).',
    distanceSale:
      'Distance sale with the VAT of the member state of destination ({country}), declared under the OSS scheme (art. 41(1)(b) DL 331/93).',
    date: 'Date',
    order: 'Order',
    seller: 'Seller',
    buyer: 'Bill to',
    vatNumber: 'VAT no.',
    taxCode: 'Tax code',
    regime: 'Tax regime',
    recipientCode: 'SDI recipient code',
    pec: 'PEC',
    phone: 'Phone',
    email: 'Email',
    rows: 'Items',
    description: 'Description',
    code: 'Code',
    quantity: 'Quantity',
    unitNet: 'Unit price (excl. VAT)',
    vat: 'VAT',
    net: 'Amount (excl. VAT)',
    vatSummary: 'VAT summary',
    rate: 'Rate',
    taxable: 'Taxable amount',
    tax: 'VAT amount',
    total: 'Total paid',
    paidByCard: 'Paid by card',
    courtesy:
      "Courtesy copy. The electronic document is to be sent to the Italian Revenue Agency's Exchange System (SdI), where it is authoritative.",
  },
} satisfies Record<InvoiceLanguage, Record<string, string>>;

export type InvoiceLabels = (typeof LABELS)['it'];

/** Names of the common regimes; any other is shown by its code alone. */
export const REGIMES: Record<string, Record<InvoiceLanguage, string>> = {
  RF01: { it: 'ordinario', en: 'ordinary' },
  RF02: { it: 'contribuenti minimi', en: 'minimum taxpayers' },
  RF17: { it: 'IVA per cassa', en: 'VAT on a cash basis' },
  RF19: { it: 'forfettario', en: 'flat-rate' },
};
