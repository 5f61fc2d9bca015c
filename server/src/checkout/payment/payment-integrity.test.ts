import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { paymentTransactions } from '../../core/db/schema';
import {
  API_BASE,
  checkoutHelper,
  confirmationsOf,
  guestBuyer,
  listen,
  orderOf,
  signedResult,
  stockOf,
  type PlacedOrder,
} from '../../../test/support/checkout-fixtures';
import { startTestSmtp, type TestSmtp } from '../../../test/support/smtp';
import { describeEachDatabase, testConfig, type DatabaseKind } from '../../../test/support/test-shop';
import { resultMac } from './xpay-mac';

/**
 * Payment integrity over real HTTP: forged, altered, unknown, replayed, out-of-order and
 * concurrent gateway results, and the shopper's return pages. After each case the order's status,
 * its stock and the confirmation mails are checked; the figures go to reliability/results/payment.json.
 */

interface Tally {
  requestsTried: number;
  forgedRequests: number;
  wrongStateChanges: number;
  doublePayments: number;
  ordersChecked: number;
}

const figures: Partial<Record<DatabaseKind, Tally>> = {};
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp?.close();
  if (Object.keys(figures).length === 0) return;
  const file = path.resolve(__dirname, '../../../../reliability/results/payment.json');
  await mkdir(path.dirname(file), { recursive: true });
  const note =
    'Gateway results sent to the notification and return URLs over HTTP: forged MAC, altered amount, codTrans and alias, ' +
    'missing fields, replays, out-of-order and concurrent results, forged return pages. Written by server/src/checkout/payment/payment-integrity.test.ts.';
  await writeFile(file, `${JSON.stringify({ note, measuredAt: new Date().toISOString(), ...figures }, null, 2)}\n`);
});

describeEachDatabase(
  'payment integrity',
  (shop, kind) => {
    let origin = '';
    const tally: Tally = { requestsTried: 0, forgedRequests: 0, wrongStateChanges: 0, doublePayments: 0, ordersChecked: 0 };
    const placed: PlacedOrder[] = [];
    const checkoutOnce = checkoutHelper(shop, () => origin);
    const buyers = new Map<string, string>();
    // A buyer of its own for each order: a new cart of the same buyer would end the earlier reservation.
    const checkout = async (buyer = { ...guestBuyer, email: `sara.verdi+${placed.length}@example.com` }) => {
      const order = await checkoutOnce(1, buyer);
      tally.requestsTried += 1;
      placed.push(order);
      buyers.set(order.orderId, buyer.email);
      return order;
    };

    beforeAll(async () => {
      origin = await listen(shop());
    });
    /** Sends fields to the notification URL; `forged` counts it as an attack. */
    const notify = async (fields: Record<string, string>, forged = false) => {
      tally.requestsTried += 1;
      if (forged) tally.forgedRequests += 1;
      const response = await fetch(`${origin}${API_BASE}/CartAction/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      await response.text();
      return response.status;
    };
    /** Visits a return URL as the shopper's browser does; answers the redirect target. */
    const visit = async (pathAndQuery: string, forged = false) => {
      tally.requestsTried += 1;
      if (forged) tally.forgedRequests += 1;
      const response = await fetch(`${origin}${API_BASE}/${pathAndQuery}`, { redirect: 'manual' });
      await response.text();
      return { status: response.status, location: response.headers.get('location') };
    };
    const signed = (order: PlacedOrder, esito: string, importo: number | string = order.payment.importo) =>
      signedResult(shop(), order.payment.codTrans, importo, esito);
    const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

    /** What must not move: status, payment time, stock, confirmation mails. */
    const snapshot = async (order: PlacedOrder) => {
      const row = await orderOf(shop(), order.orderId);
      return {
        status: row?.status,
        paidAt: row?.paidAt?.toISOString() ?? null,
        stock: await stockOf(shop(), order.stock),
        confirmations: await confirmationsOf(shop(), order.orderId),
      };
    };
    /** Runs requests that must change nothing, and counts any change as a wrong state change. */
    const unchangedBy = async (order: PlacedOrder, requests: () => Promise<void>) => {
      const before = await snapshot(order);
      await requests();
      const after = await snapshot(order);
      if (JSON.stringify(after) !== JSON.stringify(before)) tally.wrongStateChanges += 1;
      expect(after).toEqual(before);
    };
    const expectPaidOnce = async (order: PlacedOrder, status: string, stockAfterCheckout: number) => {
      const row = await orderOf(shop(), order.orderId);
      expect(row?.status).toBe(status);
      expect(row?.paidAt).not.toBeNull();
      expect(await stockOf(shop(), order.stock)).toBe(stockAfterCheckout);
      expect(await confirmationsOf(shop(), order.orderId)).toBe(1);
      const mail = await smtp.waitFor((m) => m.subject.endsWith(order.orderId));
      expect(mail.to).toEqual([buyers.get(order.orderId)]);
      expect(mail.text).toContain('Totale');
      // The VAT breakdown: rate, imponibile and imposta, which add up to the total paid.
      expect(mail.text).toMatch(/IVA 22%: imponibile \d[\d.]*,\d\d\s€, imposta \d[\d.]*,\d\d\s€/);
      // The confirmation arrives with its HTML part beside the text: the shop's layout, each row's picture at the shop's origin.
      expect(mail.contentType).toMatch(/^multipart\/alternative;/);
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.html).toContain(`Ordine ${order.orderId}`);
      expect(mail.html).toMatch(new RegExp(`<img src="${origin}/media/(photos|articles)/`));
    };

    it('refuses a forged MAC, an altered amount, codTrans or alias, and missing fields, changing nothing', async () => {
      const order = await checkout();
      const other = await checkout();
      const ok = signed(order, 'OK');
      await unchangedBy(order, async () => {
        expect(await notify({ ...ok, mac: 'a'.repeat(40) }, true)).toBe(403);
        expect(await notify({ ...ok, mac: resultMac(ok, 'not-the-key') }, true)).toBe(403);
        expect(await notify({ ...ok, mac: ok.mac.slice(0, 39) }, true)).toBe(400);
        // Amount changed after signing, or written differently than signed.
        expect(await notify({ ...ok, importo: '1' }, true)).toBe(403);
        expect(await notify({ ...ok, importo: `0${ok.importo}` }, true)).toBe(403);
        expect(await notify({ ...ok, esito: 'KO' }, true)).toBe(403);
        expect(await notify({ ...ok, codAut: 'ZZZZZZ' }, true)).toBe(403);
        // A correctly signed result for another amount than the order's.
        expect(await notify(signed(order, 'OK', 1), true)).toBe(400);
        // This order's signature on another order's transaction, and an unknown transaction.
        expect(await notify({ ...ok, codTrans: other.payment.codTrans }, true)).toBe(403);
        expect(await notify(signedResult(shop(), 'LA20990101ZZZZZZP1', order.payment.importo, 'OK'), true)).toBe(404);
        // Signed, but for another merchant alias.
        expect(await notify({ ...ok, alias: 'ALTRO_ESERCENTE' }, true)).toBe(403);
        for (const field of ['codTrans', 'esito', 'importo', 'divisa', 'data', 'orario', 'mac']) {
          const rest: Record<string, string> = { ...ok };
          delete rest[field];
          expect(await notify(rest, true)).toBe(400);
        }
        expect(await notify({ ...ok, esito: 'PAGATO' }, true)).toBe(400);
        // A pending result is acknowledged and changes nothing.
        expect(await notify(signed(order, 'PEN'))).toBe(200);
      });
      expect((await orderOf(shop(), order.orderId))?.status).toBe('PendingTransaction');
      const [transaction] = await shop()
        .database.db.select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.codTrans, order.payment.codTrans));
      expect(transaction?.esito).toBeNull();
      // The genuine result still pays it afterwards.
      const stock = await stockOf(shop(), order.stock);
      expect(await notify(ok)).toBe(200);
      await expectPaidOnce(order, 'WaitDelivery', stock!);
    });

    it('pays once for a replayed OK: one mail, stock taken once', async () => {
      const order = await checkout();
      const stock = (await stockOf(shop(), order.stock))!;
      const ok = signed(order, 'OK');
      expect(await notify(ok)).toBe(200);
      await expectPaidOnce(order, 'WaitDelivery', stock);
      await unchangedBy(order, async () => {
        for (let i = 0; i < 5; i += 1) expect(await notify(ok, true)).toBe(200);
        // The return URL of the same result, visited again later.
        expect((await visit(`CartAction/result?${query(ok)}`, true)).location).toBe(`${API_BASE}/CartAction/ok?outcome=OK`);
      });
    });

    it('keeps the first outcome when a KO or a cancel arrives after the OK', async () => {
      const order = await checkout();
      const stock = (await stockOf(shop(), order.stock))!;
      expect(await notify(signed(order, 'OK'))).toBe(200);
      await expectPaidOnce(order, 'WaitDelivery', stock);
      await unchangedBy(order, async () => {
        expect(await notify(signed(order, 'KO'), true)).toBe(200);
        expect(await notify(signed(order, 'ANNULLO'), true)).toBe(200);
        expect(await notify(signed(order, 'ERRORE'), true)).toBe(200);
        const back = await visit(`CartAction/back?${query({ codTrans: order.payment.codTrans, esito: 'ANNULLO', importo: '1' })}`, true);
        expect(back.location).toBe(`${API_BASE}/CartAction/ko?outcome=ANNULLO`);
      });
    });

    it.each(['KO', 'ANNULLO'])('keeps the order payable with its pieces after a %s; a later OK pays it once', async (failure) => {
      const order = await checkout();
      const stock = (await stockOf(shop(), order.stock))!;
      expect(await notify(signed(order, failure))).toBe(200);
      // The failed attempt is recorded; the order waits for a retry with its pieces still reserved.
      expect((await orderOf(shop(), order.orderId))?.status).toBe('PendingTransaction');
      expect(await stockOf(shop(), order.stock)).toBe(stock);
      expect(await confirmationsOf(shop(), order.orderId)).toBe(0);
      // The gateway says the money was taken after all: the payment is kept, nothing taken twice.
      expect(await notify(signed(order, 'OK'))).toBe(200);
      await expectPaidOnce(order, 'WaitDelivery', stock);
      await unchangedBy(order, async () => {
        expect(await notify(signed(order, 'OK'), true)).toBe(200);
        expect(await notify(signed(order, failure), true)).toBe(200);
      });
    });

    it('pays normally when the shopper went back to the shop before the OK arrived', async () => {
      const order = await checkout();
      const stock = (await stockOf(shop(), order.stock))!;
      await unchangedBy(order, async () => {
        const fields = { codTrans: order.payment.codTrans, importo: String(order.payment.importo), divisa: 'EUR', esito: 'ANNULLO' };
        expect((await visit(`CartAction/back?${query({ ...fields, alias: shop().config.payment.alias })}`)).status).toBe(303);
        expect((await visit(`CartAction/back?${query({ ...fields, esito: 'OK' })}`, true)).location).toContain('outcome=ANNULLO');
      });
      expect((await orderOf(shop(), order.orderId))?.status).toBe('PendingTransaction');
      expect(await notify(signed(order, 'OK'))).toBe(200);
      await expectPaidOnce(order, 'WaitDelivery', stock);
    });

    it('pays once when ten notifications and return visits for one order arrive at once', async () => {
      const order = await checkout();
      const stock = (await stockOf(shop(), order.stock))!;
      const ok = signed(order, 'OK');
      const statuses = await Promise.all([
        ...Array.from({ length: 10 }, () => notify(ok)),
        ...Array.from({ length: 5 }, () => visit(`CartAction/result?${query(ok)}`).then((r) => r.status)),
      ]);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 303)).toHaveLength(5);
      await expectPaidOnce(order, 'WaitDelivery', stock);
      const [transaction] = await shop()
        .database.db.select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.codTrans, order.payment.codTrans));
      expect(transaction?.esito).toBe('OK');
    });

    it('never changes an order from a return page query string without a valid MAC', async () => {
      const order = await checkout();
      const ok = signed(order, 'OK');
      await unchangedBy(order, async () => {
        const error = `${API_BASE}/CartAction/ko?outcome=ERRORE`;
        expect((await visit(`CartAction/result?${query({ ...ok, mac: 'b'.repeat(40) })}`, true)).location).toBe(error);
        expect((await visit(`CartAction/result?${query({ ...signed(order, 'KO'), esito: 'OK' })}`, true)).location).toBe(error);
        expect((await visit(`CartAction/result?${query({ ...ok, importo: '1' })}`, true)).location).toBe(error);
        expect((await visit(`CartAction/result?${query({ ...ok, alias: 'ALTRO' })}`, true)).location).toBe(error);
        expect((await visit('CartAction/result', true)).location).toBe(error);
        expect((await visit(`CartAction/result?${query({ codTrans: order.payment.codTrans, esito: 'OK' })}`, true)).location).toBe(error);
        // The outcome pages only show a message; whatever their query says, nothing is settled.
        for (const page of ['ok', 'ko']) {
          const shown = await visit(`CartAction/${page}?${query({ outcome: 'OK', ...ok })}`, true);
          expect(shown.status).toBe(200);
        }
      });
      // A MAC-valid return with no notification before it settles the order (the notification may be late).
      const stock = (await stockOf(shop(), order.stock))!;
      expect((await visit(`CartAction/result?${query(ok)}`)).location).toBe(`${API_BASE}/CartAction/ok?outcome=OK`);
      await expectPaidOnce(order, 'WaitDelivery', stock);
      await unchangedBy(order, async () => {
        expect(await notify(ok)).toBe(200);
      });
    });

    it("shows another shopper's return only as an outcome and changes nothing of that order", async () => {
      const mine = await checkout({ ...guestBuyer, email: 'altra.cliente@example.com' });
      const theirs = await checkout();
      const theirOk = signed(theirs, 'OK');
      const theirStock = (await stockOf(shop(), theirs.stock))!;
      expect(await notify(theirOk)).toBe(200);
      await expectPaidOnce(theirs, 'WaitDelivery', theirStock);
      await unchangedBy(theirs, async () => {
        // Their OK return and their (genuine but superseded) KO return, visited by someone else.
        const seen = await visit(`CartAction/result?${query(theirOk)}`, true);
        expect(seen.location).toBe(`${API_BASE}/CartAction/ok?outcome=OK`);
        expect(seen.location).not.toContain(theirs.orderId);
        expect((await visit(`CartAction/result?${query(signed(theirs, 'KO'))}`, true)).location).toBe(
          `${API_BASE}/CartAction/ko?outcome=KO`,
        );
        // Their signature with my transaction does not pay my order.
        expect((await visit(`CartAction/result?${query({ ...theirOk, codTrans: mine.payment.codTrans })}`, true)).location).toContain(
          'outcome=ERRORE',
        );
      });
      expect((await orderOf(shop(), mine.orderId))?.status).toBe('PendingTransaction');
    });
    it('has paid no order twice and changed no order wrongly over the whole suite', async () => {
      for (const order of placed) {
        if ((await confirmationsOf(shop(), order.orderId)) > 1) tally.doublePayments += 1;
        if (smtp.messages.filter((m) => m.subject.endsWith(order.orderId)).length > 1) tally.doublePayments += 1;
      }
      tally.ordersChecked = placed.length;
      figures[kind] = tally;
      expect(tally.doublePayments).toBe(0);
      expect(tally.wrongStateChanges).toBe(0);
      expect(tally.forgedRequests).toBeGreaterThan(40);
    });
  },
  () => ({ mail: { ...testConfig().mail, smtpUrl: smtp.url } }),
);
