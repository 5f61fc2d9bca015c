import {
  ORDER_ADMIN_ACTIONS,
  STAFF_SESSION_HEADER,
  type Cart,
  type ConfirmCartReply,
  type OrderTransitionInput,
} from '@shop/shared/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { backofficeAudit, invoices, mailOutbox, orderEvents, orderRefunds, orders, orderShipments } from '../../core/db/schema';
import { expireReservations } from '../../checkout/stock/reservations';
import { resultMac } from '../../checkout/payment/xpay-mac';
import { cartOf, guest, pickSizes, setStock, stockOf, type StockKey } from '../../../test/reliability/shopper';
import { createStaffSession } from '../../staff/staff-sessions';
import { addStaff } from '../../app/staff-admin';
import { describeEachDatabase } from '../../../test/support/test-shop';
import { moveOrder } from './run-move';

const base = '/Apps/WebObjects/Shop.woa/wa';

describeEachDatabase('staff order transitions', (shop, kind) => {
  let n = 0;
  let sizes: StockKey[] = [];
  let tokens: string[] = [];
  const db = () => shop().database.db;

  beforeAll(async () => {
    sizes = await pickSizes(db(), 8);
    const first = await addStaff(db(), shop().config, { email: `prima.${kind}@example.com`, password: 'Magazzino!2026a' });
    const second = await addStaff(db(), shop().config, { email: `seconda.${kind}@example.com`, password: 'Magazzino!2026b' });
    tokens = [await createStaffSession(db(), first.id), await createStaffSession(db(), second.id)];
  });

  async function place(cart: Cart) {
    n += 1;
    const response = await shop().app.inject({
      method: 'POST',
      url: `${base}/AccountAction/confirmCart`,
      payload: { cart, cliente: guest(n), privacy: true },
      remoteAddress: `10.9.0.${n}`,
    });
    const body = response.json<ConfirmCartReply>();
    if (body.error || !body.payment || !body.orderId) throw new Error(`checkout refused: ${body.message}`);
    return { orderId: body.orderId, payment: body.payment };
  }
  function notifyOk(payment: { codTrans: string; importo: number }) {
    const fields = {
      codTrans: payment.codTrans,
      esito: 'OK',
      importo: String(payment.importo),
      divisa: 'EUR',
      data: '20261125',
      orario: '101500',
      codAut: 'AB12CD',
    };
    const signed = { ...fields, mac: resultMac(fields, shop().config.payment.secretKey), alias: shop().config.payment.alias };
    return shop().app.inject({
      method: 'POST',
      url: `${base}/CartAction/notify`,
      payload: new URLSearchParams(signed).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  /** A paid order in WaitDelivery. */
  async function paid(size: StockKey, pieces = 1) {
    const placed = await place(cartOf([{ stock: size, pieces }]));
    expect((await notifyOk(placed.payment)).statusCode).toBe(200);
    expect(await statusOf(placed.orderId)).toBe('WaitDelivery');
    return placed.orderId;
  }
  /** A paid order whose pieces were gone when the money arrived (ValidTransaction). */
  async function paidWithoutStock(size: StockKey) {
    await setStock(db(), size, 1);
    const placed = await place(cartOf([{ stock: size, pieces: 1 }]));
    await db()
      .update(orders)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(orders.orderId, placed.orderId));
    await expireReservations(db(), 30);
    await setStock(db(), size, 0);
    expect((await notifyOk(placed.payment)).statusCode).toBe(200);
    expect(await statusOf(placed.orderId)).toBe('ValidTransaction');
    return placed.orderId;
  }
  const statusOf = async (orderId: string) => (await db().select().from(orders).where(eq(orders.orderId, orderId)))[0]?.status;
  const idOf = async (orderId: string) => (await db().select().from(orders).where(eq(orders.orderId, orderId)))[0]?.id ?? 0;
  const move = (body: OrderTransitionInput | Record<string, unknown>, token = tokens[0]!) =>
    shop().app.inject({
      method: 'POST',
      url: `${base}/${ORDER_ADMIN_ACTIONS.transition}`,
      payload: body,
      headers: { [STAFF_SESSION_HEADER]: token },
    });
  const eventsOf = async (orderId: string) =>
    db()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, await idOf(orderId)));
  const mailsOf = async (orderId: string, kindOfMail: string) =>
    (
      await db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.orderId, await idOf(orderId)), eq(mailOutbox.kind, kindOfMail)))
    ).length;

  it('ships a paid order with carrier and tracking, records who did it and mails the buyer', async () => {
    const orderId = await paid(sizes[0]!);
    const response = await move({ action: 'ship', orderId, carrier: 'BRT', trackingNumber: 'BRT123456789' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ error: false, status: 'DeliveryDone' });
    expect(await statusOf(orderId)).toBe('DeliveryDone');
    const [shipment] = await db()
      .select()
      .from(orderShipments)
      .where(eq(orderShipments.orderId, await idOf(orderId)));
    expect(shipment).toMatchObject({ carrier: 'BRT', trackingNumber: 'BRT123456789', staffEmail: `prima.${kind}@example.com` });
    expect(await eventsOf(orderId)).toEqual([expect.objectContaining({ fromStatus: 'WaitDelivery', toStatus: 'DeliveryDone' })]);
    expect(await mailsOf(orderId, 'order-shipped')).toBe(1);
    const audit = await db().select().from(backofficeAudit).where(eq(backofficeAudit.action, 'ordine-ship'));
    expect(audit.some((row) => (row.detail as { orderId?: string }).orderId === orderId)).toBe(true);
    const detail = await shop().app.inject({
      method: 'POST',
      url: `${base}/${ORDER_ADMIN_ACTIONS.detail}`,
      payload: { orderId },
      headers: { [STAFF_SESSION_HEADER]: tokens[1]! },
    });
    expect(detail.json().order).toMatchObject({
      status: 'DeliveryDone',
      shipment: { trackingNumber: 'BRT123456789' },
      buyer: { kind: 'guest', phone: '3331234567' },
    });
    expect(detail.json().order.payments[0]).toMatchObject({ esito: 'OK' });
    expect(detail.json().order.mails.map((mail: { kind: string }) => mail.kind)).toEqual(['order-confirmation', 'order-shipped']);
    // Shipped is final here: no move leads anywhere from it.
    for (const action of ['ship', 'confirm'] as const) {
      const again = await move({ action, orderId });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toContain('«Spedito»');
    }
    expect((await move({ action: 'cancel', orderId, reason: 'Ripensamento' })).statusCode).toBe(409);
    expect(await eventsOf(orderId)).toHaveLength(1);
  });

  it('cancels a paid order before shipping: stock back, a stand-in refund recorded, the buyer mailed', async () => {
    const size = sizes[1]!;
    await setStock(db(), size, 5);
    const orderId = await paid(size, 2);
    expect(await stockOf(db(), size)).toBe(3);
    const response = await move({ action: 'cancel', orderId, reason: 'Il cliente ha chiesto di annullare' });
    expect(response.statusCode).toBe(200);
    expect(response.json().refund).toMatchObject({ gateway: 'stand-in', outcome: 'OK', reason: 'Il cliente ha chiesto di annullare' });
    expect(await statusOf(orderId)).toBe('Void');
    expect(await stockOf(db(), size)).toBe(5);
    const refunds = await db()
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, await idOf(orderId)));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amountCents).toBeGreaterThan(0);
    expect(await mailsOf(orderId, 'order-cancelled')).toBe(1);
    // Void is final: nothing moves it, and the stock is not given back twice.
    for (const body of [
      { action: 'cancel', orderId, reason: 'ancora' },
      { action: 'ship', orderId },
      { action: 'refund', orderId, reason: 'ancora' },
    ]) {
      expect((await move(body)).statusCode).toBe(409);
    }
    expect(await stockOf(db(), size)).toBe(5);
  });

  it('refuses every move of an order still waiting for its payment and changes nothing', async () => {
    const placed = await place(cartOf([{ stock: sizes[2]!, pieces: 1 }]));
    const before = await stockOf(db(), sizes[2]!);
    for (const body of [
      { action: 'ship', orderId: placed.orderId },
      { action: 'cancel', orderId: placed.orderId, reason: 'prova' },
      { action: 'confirm', orderId: placed.orderId },
      { action: 'refund', orderId: placed.orderId, reason: 'prova' },
    ]) {
      const response = await move(body);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain('«Pagamento in attesa»');
    }
    expect(await statusOf(placed.orderId)).toBe('PendingTransaction');
    expect(await stockOf(db(), sizes[2]!)).toBe(before);
    expect(await eventsOf(placed.orderId)).toHaveLength(0);
  });

  it('refuses bad input with a message and an unknown order with a 404', async () => {
    const orderId = await paid(sizes[3]!);
    expect((await move({ action: 'cancel', orderId })).statusCode).toBe(400);
    expect((await move({ action: 'cancel', orderId, reason: ' ' })).json().message).toContain('motivo');
    expect((await move({ action: 'fly', orderId })).statusCode).toBe(400);
    expect((await move({ action: 'ship', orderId, trackingNumber: '<script>' })).statusCode).toBe(400);
    expect((await move({ action: 'ship', orderId: 'LA00000000NOPE00' })).statusCode).toBe(404);
    expect(await statusOf(orderId)).toBe('WaitDelivery');
  });

  it('confirms an order paid without stock once the pieces are back, and issues its invoice', async () => {
    const size = sizes[4]!;
    const orderId = await paidWithoutStock(size);
    const short = await move({ action: 'confirm', orderId });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toContain('Mancano');
    expect(await statusOf(orderId)).toBe('ValidTransaction');
    expect(await eventsOf(orderId)).toHaveLength(0);
    await setStock(db(), size, 4);
    const response = await move({ action: 'confirm', orderId });
    expect(response.statusCode).toBe(200);
    expect(await statusOf(orderId)).toBe('WaitDelivery');
    expect(await stockOf(db(), size)).toBe(3);
    expect(
      await db()
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, await idOf(orderId))),
    ).toHaveLength(1);
    expect(await mailsOf(orderId, 'order-confirmation')).toBe(1);
  });

  it('refunds an order paid without stock, leaving the stock alone', async () => {
    const size = sizes[5]!;
    const orderId = await paidWithoutStock(size);
    const response = await move({ action: 'refund', orderId, reason: 'Taglia esaurita' });
    expect(response.statusCode).toBe(200);
    expect(await statusOf(orderId)).toBe('Void');
    expect(await stockOf(db(), size)).toBe(0);
    expect(await mailsOf(orderId, 'order-refunded')).toBe(1);
  });

  it('undoes the whole cancellation when the gateway refuses the refund', async () => {
    const size = sizes[6]!;
    await setStock(db(), size, 5);
    const orderId = await paid(size);
    const staff = { id: 0, email: 'x@example.com', name: '' };
    const refusing = { gateway: 'xpay' as const, refund: async () => ({ ok: false, operationId: '', message: 'Transazione non trovata' }) };
    await expect(
      moveOrder(
        db(),
        staff,
        { action: 'cancel', orderId, reason: 'prova' },
        { refunds: refusing, seller: null, trader: shop().config.fiscal, withdrawalDays: 14, origin: 'http://shop.test' },
      ),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await statusOf(orderId)).toBe('WaitDelivery');
    expect(await stockOf(db(), size)).toBe(4);
    expect(
      await db()
        .select()
        .from(orderRefunds)
        .where(eq(orderRefunds.orderId, await idOf(orderId))),
    ).toHaveLength(0);
  });

  it('lets exactly one of two staff win when they act on one order at once', async () => {
    const size = sizes[7]!;
    await setStock(db(), size, 6);
    const orderIds = [await paid(size), await paid(size)];
    expect(await stockOf(db(), size)).toBe(4);
    const [first, second] = await Promise.all([
      move({ action: 'ship', orderId: orderIds[0]!, trackingNumber: 'A1' }, tokens[0]),
      move({ action: 'cancel', orderId: orderIds[0]!, reason: 'Annullato dal negozio' }, tokens[1]),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().message).toMatch(/altro operatore|è «/);
    const cancels = await Promise.all(
      [1, 2].map((i) => move({ action: 'cancel', orderId: orderIds[1]!, reason: `Doppio ${i}` }, tokens[i - 1])),
    );
    expect(cancels.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(db(), size)).toBe(first.statusCode === 200 ? 5 : 6);
    const events = await db()
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, await Promise.all(orderIds.map(idOf))));
    expect(events).toHaveLength(2);
    const refunds = await db()
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, await idOf(orderIds[1]!)));
    expect(refunds).toHaveLength(1);
  });
});
