import type { ShopFormat } from '../format/shop-format';
import { useFormat } from '../i18n/use-format';
import { useIntl } from 'react-intl';

import { classNames } from './class-names';
import { VisuallyHidden } from './visually-hidden';
import styles from './order-rows-table.module.css';

/** A column of an order's rows. */
export type OrderRowsColumn = 'article' | 'colour' | 'size' | 'quantity' | 'unitPrice' | 'rowTotal';

/** One row of an order as the table shows it; prices in cents, VAT included. */
export interface OrderRowsTableRow {
  /** The article's name; a screen without a size column may add the size to it ('Camicia in lino · M'). */
  description: string;
  colour?: string;
  size?: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

export interface OrderRowsTableProps {
  rows: readonly OrderRowsTableRow[];
  /** The table's name, e.g. 'Riepilogo dell'ordine'. */
  caption: string;
  /** The caption for screen readers only, where the page around already says what the rows are. */
  hideCaption?: boolean;
  /** The columns, in the order shown; by default article, colour, size, quantity, unit price, row total. */
  columns?: readonly OrderRowsColumn[];
  /** A screen's own heading for a column, e.g. 'Descrizione' for the article. */
  headings?: Partial<Record<OrderRowsColumn, string>>;
  /** Shipping (when charged) and the order's total, under the rows. */
  totals?: { shippingCents: number; totalCents: number };
  /**
   * 'summary': roomy, each row a card of labels and values on phones; 'compact': small text, on
   * phones the article over the other values, the row total at the right.
   */
  variant?: 'summary' | 'compact';
}

const ALL_COLUMNS: readonly OrderRowsColumn[] = ['article', 'colour', 'size', 'quantity', 'unitPrice', 'rowTotal'];
const NUMBERS: ReadonlySet<OrderRowsColumn> = new Set(['quantity', 'unitPrice', 'rowTotal']);

const valueOf = (row: OrderRowsTableRow, column: OrderRowsColumn, format: ShopFormat): string | number | undefined => {
  switch (column) {
    case 'article':
      return row.description;
    case 'colour':
      return row.colour;
    case 'size':
      return row.size;
    case 'quantity':
      return row.quantity;
    case 'unitPrice':
      return format.money(row.unitCents);
    case 'rowTotal':
      return format.money(row.totalCents);
  }
};

/**
 * An order's rows (article, colour, size, quantity, unit price, row total) with column headers, and
 * optionally shipping and the total: the same table wherever a buyer or the shop reads an order.
 */
export function OrderRowsTable({
  rows,
  caption,
  hideCaption = false,
  columns = ALL_COLUMNS,
  headings = {},
  totals,
  variant = 'summary',
}: OrderRowsTableProps) {
  const intl = useIntl();
  const format = useFormat();
  const heading = (column: OrderRowsColumn) => headings[column] ?? intl.formatMessage({ id: `ui.orderRows.${column}` });
  const cellClass = (column: OrderRowsColumn) => classNames(styles[column], NUMBERS.has(column) && styles.number);
  const labelled = columns.map((column) => ({ column, label: heading(column) }));
  return (
    <table className={classNames(styles.table, styles[variant])} data-testid="order-rows">
      <caption>{hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</caption>
      <thead>
        <tr>
          {labelled.map(({ column, label }) => (
            <th key={column} scope="col" className={NUMBERS.has(column) ? styles.number : undefined}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {labelled.map(({ column, label }) => (
              // The article opens the row's card on a phone; the other values say what they are.
              <td key={column} className={cellClass(column)} data-label={column === 'article' ? undefined : label}>
                {valueOf(row, column, format)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {totals && (
        <tfoot>
          <tr>
            <th scope="row" colSpan={columns.length - 1}>
              {intl.formatMessage({ id: 'ui.orderRows.shipping' })}
            </th>
            <td className={styles.number}>
              {totals.shippingCents > 0 ? format.money(totals.shippingCents) : intl.formatMessage({ id: 'ui.orderRows.shippingFree' })}
            </td>
          </tr>
          <tr className={styles.grandTotal}>
            <th scope="row" colSpan={columns.length - 1}>
              {intl.formatMessage({ id: 'ui.orderRows.total' })}
            </th>
            <td className={styles.number} data-testid="order-total">
              {format.money(totals.totalCents)}
            </td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}
