import type { InvoiceDocument } from './invoice-document';

type Numbered = Pick<InvoiceDocument, 'year' | 'number' | 'type'>;

const isCreditNote = (doc: Numbered): boolean => doc.type === 'TD04';

/**
 * The number as printed and as FatturaPA's Numero: year and progressive, e.g. 2026/17; a credit
 * note, numbered in a sequence of its own, NC2026/3. The progressive restarts each year, so the
 * year keeps numbers unique across years.
 */
export const invoiceNumber = (doc: Numbered): string => `${isCreditNote(doc) ? 'NC' : ''}${doc.year}/${doc.number}`;

/**
 * Year, sequence and progressive as one number, unique for this shop across years: invoices up
 * to 500,000 a year, credit notes after them.
 */
const serial = (doc: Numbered): number => (doc.year - 2000) * 1_000_000 + (isCreditNote(doc) ? 500_000 : 0) + doc.number;

/** FatturaPA's ProgressivoInvio ([A-Za-z0-9]{1,10}): the serial in base 36, unique per sending. */
export const progressivoInvio = (doc: Numbered): string => serial(doc).toString(36).toUpperCase();

/**
 * The download's file name: for the XML the name SDI expects (IT, the seller's partita IVA, _ and
 * a progressive of 5 letters or digits), for the copy a plain one (fattura-2026-000123.pdf).
 */
export function invoiceFileName(doc: Numbered & Pick<InvoiceDocument, 'seller'>, format: 'xml' | 'pdf' | 'html'): string {
  if (format !== 'xml')
    return `${isCreditNote(doc) ? 'nota-di-credito' : 'fattura'}-${doc.year}-${String(doc.number).padStart(6, '0')}.${format}`;
  return `IT${doc.seller.partitaIva}_${progressivoInvio(doc).padStart(5, '0').slice(-5)}.xml`;
}
