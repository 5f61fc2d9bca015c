import { netOfGross, sumCents, type BasisPoints, type Cents } from './money';

/** One priced row: a VAT-inclusive unit price, a quantity and the VAT rate it carries. */
export interface TaxedRowInput {
  unitGross: Cents;
  quantity: number;
  vatRate: BasisPoints;
}

/** A row as it is kept and invoiced: gross = unitGross x quantity, net = unitNet x quantity. */
export interface TaxedRow extends TaxedRowInput {
  unitNet: Cents;
  net: Cents;
  vat: Cents;
  gross: Cents;
}

/** The VAT of one rate over an order: taxable amount (imponibile) and tax (imposta). */
export interface VatSummaryLine {
  vatRate: BasisPoints;
  taxable: Cents;
  tax: Cents;
}

/** Splits a row: the unit's net price is rounded once, the row is that times the quantity. */
export function taxRow(row: TaxedRowInput): TaxedRow {
  if (!Number.isSafeInteger(row.quantity) || row.quantity < 0) throw new RangeError(`bad quantity ${row.quantity}`);
  const unitNet = netOfGross(row.unitGross, row.vatRate);
  const gross = row.unitGross * row.quantity;
  const net = unitNet * row.quantity;
  return { ...row, unitNet, net, vat: gross - net, gross };
}

/**
 * The order's VAT per rate, from the VAT-inclusive total of each rate: the taxable amount is its net
 * part rounded once, the tax the rest, so taxable + tax is exactly what was paid at that rate and
 * the tax equals taxable x rate within a cent (what an electronic invoice is checked for).
 * Highest rate first.
 */
export function vatSummary(rows: readonly Pick<TaxedRow, 'gross' | 'vatRate'>[]): VatSummaryLine[] {
  const byRate = new Map<BasisPoints, Cents[]>();
  for (const row of rows) byRate.set(row.vatRate, [...(byRate.get(row.vatRate) ?? []), row.gross]);
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([vatRate, grosses]) => {
      const gross = sumCents(grosses);
      const taxable = netOfGross(gross, vatRate);
      return { vatRate, taxable, tax: gross - taxable };
    });
}
