import { strToU8, zipSync } from 'fflate';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { creditNotes, invoices } from '../../core/db/schema';
import { fatturaPaXml } from './fatturapa-xml';
import type { InvoiceDocument } from './invoice-document';
import { invoiceFileName, progressivoInvio } from './invoice-number';

/**
 * Every invoice and credit note whose document date falls in the month (dates are Italian days,
 * YYYY-MM-DD), invoices first, each in its numbering order.
 */
export async function monthDocuments(db: Db, year: number, month: number): Promise<InvoiceDocument[]> {
  const prefix = `${year}-${String(month).padStart(2, '0')}-`;
  const read = async (table: typeof invoices | typeof creditNotes) =>
    (
      await db
        .select({ document: table.document })
        .from(table)
        // A document's year is its date's year: the column narrows the search, the date picks the month.
        .where(and(eq(table.year, year), sql`${table.document} ->> 'date' like ${`${prefix}%`}`))
        .orderBy(asc(table.number))
    ).map((row) => row.document as InvoiceDocument);
  return [...(await read(invoices)), ...(await read(creditNotes))];
}

/**
 * The documents as one ZIP of FatturaPA XML files, each named as the SDI expects. fflate writes it:
 * a maintained library without dependencies, a few KB, that writes the ZIP container (Node's zlib
 * only compresses, it has no ZIP format).
 */
export function documentsZip(documents: InvoiceDocument[]): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const document of documents) {
    const name = invoiceFileName(document, 'xml');
    // Names repeat only 36^5 documents apart: never within a month, but a clash must not drop one.
    if (name in files) throw new Error(`two documents named ${name}`);
    files[name] = strToU8(fatturaPaXml(document, progressivoInvio(document)));
  }
  return zipSync(files, { level: 6 });
}
