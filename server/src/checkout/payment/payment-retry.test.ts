import type { Cart, PaymentOrderReply, RetryPaymentReply } from '@shop/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import { invoices, orders, paymentTransactions } from '../../core/db/schema';
import { cartOf, guest, pickSizes, setStock, stockOf, type StockKey } from '../../../test/reliability/shopper';
import { API_BASE, guestCheckout, injectNotify } from '../../../test/support/checkout-fixtures';
import { describeEachDatabase } from '../../../test/support/test-shop';
import { hashReturnToken } from './payment-request';
import { expireReservations } from '../stock/reservations';

const base = API_BASE;

describeEachDatabase('retrying the payment of an order by its return token', (shop) => {
  let n = 0;
  let sizes: StockKey[] = [];
  beforeAll(async () => {
    sizes = await pickSizes(shop().database.db, 4);
  });
  const db = () => shop().database.db;

  const order = (cart: Cart) => guestCheckout(shop(), cart, (n += 1), '10.4.0');
  const action = (name: 'retryPayment' | 'paymentOrder', payload: object, language = 'ita') =>
    shop().app.inject({ method: 'POST', url: `${base}/AccountAction/${name}`, payload, headers: { 'x-language-code': language } });
  const retry = async (token: string) => {
    const response = await action('retryPayment', { token });
    return { status: response.statusCode, body: response.json<RetryPaymentReply>() };
  };
  const read = async (token: string) => {
    const response = await action('paymentOrder', { token });
    return { status: response.statusCode, body: response.json<PaymentOrderReply>() };
  };
  const notify = (codTrans: string, importo: number, esito: string) => injectNotify(shop(), codTrans, importo, esito);
  const row = async (orderId: string) => (await db().select().from(orders).where(eq(orders.orderId, orderId)))[0]!;
  const countOrders = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
    )[0]!.n;

  it('gives a declined order a new transaction for the same order and reserved stock; paid, it cannot be paid again', async () => {
    const size = sizes[0]!;
    await setStock(db(), size, 4);
    const placed = await order(cartOf([{ stock: size, pieces: 2 }]));
    expect(await stockOf(db(), size)).toBe(2);
    // The token is in the return addresses; the database keeps only its hash.
    expect(placed.payment.url).toContain(`?t=${placed.token}`);
    expect(placed.payment.url_back).toContain(`?t=${placed.token}`);
    expect((await row(placed.orderId)).returnTokenHash).toBe(hashReturnToken(placed.token));
    expect((await read(placed.token)).body.order).toMatchObject({ state: 'confirming', failure: null });

    expect((await notify(placed.payment.codTrans, placed.payment.importo, 'KO')).statusCode).toBe(200);
    expect((await row(placed.orderId)).status).toBe('PendingTransaction');
    expect((await read(placed.token)).body.order).toMatchObject({ state: 'failed', failure: 'declined' });
    const orderCount = await countOrders();

    const again = await retry(placed.token);
    expect(again.status).toBe(200);
    expect(again.body.error).toBe(false);
    expect(again.body.orderId).toBe(placed.orderId);
    expect(again.body.payment?.codTrans).toBe(`${placed.orderId}P2`);
    expect(again.body.payment?.importo).toBe(placed.payment.importo);
    expect(again.body.payment?.url).toBe(placed.payment.url);
    expect(await countOrders()).toBe(orderCount);
    expect(await stockOf(db(), size)).toBe(2);
    expect((await read(placed.token)).body.order?.state).toBe('confirming');

    expect((await notify(again.body.payment!.codTrans, placed.payment.importo, 'OK')).statusCode).toBe(200);
    expect((await row(placed.orderId)).status).toBe('WaitDelivery');
    expect(await stockOf(db(), size)).toBe(2);
    expect((await read(placed.token)).body.order?.state).toBe('paid');

    const refused = await retry(placed.token);
    expect(refused.body).toEqual({ error: true, message: 'Questo ordine è già stato pagato' });
    expect((await action('retryPayment', { token: placed.token }, 'eng')).json()).toEqual({
      error: true,
      message: 'This order has already been paid',
    });
    // An OK for the first attempt arrives too: recorded on its transaction, the order is not settled twice.
    expect((await notify(placed.payment.codTrans, placed.payment.importo, 'OK')).statusCode).toBe(200);
    const [first] = await db().select().from(paymentTransactions).where(eq(paymentTransactions.codTrans, placed.payment.codTrans));
    expect(first?.esito).toBe('OK');
    const paid = await row(placed.orderId);
    expect(paid.status).toBe('WaitDelivery');
    expect(await stockOf(db(), size)).toBe(2);
    expect(await db().select().from(invoices).where(eq(invoices.orderId, paid.id))).toHaveLength(1);
  });

  it('shows the order rows, colour, size, unit price, row total and total by the token', async () => {
    const placed = await order(cartOf([{ stock: sizes[1]!, pieces: 2 }]));
    const { body } = await read(placed.token);
    expect(body.error).toBe(false);
    const shown = body.order!;
    expect(shown.orderId).toBe(placed.orderId);
    expect(shown.totalCents).toBe(placed.payment.importo);
    expect(shown.rows).toHaveLength(1);
    const [line] = shown.rows;
    expect(line!.quantity).toBe(2);
    expect(line!.totalCents).toBe(line!.unitCents * 2);
    expect(line!.size).not.toBe('');
    expect(line!.colour).not.toBe('');
    expect(line!.description).not.toBe('');
    expect(shown.totalCents).toBe(line!.totalCents + shown.shippingCents);
    expect(shown.guest?.email).toBe(guest(n).email);
  });

  it('refuses a retry of an expired or cancelled order', async () => {
    const expiring = await order(cartOf([{ stock: sizes[2]!, pieces: 1 }]));
    await db()
      .update(orders)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(orders.orderId, expiring.orderId));
    // Past its reservation, even before the expiry has run.
    expect((await retry(expiring.token)).body.message).toBe(
      "La prenotazione dell'ordine è scaduta: torna al carrello per ordinare di nuovo",
    );
    expect((await read(expiring.token)).body.order?.state).toBe('closed');
    await expireReservations(db(), shop().config.payment.reservationMinutes);
    expect((await row(expiring.orderId)).status).toBe('Expired');
    expect((await retry(expiring.token)).body.error).toBe(true);
    expect((await row(expiring.orderId)).paymentAttempts).toBe(1);

    const cancelled = await order(cartOf([{ stock: sizes[2]!, pieces: 1 }]));
    await db().update(orders).set({ status: 'Void' }).where(eq(orders.orderId, cancelled.orderId));
    expect((await retry(cancelled.token)).body).toEqual({ error: true, message: 'Questo ordine non può più essere pagato' });
    const transactions = await db()
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, (await row(cancelled.orderId)).id));
    expect(transactions).toHaveLength(1);
  });

  it('gives concurrent retries one new transaction each, for the one order', async () => {
    const placed = await order(cartOf([{ stock: sizes[3]!, pieces: 1 }]));
    const before = await stockOf(db(), sizes[3]!);
    const replies = await Promise.all(Array.from({ length: 6 }, () => retry(placed.token)));
    const codes = replies.map((r) => r.body.payment?.codTrans);
    expect(replies.every((r) => r.body.error === false && r.body.orderId === placed.orderId)).toBe(true);
    expect(new Set(codes).size).toBe(6);
    const id = (await row(placed.orderId)).id;
    expect(await db().select().from(paymentTransactions).where(eq(paymentTransactions.orderId, id))).toHaveLength(7);
    expect(await stockOf(db(), sizes[3]!)).toBe(before);
    // One of them pays; a retry racing the payment either comes first or is refused.
    const [paying] = replies;
    const [settled, late] = await Promise.all([notify(paying!.body.payment!.codTrans, placed.payment.importo, 'OK'), retry(placed.token)]);
    expect(settled.statusCode).toBe(200);
    expect(late.body.error === false || late.body.message === 'Questo ordine è già stato pagato').toBe(true);
    expect((await row(placed.orderId)).status).toBe('WaitDelivery');
    expect((await retry(placed.token)).body.error).toBe(true);
  });

  it('answers an unknown token with 404 and nothing else, and a malformed one with 400', async () => {
    const unknown = 'Z'.repeat(43);
    for (const name of ['retryPayment', 'paymentOrder'] as const) {
      const response = await action(name, { token: unknown });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: true, message: 'Ordine non trovato' });
      expect((await action(name, { token: 'LA20261126ABCDEF' })).statusCode).toBe(400);
      expect((await action(name, { token: unknown, orderId: 1 })).statusCode).toBe(400);
    }
  });
});
