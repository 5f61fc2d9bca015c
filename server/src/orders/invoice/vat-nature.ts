import type { VatTreatment } from '@shop/shared/contracts';
import { sumCents, type BasisPoints, type Cents } from '@shop/shared/money';
import type { InvoiceDocument, InvoiceRow } from './invoice-document';

/**
 * How a document writes its VAT for the SDI. An Italian sale writes its rate. A sale without
 * Italian VAT writes AliquotaIVA 0.00 and the Natura that says why: N3.2 for a non-taxable
 * intra-Community supply (art. 41 DL 331/93, the buyer reverse-charges), N7 for a distance sale
 * whose VAT is due in the destination state and paid there through the OSS, never as Italian VAT.
 */
export const NATURA: Record<Exclude<VatTreatment, 'domestic'>, string> = {
  'intra-eu-supply': 'N3.2',
  'distance-sale': 'N7',
};

/** The treatment of a document; documents issued before it was kept: foreign buyers paid their state's VAT. */
export function treatmentOf(doc: Pick<InvoiceDocument, 'treatment' | 'buyer'>): VatTreatment {
  if (doc.treatment) return doc.treatment;
  const country = (doc.buyer.address.country || 'IT').toUpperCase();
  return country === 'IT' ? 'domestic' : 'distance-sale';
}

/** A row's AliquotaIVA and Natura as written. */
export function rowNature(treatment: VatTreatment, row: Pick<InvoiceRow, 'vatRate'>): { rate: BasisPoints; natura: string | null } {
  return treatment === 'domestic' ? { rate: row.vatRate, natura: null } : { rate: 0, natura: NATURA[treatment] };
}

/** One DatiRiepilogo as written: ImponibileImporto is the rows' PrezzoTotale plus Arrotondamento. */
export interface WrittenSummary {
  rate: BasisPoints;
  natura: string | null;
  rounding: Cents;
  taxable: Cents;
  tax: Cents;
  /** RiferimentoNormativo: the law a line without Italian VAT rests on, with the foreign VAT paid. */
  reference: string;
}

const euro = (cents: Cents): string => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
const percent = (rate: BasisPoints): string => `${Math.floor(rate / 100)}${rate % 100 ? `,${String(rate % 100).padStart(2, '0')}` : ''}%`;

/**
 * The document's VAT summary as written: per Italian rate, or one line per Natura (the foreign
 * rates of a distance sale named with their VAT in the reference, which the printable copy shows too).
 */
export function writtenSummary(doc: InvoiceDocument): WrittenSummary[] {
  const treatment = treatmentOf(doc);
  const rowsNet = (rows: readonly InvoiceRow[]) => sumCents(rows.map((row) => row.net));
  if (treatment === 'domestic') {
    return doc.summary.map((line) => ({
      rate: line.vatRate,
      natura: null,
      rounding: line.taxable - rowsNet(doc.rows.filter((row) => row.vatRate === line.vatRate)),
      taxable: line.taxable,
      tax: line.tax,
      reference: '',
    }));
  }
  const taxable = sumCents(doc.summary.map((line) => line.taxable));
  const reference =
    treatment === 'intra-eu-supply'
      ? 'Non imponibile art. 41 c.1 lett. a DL 331/93 - inversione contabile'
      : `IVA ${doc.buyer.address.country.toUpperCase()} assolta in OSS: ${doc.summary
          .filter((line) => line.tax > 0)
          .map((line) => `${percent(line.vatRate)} ${euro(line.tax)} EUR`)
          .join(', ')}`.slice(0, 100);
  return [{ rate: 0, natura: NATURA[treatment], rounding: taxable - rowsNet(doc.rows), taxable, tax: 0, reference }];
}
