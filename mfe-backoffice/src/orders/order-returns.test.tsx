import { languageAtom, shopStore, type OrderReturn } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { anOrder, asStaff, json, renderAt } from '../test-support';

const requested: OrderReturn = {
  number: 'R-LA20261125ABC123-1',
  status: 'requested',
  reason: 'size',
  note: 'La camicia è stretta',
  requestedAt: '2026-11-28T10:00:00.000Z',
  receivedAt: null,
  closedAt: null,
  refusal: '',
  rows: [
    { row: 1, description: 'Camicia', size: 'M', quantity: 2, restocked: 0, damaged: 0, unitCents: 6_495 },
    { row: 2, description: 'Pantalone', size: '46', quantity: 1, restocked: 0, damaged: 0, unitCents: 8_900 },
  ],
  withShipping: true,
  refundCents: 22_580,
  creditNote: null,
};

const received: OrderReturn = {
  ...requested,
  status: 'received',
  receivedAt: '2026-12-02T15:30:00.000Z',
  rows: [
    { row: 1, description: 'Camicia', size: 'M', quantity: 2, restocked: 1, damaged: 1, unitCents: 6_495 },
    { row: 2, description: 'Pantalone', size: '46', quantity: 1, restocked: 1, damaged: 0, unitCents: 8_900 },
  ],
};

const refunded: OrderReturn = {
  ...received,
  number: 'R-LA20261125ABC123-2',
  status: 'refunded',
  reason: 'defective',
  note: '',
  withShipping: false,
  rows: [{ row: 1, description: 'Camicia', size: 'M', quantity: 1, restocked: 0, damaged: 1, unitCents: 6_495 }],
  refundCents: 6_495,
  closedAt: '2026-12-03T09:00:00.000Z',
  creditNote: { year: 2026, number: 3 },
};

const refused: OrderReturn = {
  ...requested,
  number: 'R-LA20261125ABC123-3',
  status: 'refused',
  withShipping: false,
  closedAt: '2026-12-04T09:00:00.000Z',
  refusal: 'Fuori dal periodo di recesso',
};

const delivered = (returns: OrderReturn[]) =>
  anOrder({
    status: 'DeliveryDone',
    shipment: {
      carrier: 'BRT',
      trackingNumber: 'BRT0012345678',
      shippedAt: '2026-11-26T09:00:00.000Z',
      deliveredAt: '2026-11-27T10:00:00.000Z',
      deliveredBy: 'anna@example.com',
    },
    returns,
  });

const { fetchMock } = asStaff();

async function openOrder(returns: OrderReturn[]) {
  fetchMock.mockResolvedValueOnce(json({ error: false, order: delivered(returns) }));
  renderAt('/ordini/LA20261125ABC123');
  return screen.findByRole('region', { name: 'Resi' });
}

const card = (section: HTMLElement, number: string) => within(section).getByRole('article', { name: number });

describe('the returns of an order', () => {
  it('lists each return with its status, dates, reason, note, rows, money and outcome', async () => {
    const section = await openOrder([received, refunded, refused]);
    expect(screen.getByText('Consegnato il 27/11/2026 (anna@example.com)')).toBeInTheDocument();

    const first = card(section, 'R-LA20261125ABC123-1');
    expect(within(first).getByText('Reso ricevuto')).toBeInTheDocument();
    expect(within(first).getByText('Taglia non giusta')).toBeInTheDocument();
    expect(within(first).getByText('La camicia è stretta')).toBeInTheDocument();
    expect(within(first).getByText('inclusa nel rimborso')).toBeInTheDocument();
    expect(within(first).getByText('Importo del rimborso').nextSibling).toHaveTextContent('225,80 €');
    expect(within(first).getByText('Ricevuto il')).toBeInTheDocument();
    const rows = within(within(first).getByRole('list', { name: 'Capi resi' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('2 × Camicia');
    expect(rows[0]).toHaveTextContent('taglia M');
    expect(rows[0]).toHaveTextContent('1 rimesso in vendita, 1 danneggiato');
    expect(rows[1]).toHaveTextContent('1 rimesso in vendita, 0 danneggiati');

    const second = card(section, 'R-LA20261125ABC123-2');
    expect(within(second).getByText('Rimborsato')).toBeInTheDocument();
    expect(within(second).getByText('Difettoso o danneggiato')).toBeInTheDocument();
    expect(within(second).getByText('Importo rimborsato').nextSibling).toHaveTextContent('64,95 €');
    expect(within(second).getByText('NC2026/3')).toBeInTheDocument();
    expect(within(second).getByText('Chiuso il')).toBeInTheDocument();

    const third = card(section, 'R-LA20261125ABC123-3');
    expect(within(third).getByText('Reso rifiutato')).toBeInTheDocument();
    expect(within(third).getByText('Fuori dal periodo di recesso')).toBeInTheDocument();
    expect(within(third).queryByText('Ricevuto il')).not.toBeInTheDocument();
  });

  it('speaks English when the page does, with the labels every screen uses', async () => {
    shopStore.set(languageAtom, 'eng');
    fetchMock.mockResolvedValueOnce(
      json({ error: false, order: delivered([requested, { ...received, number: 'R-LA20261125ABC123-4' }, refunded, refused]) }),
    );
    renderAt('/ordini/LA20261125ABC123');
    const section = await screen.findByRole('region', { name: 'Returns' });
    expect(screen.getByText('Delivered on 27/11/2026 (anna@example.com)')).toBeInTheDocument();
    const first = card(section, 'R-LA20261125ABC123-1');
    expect(within(first).getByText('Return requested')).toBeInTheDocument();
    expect(within(first).getByText('Wrong size')).toBeInTheDocument();
    expect(within(first).getByText('Customer’s note')).toBeInTheDocument();
    expect(within(card(section, 'R-LA20261125ABC123-2')).getByText('Refunded')).toBeInTheDocument();
    expect(within(card(section, 'R-LA20261125ABC123-2')).getByText('0 back on sale, 1 damaged')).toBeInTheDocument();
    expect(within(card(section, 'R-LA20261125ABC123-3')).getByText('Return refused')).toBeInTheDocument();
    expect(within(card(section, 'R-LA20261125ABC123-3')).getByText('Reason for refusal')).toBeInTheDocument();
  });
});
