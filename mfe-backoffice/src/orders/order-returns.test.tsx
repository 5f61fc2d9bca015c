import { languageAtom, shopStore, type OrderReturn } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anOrder, asStaff, captureShopEvents, json, renderAt } from '../test-support';

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

const { fetchMock, calls } = asStaff();
const { alerts, toasts } = captureShopEvents();

// Typing into forms re-renders a lot: slow on a busy machine.
jest.setTimeout(30_000);

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
    expect(within(first).getByText(/comprende le spese di spedizione/)).toBeInTheDocument();

    const second = card(section, 'R-LA20261125ABC123-2');
    expect(within(second).getByText('Rimborsato')).toBeInTheDocument();
    expect(within(second).getByText('Difettoso o danneggiato')).toBeInTheDocument();
    expect(within(second).getByText('Importo rimborsato').nextSibling).toHaveTextContent('64,95 €');
    expect(within(second).getByText('NC2026/3')).toBeInTheDocument();
    expect(within(second).getByText('Chiuso il')).toBeInTheDocument();
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();

    const third = card(section, 'R-LA20261125ABC123-3');
    expect(within(third).getByText('Reso rifiutato')).toBeInTheDocument();
    expect(within(third).getByText('Fuori dal periodo di recesso')).toBeInTheDocument();
    expect(within(third).queryByText('Ricevuto il')).not.toBeInTheDocument();
    expect(within(third).queryByRole('button')).not.toBeInTheDocument();
  });

  it('receives the pieces back on sale or damaged, refusing counts that do not make the pieces returned', async () => {
    const user = userEvent.setup({ delay: null });
    const section = await openOrder([requested]);
    await user.click(within(card(section, 'R-LA20261125ABC123-1')).getByRole('button', { name: 'Segna come ricevuto' }));
    const dialog = screen.getByRole('dialog', { name: 'Segnare il reso R-LA20261125ABC123-1 come ricevuto?' });
    const shirt = within(dialog).getByRole('group', { name: 'Camicia · taglia M · 2 pezzi resi' });
    const trousers = within(dialog).getByRole('group', { name: 'Pantalone · taglia 46 · 1 pezzo reso' });
    const shirtBack = within(shirt).getByRole('spinbutton', { name: 'Rimessi in vendita' });
    const shirtDamaged = within(shirt).getByRole('spinbutton', { name: 'Danneggiati' });
    // All back on sale until told otherwise.
    expect(shirtBack).toHaveValue(2);
    expect(shirtDamaged).toHaveValue(0);
    expect(within(trousers).getByRole('spinbutton', { name: 'Rimessi in vendita' })).toHaveValue(1);

    await user.clear(shirtDamaged);
    await user.type(shirtDamaged, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Segna come ricevuto' }));
    const mismatch = 'Rimessi in vendita e danneggiati devono fare in tutto 2, i pezzi resi: ora fanno 3';
    expect(within(shirt).getByText(mismatch)).toBeInTheDocument();
    expect(shirtDamaged).toHaveFocus();
    expect(shirtDamaged).toHaveAttribute('aria-invalid', 'true');
    expect(shirtDamaged).toHaveAccessibleDescription(mismatch);
    expect(shirtBack).toHaveAccessibleDescription(mismatch);
    expect(calls()).toHaveLength(1);

    await user.clear(shirtBack);
    await user.type(shirtBack, '1');
    expect(within(shirt).queryByText(mismatch)).not.toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(json({ error: false, return: received }));
    fetchMock.mockResolvedValueOnce(json({ error: false, order: delivered([received]) }));
    await user.click(within(dialog).getByRole('button', { name: 'Segna come ricevuto' }));
    // The page reloads the order and shows the return where it is now.
    expect(await screen.findByText('Reso ricevuto')).toBeInTheDocument();
    expect(calls()[1]).toEqual({
      path: 'StaffAction/returnMove',
      body: {
        action: 'receive',
        returnNumber: 'R-LA20261125ABC123-1',
        rows: [
          { row: 1, restocked: 1, damaged: 1 },
          { row: 2, restocked: 1, damaged: 0 },
        ],
      },
    });
    expect(toasts).toEqual([expect.objectContaining({ message: 'Reso R-LA20261125ABC123-1 ricevuto', severity: 'success' })]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refunds a received return after a confirmation naming the amount and the shipping in it', async () => {
    const user = userEvent.setup({ delay: null });
    const section = await openOrder([received]);
    const refund = within(card(section, 'R-LA20261125ABC123-1')).getByRole('button', { name: /^Rimborsa 225,80/ });
    expect(refund).toHaveAccessibleDescription(/R-LA20261125ABC123-1 .*comprende le spese di spedizione/);
    await user.click(refund);
    const dialog = screen.getByRole('dialog', { name: 'Rimborsare il reso R-LA20261125ABC123-1?' });
    expect(within(dialog).getByText(/Il cliente riceve un rimborso di 225,80/)).toBeInTheDocument();
    expect(within(dialog).getByText(/comprende le spese di spedizione/)).toBeInTheDocument();
    expect(within(dialog).getByText('Viene emessa una nota di credito sulla fattura 2026/7.')).toBeInTheDocument();
    expect(calls()).toHaveLength(1);

    const done = { ...received, status: 'refunded', closedAt: '2026-12-03T09:00:00.000Z', creditNote: { year: 2026, number: 4 } };
    fetchMock.mockResolvedValueOnce(json({ error: false, return: done }));
    fetchMock.mockResolvedValueOnce(json({ error: false, order: delivered([done as OrderReturn]) }));
    await user.click(within(dialog).getByRole('button', { name: /^Rimborsa 225,80/ }));
    expect(await screen.findByText('NC2026/4')).toBeInTheDocument();
    expect(calls()[1]).toEqual({ path: 'StaffAction/returnMove', body: { action: 'refund', returnNumber: 'R-LA20261125ABC123-1' } });
    expect(toasts).toEqual([expect.objectContaining({ message: expect.stringMatching(/^Reso R-LA20261125ABC123-1 rimborsato: 225,80/) })]);
  });

  it('asks the reason of a refusal, and shows the server’s message when another member of staff moved the return first', async () => {
    const user = userEvent.setup({ delay: null });
    const section = await openOrder([requested]);
    await user.click(within(card(section, 'R-LA20261125ABC123-1')).getByRole('button', { name: 'Rifiuta il reso' }));
    const dialog = screen.getByRole('dialog', { name: 'Rifiutare il reso R-LA20261125ABC123-1?' });
    const reason = within(dialog).getByRole('textbox', { name: /^Motivo del rifiuto/ });
    await user.type(reason, 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Rifiuta il reso' }));
    expect(reason).toHaveAccessibleDescription('Indica il motivo (almeno 3 caratteri)');
    expect(reason).toHaveFocus();
    expect(calls()).toHaveLength(1);

    await user.type(reason, 'n è arrivato nulla');
    const message = 'Il reso R-LA20261125ABC123-1 è appena stato modificato da un altro operatore: ora è «Reso ricevuto».';
    fetchMock.mockResolvedValueOnce(json({ error: true, message, statusCode: 409 }, 409));
    fetchMock.mockResolvedValueOnce(json({ error: false, order: delivered([received]) }));
    await user.click(within(dialog).getByRole('button', { name: 'Rifiuta il reso' }));
    // The page reloads the order and shows the return where it is now.
    expect(await screen.findByText('Reso ricevuto')).toBeInTheDocument();
    expect(calls()[1]).toEqual({
      path: 'StaffAction/returnMove',
      body: { action: 'refuse', returnNumber: 'R-LA20261125ABC123-1', reason: 'non è arrivato nulla' },
    });
    expect(alerts).toEqual([expect.objectContaining({ message, severity: 'error' })]);
    expect(toasts).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps any other refusal of the server in the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    const section = await openOrder([received]);
    await user.click(within(card(section, 'R-LA20261125ABC123-1')).getByRole('button', { name: /^Rimborsa/ }));
    const dialog = screen.getByRole('dialog');
    fetchMock.mockResolvedValueOnce(json({ error: true, message: 'Rimborso non riuscito' }, 502));
    await user.click(within(dialog).getByRole('button', { name: /^Rimborsa/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Rimborso non riuscito');
    expect(calls()).toHaveLength(2);
    expect(alerts).toEqual([]);
  });

  it('speaks English when the page does, with the labels every screen uses', async () => {
    shopStore.set(languageAtom, 'eng');
    const user = userEvent.setup({ delay: null });
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
    expect(within(first).getByRole('button', { name: 'Refuse the return' })).toBeInTheDocument();
    expect(within(card(section, 'R-LA20261125ABC123-2')).getByText('Refunded')).toBeInTheDocument();
    expect(within(card(section, 'R-LA20261125ABC123-2')).getByText('0 back on sale, 1 damaged')).toBeInTheDocument();
    expect(within(card(section, 'R-LA20261125ABC123-3')).getByText('Return refused')).toBeInTheDocument();
    expect(within(card(section, 'R-LA20261125ABC123-3')).getByText('Reason for refusal')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Mark as received' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark return R-LA20261125ABC123-1 as received?' });
    const shirt = within(dialog).getByRole('group', { name: 'Camicia · size M · 2 pieces returned' });
    await user.clear(within(shirt).getByRole('spinbutton', { name: 'Back on sale' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark as received' }));
    expect(within(shirt).getByRole('spinbutton', { name: 'Back on sale' })).toHaveAccessibleDescription('Enter a whole number');
    await user.type(within(shirt).getByRole('spinbutton', { name: 'Back on sale' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as received' }));
    expect(
      within(shirt).getByText('Back on sale and damaged must make 2 in all, the pieces returned: now they make 0'),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls()).toHaveLength(1));

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
