import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ORDER_ADMIN_ACTIONS, STAFF_SESSION_HEADER, type OrderDetailReply, type RetryPaymentReply } from '@shop/shared/contracts';
import { and, eq } from 'drizzle-orm';
import { invoices, orderRefunds, orders, paymentTransactions } from '../../core/db/schema';
import { afterReplySettled } from '../../core/http/after-reply';
import { cartOf, pickSizes, type StockKey } from '../../../test/reliability/shopper';
import { createStaffSession } from '../../staff/staff-sessions';
import { addStaff } from '../../app/staff-admin';
import { API_BASE, confirmationsOf, guestCheckout, injectNotify, signedResult } from '../../../test/support/checkout-fixtures';
import { describeEachDatabase, testConfig } from '../../../test/support/test-shop';
import { refundAnswerMac } from './refund-gateway';

const SECRET = 'chiave-segreta-di-prova';

/** The XPay back-office refund call (api/bo/storna), answering a signed OK, or a KO for the transactions in `refusing`. */
interface RefundDesk {
  server: Server;
  url: string;
  calls: { codiceTransazione: string; importo: string }[];
  refusing: Set<string>;
}

async function startRefundDesk(): Promise<RefundDesk> {
  const desk: RefundDesk = { server: createServer(), url: '', calls: [], refusing: new Set() };
  desk.server.on('request', (request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw) as { codiceTransazione: string; importo: string };
      desk.calls.push({ codiceTransazione: body.codiceTransazione, importo: body.importo });
      const answer = {
        esito: desk.refusing.has(body.codiceTransazione) ? 'KO' : 'OK',
        idOperazione: `OP${desk.calls.length}`,
        timeStamp: 1,
      };
      const mac = refundAnswerMac({ ...answer, timeStamp: String(answer.timeStamp) }, SECRET);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ ...answer, mac, ...(answer.esito === 'KO' ? { errore: { messaggio: 'Operazione rifiutata' } } : {}) }));
    });
  });
  await new Promise<void>((resolve) => desk.server.listen(0, '127.0.0.1', resolve));
  desk.url = `http://127.0.0.1:${(desk.server.address() as AddressInfo).port}/ecomm/ecomm/DispatcherServlet`;
  return desk;
}

let desk: RefundDesk;
beforeAll(async () => {
  desk = await startRefundDesk();
});
afterAll(async () => {
  await new Promise((resolve) => desk.server.close(resolve));
});

describeEachDatabase(
  'a second payment of an order already paid',
  (shop, kind) => {
    let n = 0;
    let sizes: StockKey[] = [];
    let staffToken = '';
    const db = () => shop().database.db;
    beforeAll(async () => {
      sizes = await pickSizes(db(), 2);
      const staff = await addStaff(db(), shop().config, { email: `cassa.${kind}@example.com`, password: 'Cassa!Doppia2026' });
      staffToken = await createStaffSession(db(), staff.id);
    });
    beforeEach(() => {
      desk.calls.length = 0;
      desk.refusing.clear();
    });

    /** An order with two payment windows open (the buyer retried while the first was still under way). */
    async function twoWindows(size: StockKey) {
      n += 1;
      const placed = await guestCheckout(shop(), cartOf([{ stock: size, pieces: 1 }]), n, `10.31.${kind === 'pglite' ? 1 : 2}`);
      const retried = await shop().app.inject({
        method: 'POST',
        url: `${API_BASE}/AccountAction/retryPayment`,
        payload: { token: placed.token },
      });
      const second = retried.json<RetryPaymentReply>().payment!;
      return { ...placed, first: placed.payment, second };
    }
    const notifyOk = async (payment: { codTrans: string; importo: number }) => {
      const reply = await injectNotify(shop(), payment.codTrans, payment.importo, 'OK');
      await afterReplySettled();
      return reply.statusCode;
    };
    const orderRow = async (orderId: string) => (await db().select().from(orders).where(eq(orders.orderId, orderId)))[0]!;
    const detail = async (orderId: string) =>
      (
        await shop().app.inject({
          method: 'POST',
          url: `${API_BASE}/${ORDER_ADMIN_ACTIONS.detail}`,
          payload: { orderId },
          headers: { [STAFF_SESSION_HEADER]: staffToken },
        })
      ).json<OrderDetailReply>().order;

    it('is refunded through the gateway once, recorded, and shown to the staff; the order stays paid once', async () => {
      const order = await twoWindows(sizes[0]!);
      expect(order.second.codTrans).not.toBe(order.first.codTrans);
      expect(await notifyOk(order.first)).toBe(200);
      const paid = await orderRow(order.orderId);
      expect(paid.status).toBe('WaitDelivery');
      expect(desk.calls).toEqual([]);

      expect(await notifyOk(order.second)).toBe(200);
      expect(desk.calls).toEqual([{ codiceTransazione: order.second.codTrans, importo: String(order.second.importo) }]);
      const after = await orderRow(order.orderId);
      expect(after.status).toBe('WaitDelivery');
      expect(after.paidAt).toEqual(paid.paidAt);
      expect(await db().select().from(invoices).where(eq(invoices.orderId, after.id))).toHaveLength(1);
      expect(await confirmationsOf(shop(), order.orderId)).toBe(1);
      const marks = await db()
        .select({ codTrans: paymentTransactions.codTrans, duplicate: paymentTransactions.duplicate })
        .from(paymentTransactions)
        .where(eq(paymentTransactions.orderId, after.id));
      expect(Object.fromEntries(marks.map((m) => [m.codTrans, m.duplicate]))).toEqual({
        [order.first.codTrans]: false,
        [order.second.codTrans]: true,
      });
      const refunds = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, after.id));
      expect(refunds).toEqual([
        expect.objectContaining({
          codTrans: order.second.codTrans,
          amountCents: order.second.importo,
          duplicate: true,
          gateway: 'xpay',
          outcome: 'OK',
          operationId: 'OP1',
          staffId: null,
          reason: 'Pagamento doppio rimborsato automaticamente',
        }),
      ]);

      // The gateway sends the result again, and the buyer comes back with it: nothing is refunded twice.
      expect(await notifyOk(order.second)).toBe(200);
      const back = await shop().app.inject({
        method: 'GET',
        url: `${API_BASE}/CartAction/result?t=${order.token}&${new URLSearchParams(signedResult(shop(), order.second.codTrans, order.second.importo, 'OK')).toString()}`,
      });
      await afterReplySettled();
      expect(back.statusCode).toBe(303);
      expect(desk.calls).toHaveLength(1);

      // The staff see it on the order page; what the order itself may still refund is untouched.
      const shown = await detail(order.orderId);
      expect(shown.payments.map((p) => p.duplicate)).toEqual([false, true]);
      expect(shown.refunds).toEqual([
        expect.objectContaining({ codTrans: order.second.codTrans, amountCents: order.second.importo, duplicate: true, staffEmail: '' }),
      ]);
      expect(shown.refundableCents).toBe(order.first.importo);

      // Cancelling the order gives back the payment that paid it, not the duplicate again.
      const cancel = await shop().app.inject({
        method: 'POST',
        url: `${API_BASE}/${ORDER_ADMIN_ACTIONS.transition}`,
        payload: { action: 'cancel', orderId: order.orderId, reason: 'Il cliente ha rinunciato' },
        headers: { [STAFF_SESSION_HEADER]: staffToken },
      });
      expect(cancel.json()).toMatchObject({ error: false, status: 'Void' });
      expect(desk.calls.map((call) => call.codiceTransazione)).toEqual([order.second.codTrans, order.first.codTrans]);
      expect((await detail(order.orderId)).refundableCents).toBe(0);
    });

    it('stays marked for the staff when the gateway refuses the refund', async () => {
      const order = await twoWindows(sizes[1]!);
      desk.refusing.add(order.second.codTrans);
      expect(await notifyOk(order.first)).toBe(200);
      expect(await notifyOk(order.second)).toBe(200);
      expect(desk.calls).toHaveLength(1);
      const id = (await orderRow(order.orderId)).id;
      expect(await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, id))).toEqual([]);
      const [marked] = await db()
        .select({ duplicate: paymentTransactions.duplicate })
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.orderId, id), eq(paymentTransactions.codTrans, order.second.codTrans)));
      expect(marked?.duplicate).toBe(true);
      const shown = await detail(order.orderId);
      expect(shown.payments.find((p) => p.codTrans === order.second.codTrans)?.duplicate).toBe(true);
      expect(shown.refunds).toEqual([]);
      expect(shown.refundableCents).toBe(order.first.importo);
    });
  },
  () => ({
    payment: { ...testConfig().payment, alias: 'ALIAS_PROVA', secretKey: SECRET, sharedKey: false, gatewayUrl: desk.url },
  }),
);
