import { ORDER_ADMIN_ACTIONS, STAFF_SESSION_HEADER, type ConfirmCartReply } from '@shop/shared/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { creditNotes, invoices, orderRefunds, orders } from '../../core/db/schema';
import { cartOf, guest, pickSizes, setStock, type StockKey } from '../../../test/reliability/shopper';
import { createStaffSession } from '../../staff/staff-sessions';
import { addStaff } from '../../app/staff-admin';
import { signedResult } from '../../../test/support/checkout-fixtures';
import { describeEachDatabase } from '../../../test/support/test-shop';
import { backlogReport, BacklogRefusal, issueInvoiceBacklog } from './invoice-backlog';
import type { InvoiceDocument } from './invoice-document';
import { italianDate } from './issue-invoice';
import { shopFiscalFromEnv } from '../../core/fiscal/shop-fiscal';

const base = '/Apps/WebObjects/Shop.woa/wa';
const complete = shopFiscalFromEnv({});

describeEachDatabase(
  'invoicing the orders paid while the fiscal data was incomplete',
  (shop, kind) => {
    let stock: StockKey;
    let token = '';
    let n = 0;
    const db = () => shop().database.db;
    beforeAll(async () => {
      [stock] = (await pickSizes(db(), 1)) as [StockKey];
      await setStock(db(), stock, 50);
      const staff = await addStaff(db(), shop().config, { email: `arretrati.${kind}@example.com`, password: 'Arretrati!2026' });
      token = await createStaffSession(db(), staff.id);
    });

    /** A guest order paid through the gateway notification, then given the payment time `paidAt`. */
    async function paidOrder(paidAt: string): Promise<{ code: string; id: number }> {
      n += 1;
      const placed = await shop().app.inject({
        method: 'POST',
        url: `${base}/AccountAction/confirmCart`,
        payload: { cart: cartOf([{ stock, pieces: 1 }]), cliente: guest(100 + n), privacy: true },
        remoteAddress: `10.41.0.${n}`,
      });
      const { orderId, payment } = placed.json<ConfirmCartReply>();
      const notified = await shop().app.inject({
        method: 'POST',
        url: `${base}/CartAction/notify`,
        payload: new URLSearchParams(signedResult(shop(), payment!.codTrans, payment!.importo, 'OK')).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(notified.statusCode).toBe(200);
      const [order] = await db()
        .update(orders)
        .set({ paidAt: new Date(paidAt) })
        .where(eq(orders.orderId, orderId!))
        .returning({ id: orders.id, status: orders.status });
      expect(order?.status).toBe('WaitDelivery');
      return { code: orderId!, id: order!.id };
    }

    const invoicesOf = (ids: number[]) =>
      db().select().from(invoices).where(inArray(invoices.orderId, ids)).orderBy(asc(invoices.year), asc(invoices.number));

    it('refuses while the fiscal data is incomplete, issuing nothing', async () => {
      await expect(issueInvoiceBacklog(db(), { ...complete, partitaIva: '' })).rejects.toThrow(BacklogRefusal);
      await expect(issueInvoiceBacklog(db(), { ...complete, partitaIva: '' })).rejects.toThrow(/SHOP_PARTITA_IVA/);
      expect(await db().select().from(invoices)).toEqual([]);
    });

    it('invoices paid orders in order of payment, each dated at its payment, with the credit note of a refunded one', async () => {
      const second = await paidOrder('2024-03-05T10:00:00Z');
      const first = await paidOrder('2024-03-01T23:30:00Z');
      const refunded = await paidOrder('2024-04-10T09:00:00Z');
      const cancelled = await shop().app.inject({
        method: 'POST',
        url: `${base}/${ORDER_ADMIN_ACTIONS.transition}`,
        payload: { action: 'cancel', orderId: refunded.code, reason: 'Annullato su richiesta del cliente' },
        headers: { [STAFF_SESSION_HEADER]: token },
      });
      expect(cancelled.statusCode).toBe(200);
      await db()
        .update(orderRefunds)
        .set({ createdAt: new Date('2024-04-12T08:00:00Z') })
        .where(eq(orderRefunds.orderId, refunded.id));
      // Paid and refunded with no invoice: nothing fiscal yet.
      expect(await invoicesOf([first.id, second.id, refunded.id])).toEqual([]);
      expect(await db().select().from(creditNotes)).toEqual([]);

      const result = await issueInvoiceBacklog(db(), complete);
      const ours = result.issued.filter((doc) => [first.code, second.code, refunded.code].includes(doc.orderId));
      expect(ours).toEqual([
        { kind: 'invoice', orderId: first.code, number: '2024/1', date: '2024-03-02', due: '2024-03-02', redated: false },
        { kind: 'invoice', orderId: second.code, number: '2024/2', date: '2024-03-05', due: '2024-03-05', redated: false },
        { kind: 'invoice', orderId: refunded.code, number: '2024/3', date: '2024-04-10', due: '2024-04-10', redated: false },
        { kind: 'credit-note', orderId: refunded.code, number: 'NC2024/1', date: '2024-04-12', due: '2024-04-12', redated: false },
      ]);
      // The demo customer's history was paid without an invoice too: every paid order now has one.
      expect(result.skipped).toEqual([]);
      const paid = await db().select({ id: orders.id, paidAt: orders.paidAt }).from(orders);
      const invoiced = new Set((await db().select({ orderId: invoices.orderId }).from(invoices)).map((row) => row.orderId));
      expect(paid.filter((order) => order.paidAt !== null && !invoiced.has(order.id))).toEqual([]);

      const stored = await invoicesOf([first.id, second.id, refunded.id]);
      expect(stored.map((row) => [row.orderId, (row.document as InvoiceDocument).date, row.issuedAt.toISOString()])).toEqual([
        [first.id, '2024-03-02', '2024-03-01T23:30:00.000Z'],
        [second.id, '2024-03-05', '2024-03-05T10:00:00.000Z'],
        [refunded.id, '2024-04-10', '2024-04-10T09:00:00.000Z'],
      ]);
      const [note] = await db().select().from(creditNotes).where(eq(creditNotes.orderId, refunded.id));
      const refund = (await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, refunded.id)))[0]!;
      expect(note).toMatchObject({ refundId: refund.id, totalCents: refund.amountCents, year: 2024, number: 1 });
      expect((note!.document as InvoiceDocument).linkedInvoice).toEqual({ number: '2024/3', date: '2024-04-10' });

      expect(backlogReport(result)).toContain(`fattura 2024/1 del 2024-03-02 per l'ordine ${first.code} (pagato il 2024-03-02)`);
      expect(backlogReport(result)).toContain(
        `nota di credito NC2024/1 del 2024-04-12 per l'ordine ${refunded.code} (rimborsato il 2024-04-12)`,
      );

      // A second run finds nothing left.
      expect(await issueInvoiceBacklog(db(), complete)).toEqual({ issued: [], skipped: [] });
      expect(backlogReport({ issued: [], skipped: [] })).toEqual(['nessun ordine pagato senza fattura']);
    });

    it('dates today an order paid before a date its year already invoiced, so numbers keep following dates', async () => {
      const late = await paidOrder('2024-03-20T10:00:00Z');
      const now = new Date();
      const result = await issueInvoiceBacklog(db(), complete, now);
      const today = italianDate(now);
      expect(result.issued).toEqual([
        {
          kind: 'invoice',
          orderId: late.code,
          number: expect.stringMatching(new RegExp(`^${today.slice(0, 4)}/\\d+$`)),
          date: today,
          due: '2024-03-20',
          redated: true,
        },
      ]);
      expect(backlogReport(result)[0]).toMatch(/: datata oggi, perché il 2024 ha già documenti con data successiva/);
      const [invoice] = await invoicesOf([late.id]);
      expect((invoice!.document as InvoiceDocument).date).toBe(today);
      // 2024 kept its three numbers: no gap, nothing dated out of order.
      const year2024 = await db().select().from(invoices).where(eq(invoices.year, 2024)).orderBy(asc(invoices.number));
      expect(year2024.map((row) => [row.number, (row.document as InvoiceDocument).date])).toEqual([
        [1, '2024-03-02'],
        [2, '2024-03-05'],
        [3, '2024-04-10'],
      ]);
      expect(await issueInvoiceBacklog(db(), complete)).toEqual({ issued: [], skipped: [] });
    });
  },
  () => ({ fiscal: { ...complete, partitaIva: '' } }),
);
