import { ORDER_ADMIN_ACTIONS, STAFF_SESSION_HEADER, type OrderListReply } from '@shop/shared/contracts';
import { inArray, sql } from 'drizzle-orm';
import { orders } from '../../core/db/schema';
import { addStaff } from '../../app/staff-admin';
import { describeEachDatabase } from '../../../test/support/test-shop';
import { createStaffSession } from '../../staff/staff-sessions';
import { billingOf } from './order-admin';

const wa = (action: string) => `/Apps/WebObjects/Shop.woa/wa/${action}`;

describeEachDatabase('the staff order list', (shop, kind) => {
  let headers: Record<string, string> = {};
  const codes = [`LALIST${kind}1`, `LALIST${kind}2`, `LALIST${kind}3`];
  beforeAll(async () => {
    const db = shop().database.db;
    const staff = await addStaff(db, shop().config, { email: `ordini.${kind}@example.com`, password: 'Magazzino!2026d' });
    headers = { [STAFF_SESSION_HEADER]: await createStaffSession(db, staff.id) };
    await db.insert(orders).values([
      { orderId: codes[0]!, status: 'WaitDelivery', email: 'anna.bianchi@example.com', name: 'Anna', surname: 'Bianchi', totalCents: 1000 },
      { orderId: codes[1]!, status: 'DeliveryDone', email: 'luca.verdi@example.com', name: 'Luca', surname: 'Verdi', totalCents: 2000 },
      { orderId: codes[2]!, status: 'WaitDelivery', email: 'anna.neri@example.com', name: 'Anna', surname: 'Neri', totalCents: 3000 },
    ]);
    // Placed on 1, 2 and 3 November, Italian time.
    await db
      .update(orders)
      .set({ createdAt: sql`(('2026-11-0' || right(${orders.orderId}, 1))::date + time '10:00') at time zone 'Europe/Rome'` })
      .where(inArray(orders.orderId, codes));
  });
  const list = async (body: object) =>
    (
      await shop().app.inject({
        method: 'POST',
        url: wa(ORDER_ADMIN_ACTIONS.list),
        payload: { orderId: `LALIST${kind}`, ...body },
        headers,
      })
    ).json<OrderListReply>();
  const ids = (reply: OrderListReply) => reply.records.map((row) => row.orderId);

  it('filters by status, buyer name or email, and dates, newest or oldest first', async () => {
    expect(ids(await list({}))).toEqual([codes[2], codes[1], codes[0]]);
    expect(ids(await list({ sort: 'oldest' }))).toEqual(codes);
    expect(ids(await list({ status: 'WaitDelivery' }))).toEqual([codes[2], codes[0]]);
    expect(ids(await list({ buyer: 'anna' }))).toEqual([codes[2], codes[0]]);
    expect(ids(await list({ buyer: 'Anna Neri' }))).toEqual([codes[2]]);
    expect(ids(await list({ buyer: 'luca.verdi@' }))).toEqual([codes[1]]);
    expect(ids(await list({ from: '2026-11-02', to: '2026-11-02' }))).toEqual([codes[1]]);
    expect(ids(await list({ buyer: '%' }))).toEqual([]);
  });

  it('pages with a total count and the row totals in cents', async () => {
    const page = await list({ page: 2, limit: 2 });
    expect(page.totalCount).toBe(3);
    expect(page.records).toEqual([expect.objectContaining({ orderId: codes[0], totalCents: 1000, status: 'WaitDelivery', guest: true })]);
  });
});

describe('the billing address on the staff page', () => {
  it('reads a guest’s fiscal address and a customer’s billing address alike, with who it is for', () => {
    expect(billingOf({ address: 'Rue de Rivoli 1', postalCode: '75001', town: 'Paris', state: 'EE', country: 'FR' })).toEqual({
      name: '',
      address: 'Rue de Rivoli 1',
      postalCode: '75001',
      town: 'Paris',
      province: 'EE',
      country: 'FR',
    });
    const company = { name: 'Anna', surname: 'Bianchi', company: 'Bianchi Srl', address: 'Via Po 2', postalCode: '10123' };
    expect(billingOf({ ...company, phone: '', town: 'Torino', state: 'TO', country: 'IT' })).toMatchObject({ name: 'Bianchi Srl', town: 'Torino' });
    expect(billingOf({ ...company, company: '', town: 'Torino', state: 'TO', country: 'IT' })).toMatchObject({ name: 'Anna Bianchi' });
  });

  it('has none when the invoice goes to the buyer’s own address', () => {
    expect(billingOf(null)).toBeNull();
    expect(billingOf({ address: '', town: '', country: 'IT' })).toBeNull();
  });
});
