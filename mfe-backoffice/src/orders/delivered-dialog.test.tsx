import { languageAtom, shopStore } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anOrder, asStaff, captureShopEvents, json, renderAt } from '../test-support';
import { romeDay } from './days';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const italianDay = (isoDay: string) => isoDay.split('-').reverse().join('/');

const shippedAt = daysAgo(3).toISOString();
const shipped = anOrder({
  status: 'DeliveryDone',
  shipment: { carrier: 'BRT', trackingNumber: 'BRT0012345678', shippedAt, deliveredAt: null, deliveredBy: '' },
});

const { fetchMock, calls } = asStaff();
const { toasts } = captureShopEvents();

// Typing into forms re-renders a lot: slow on a busy machine.
jest.setTimeout(30_000);

describe('recording the delivery of a shipped order', () => {
  it('offers today, refuses a day before shipping or in the future, then sends the order and the day', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: false, order: shipped }));
    const user = userEvent.setup();
    renderAt('/ordini/LA20261125ABC123');
    expect(await screen.findByText('Stato: Spedito')).toBeInTheDocument();
    expect(screen.getByText('Non ancora consegnato')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Segna come consegnato' }));
    const dialog = screen.getByRole('dialog', { name: 'Segnare l’ordine LA20261125ABC123 come consegnato?' });
    const date = within(dialog).getByLabelText(/^Giorno della consegna/);
    expect(date).toHaveValue(romeDay(new Date()));
    expect(date).toHaveAttribute('max', romeDay(new Date()));
    expect(date).toHaveAttribute('min', romeDay(shippedAt));

    await user.clear(date);
    await user.type(date, romeDay(daysAgo(5)));
    await user.click(within(dialog).getByRole('button', { name: 'Segna come consegnato' }));
    expect(date).toHaveAccessibleDescription(
      expect.stringContaining(`La consegna non può essere prima della spedizione (${italianDay(romeDay(shippedAt))})`),
    );
    expect(date).toHaveFocus();

    await user.clear(date);
    await user.type(date, romeDay(new Date(Date.now() + 2 * DAY_MS)));
    expect(date).toHaveAccessibleDescription(expect.stringContaining('La consegna non può essere in una data futura'));
    expect(calls()).toHaveLength(1);

    const day = romeDay(daysAgo(2));
    await user.clear(date);
    await user.type(date, day);
    fetchMock.mockResolvedValueOnce(json({ error: false }));
    fetchMock.mockResolvedValueOnce(
      json({
        error: false,
        order: { ...shipped, shipment: { ...shipped.shipment!, deliveredAt: `${day}T10:00:00.000Z`, deliveredBy: 'anna@example.com' } },
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Segna come consegnato' }));
    expect(await screen.findByText(`Consegnato il ${italianDay(day)} (anna@example.com)`)).toBeInTheDocument();
    expect(calls()[1]).toEqual({ path: 'StaffAction/orderDelivered', body: { orderId: 'LA20261125ABC123', date: day } });
    expect(toasts).toEqual([expect.objectContaining({ message: 'Consegna dell’ordine LA20261125ABC123 registrata', severity: 'success' })]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Once delivered there is nothing more to record.
    expect(screen.queryByRole('button', { name: 'Segna come consegnato' })).not.toBeInTheDocument();
  });

  it('speaks English when the page does', async () => {
    shopStore.set(languageAtom, 'eng');
    fetchMock.mockResolvedValueOnce(json({ error: false, order: shipped }));
    const user = userEvent.setup();
    renderAt('/ordini/LA20261125ABC123');
    expect(await screen.findByText('Status: Shipped')).toBeInTheDocument();
    expect(screen.getByText('Not delivered yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as delivered' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark order LA20261125ABC123 as delivered?' });
    expect(within(dialog).getByLabelText(/^Day of delivery/)).toHaveValue(romeDay(new Date()));
    fetchMock.mockResolvedValueOnce(json({ error: false }));
    fetchMock.mockResolvedValueOnce(json({ error: false, order: shipped }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark as delivered' }));
    await waitFor(() => expect(calls()).toHaveLength(3));
    expect(calls()[1]).toEqual({ path: 'StaffAction/orderDelivered', body: { orderId: 'LA20261125ABC123', date: romeDay(new Date()) } });
    expect(toasts).toEqual([expect.objectContaining({ message: 'Delivery of order LA20261125ABC123 recorded' })]);
  });
});
