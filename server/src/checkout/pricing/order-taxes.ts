import { taxRow, vatSummary, type BasisPoints, type Cents, type TaxedRow, type VatSummaryLine } from '@shop/shared/money';
import type { PricedCart } from './pricing';

export interface OrderRowTaxes {
  unitGrossCents: Cents;
  unitNetCents: Cents;
  vatRate: BasisPoints;
  vatCents: Cents;
  grossCents: Cents;
}

export interface OrderTaxes {
  /** Per cart line, per size asked for, in the cart's order. */
  rows: { line: PricedCart['lines'][number]; size: PricedCart['lines'][number]['sizes'][number]; taxes: OrderRowTaxes }[];
  shipping: TaxedRow;
  summary: VatSummaryLine[];
  totalCents: Cents;
}

const columns = (row: TaxedRow): OrderRowTaxes => ({
  unitGrossCents: row.unitGross,
  unitNetCents: row.unitNet,
  vatRate: row.vatRate,
  vatCents: row.vat,
  grossCents: row.gross,
});

/**
 * The VAT of a priced cart as an order keeps it: every row split into net and VAT at the
 * destination's rate, shipping a taxable row of its own, the summary per rate, and the total as the
 * sum of the rows (the same total the cart was priced at).
 */
export function orderTaxes(priced: PricedCart): OrderTaxes {
  const rows = priced.lines.flatMap((line) =>
    line.sizes.map((size) => {
      const taxed = taxRow({ unitGross: line.unitCents, quantity: size.quantity, vatRate: priced.vatRate });
      return { line, size, taxed };
    }),
  );
  const shipping = taxRow({ unitGross: priced.shippingCents, quantity: 1, vatRate: priced.vatRate });
  const taxed = [...rows.map((row) => row.taxed), ...(shipping.gross > 0 ? [shipping] : [])];
  const totalCents = taxed.reduce((sum, row) => sum + row.gross, 0);
  if (totalCents !== priced.totalCents) throw new Error(`order total ${totalCents} differs from the priced cart ${priced.totalCents}`);
  return {
    rows: rows.map(({ line, size, taxed: row }) => ({ line, size, taxes: columns(row) })),
    shipping,
    summary: vatSummary(taxed),
    totalCents,
  };
}
