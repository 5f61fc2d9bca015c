import { render, screen, within } from '@testing-library/react';
import { formatCents } from '../money/format';
import { OrderRowsTable, type OrderRowsTableProps } from './order-rows-table';
import { ShopProviders } from './shop-providers';

const rows: OrderRowsTableProps['rows'] = [
  { description: 'Camicia di lino', colour: 'Blu notte', size: 'M', quantity: 2, unitCents: 4_990, totalCents: 9_980 },
  { description: 'Cintura in cuoio', colour: 'Marrone', size: 'U', quantity: 1, unitCents: 3_500, totalCents: 3_500 },
];

const renderTable = (props: Partial<OrderRowsTableProps> = {}) =>
  render(
    <ShopProviders>
      <OrderRowsTable caption="Riepilogo dell'ordine" rows={rows} {...props} />
    </ShopProviders>,
  );

const texts = (elements: HTMLElement[]) => elements.map((element) => (element.textContent ?? '').replace(/\s+/g, ' '));
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => texts(within(row).queryAllByRole('cell')));
const money = (cents: number) => formatCents(cents, 'ita').replace(/\s+/g, ' ');

describe('OrderRowsTable', () => {
  it('names the table by its caption and heads every column, prices right-aligned', () => {
    renderTable();
    const table = screen.getByRole('table', { name: "Riepilogo dell'ordine" });
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      'Articolo',
      'Colore',
      'Taglia',
      'Quantità',
      'Prezzo unitario',
      'Totale riga',
    ]);
    expect(cellsOf(table)).toEqual([
      ['Camicia di lino', 'Blu notte', 'M', '2', money(4_990), money(9_980)],
      ['Cintura in cuoio', 'Marrone', 'U', '1', money(3_500), money(3_500)],
    ]);
    const [article, , , quantity] = within(table).getAllByRole('cell');
    expect(article).not.toHaveAttribute('data-label');
    expect(quantity).toHaveAttribute('data-label', 'Quantità');
    expect(quantity).toHaveClass('number');
    expect(within(table).queryByRole('rowheader')).not.toBeInTheDocument();
  });

  it('shows the columns a screen asks for, in its order and with its own headings', () => {
    renderTable({
      variant: 'compact',
      hideCaption: true,
      caption: 'Articoli dell’ordine',
      columns: ['quantity', 'article', 'unitPrice', 'rowTotal'],
      headings: { article: 'Descrizione', unitPrice: 'Prezzo IVA inclusa' },
    });
    const table = screen.getByRole('table', { name: 'Articoli dell’ordine' });
    expect(table).toHaveClass('compact');
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Quantità', 'Descrizione', 'Prezzo IVA inclusa', 'Totale riga']);
    expect(cellsOf(table)[0]).toEqual(['2', 'Camicia di lino', money(4_990), money(9_980)]);
    expect(within(table).getAllByRole('cell')[2]).toHaveAttribute('data-label', 'Prezzo IVA inclusa');
  });

  it('adds shipping, free when nothing is charged, and the total under the rows', () => {
    const { rerender } = renderTable({ totals: { shippingCents: 700, totalCents: 14_180 } });
    const table = screen.getByRole('table');
    expect(texts(within(table).getAllByRole('rowheader'))).toEqual(['Spedizione', 'Totale']);
    expect(within(table).getByRole('rowheader', { name: 'Totale' })).toHaveAttribute('colspan', '5');
    expect(screen.getByTestId('order-total')).toHaveTextContent(money(14_180));

    rerender(
      <ShopProviders>
        <OrderRowsTable caption="Riepilogo dell'ordine" rows={rows} totals={{ shippingCents: 0, totalCents: 13_480 }} />
      </ShopProviders>,
    );
    expect(texts(within(screen.getByRole('table')).getAllByRole('rowheader'))).toEqual(['Spedizione', 'Totale']);
    expect(within(screen.getByRole('table')).getByRole('cell', { name: 'Gratuita' })).toBeInTheDocument();
  });

  it('shows no totals unless given', () => {
    renderTable();
    expect(screen.queryByTestId('order-total')).not.toBeInTheDocument();
  });
});
