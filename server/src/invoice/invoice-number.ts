import type { InvoiceDocument } from './invoice-document';

/**
 * The invoice number as printed and as FatturaPA's Numero: year and progressive, e.g. 2026/17.
 * The progressive restarts each year, so the year keeps numbers unique across years.
 */
export const invoiceNumber = (doc: Pick<InvoiceDocument, 'year' | 'number'>): string => `${doc.year}/${doc.number}`;

/** Year and progressive as one number: unique for this shop across years (up to 1,000,000 a year). */
const serial = (doc: Pick<InvoiceDocument, 'year' | 'number'>): number => (doc.year - 2000) * 1_000_000 + doc.number;

/** FatturaPA's ProgressivoInvio ([A-Za-z0-9]{1,10}): the serial in base 36, unique per sending. */
export const progressivoInvio = (doc: Pick<InvoiceDocument, 'year' | 'number'>): string => serial(doc).toString(36).toUpperCase();

/**
 * The download's file name: for the XML the name SDI expects (IT, the seller's partita IVA, _ and
 * a progressive of 5 letters or digits), for the copy a plain one.
 */
export function invoiceFileName(doc: Pick<InvoiceDocument, 'year' | 'number' | 'seller'>, format: 'xml' | 'html'): string {
  if (format === 'html') return `fattura-${doc.year}-${doc.number}.html`;
  return `IT${doc.seller.partitaIva}_${progressivoInvio(doc).padStart(5, '0').slice(-5)}.xml`;
}
