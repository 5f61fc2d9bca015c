import {
  ORDER_ADMIN_ACTIONS,
  STAFF_SESSION_HEADER,
  type Order,
  type OrderAdminDetail,
  type OrderListReply,
  type OrderReturn,
  type ReturnMoveInput,
  type ReturnRequestInput,
} from '@shop/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import { creditNotes, invoices, orderRefunds, orders, orderShipments } from '../../core/db/schema';
import { validateFatturaPa } from '../invoice/fatturapa-schema';
import { fatturaPaXml } from '../invoice/fatturapa-xml';
import type { InvoiceDocument } from '../invoice/invoice-document';
import { progressivoInvio } from '../invoice/invoice-number';
import { sdiSumErrors } from '../invoice/sdi-sums';
import { cartOf, guest, pickSizes, setStock, stockOf, type StockKey } from '../../../test/reliability/shopper';
import { createStaffSession } from '../../staff/staff-sessions';
import { addStaff } from '../../app/staff-admin';
import { callAction, italianPrivate, register } from '../../../test/support/account-fixtures';
import { signedResult } from '../../../test/support/checkout-fixtures';
import { startTestSmtp, type TestSmtp } from '../../../test/support/smtp';
import { pdfText } from '../../../test/support/pdf-text';
import { describeEachDatabase, testConfig } from '../../../test/support/test-shop';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp?.close();
});

const base = '/Apps/WebObjects/Shop.woa/wa';

describeEachDatabase(
  'returns under the withdrawal right',
  (shop, kind) => {
    let sizes: StockKey[] = [];
    let staffTokens: string[] = [];
    let customer = '';
    let n = 0;
    const db = () => shop().database.db;

    beforeAll(async () => {
      sizes = await pickSizes(db(), 6);
      for (const size of sizes) await setStock(db(), size, 20);
      const first = await addStaff(db(), shop().config, { email: `magazzino.${kind}@example.com`, password: 'Magazzino!2026r' });
      const second = await addStaff(db(), shop().config, { email: `cassa.${kind}@example.com`, password: 'Magazzino!2026s' });
      staffTokens = [await createStaffSession(db(), first.id), await createStaffSession(db(), second.id)];
      customer = await register(shop(), italianPrivate(`resi.${kind}@example.com`), '10.14.9.1');
    });

    const staffCall = (action: string, payload: object, token = staffTokens[0]!) =>
      shop().app.inject({ method: 'POST', url: `${base}/${action}`, payload, headers: { [STAFF_SESSION_HEADER]: token } });
    const notifyOk = (payment: { codTrans: string; importo: number }) =>
      shop().app.inject({
        method: 'POST',
        url: `${base}/CartAction/notify`,
        payload: new URLSearchParams(signedResult(shop(), payment.codTrans, payment.importo, 'OK')).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const orderRow = async (orderId: string) => (await db().select().from(orders).where(eq(orders.orderId, orderId)))[0]!;

    /** A customer's paid and shipped order of two rows: 2 pieces of one size, 1 of another. */
    async function shipped(token: string | null = customer) {
      n += 1;
      const cart = cartOf([
        { stock: sizes[0]!, pieces: 2 },
        { stock: sizes[1]!, pieces: 1 },
      ]);
      const placed = token
        ? await callAction(shop(), 'confirmCart', { cart, languageCode: 'ita' }, { token, ip: `10.14.1.${n}` })
        : await callAction(shop(), 'confirmCart', { cart, cliente: guest(700 + n), privacy: true }, { ip: `10.14.2.${n}` });
      const { orderId, payment } = placed.body as { orderId: string; payment: { codTrans: string; importo: number } };
      expect((await notifyOk(payment)).statusCode).toBe(200);
      expect(
        (await staffCall(ORDER_ADMIN_ACTIONS.transition, { action: 'ship', orderId, carrier: 'BRT', trackingNumber: 'BRT1' })).statusCode,
      ).toBe(200);
      return { orderId, importo: payment.importo };
    }
    const deliver = (orderId: string, date?: string) => staffCall(ORDER_ADMIN_ACTIONS.delivered, { orderId, ...(date ? { date } : {}) });
    const ask = (payload: ReturnRequestInput, token: string | null = customer) =>
      callAction(shop(), 'requestReturn', payload, token ? { token, ip: '10.14.3.1' } : { ip: '10.14.3.2' });
    const move = (payload: ReturnMoveInput, token?: string) => staffCall(ORDER_ADMIN_ACTIONS.returnMove, payload, token);
    const ownOrder = async (orderId: string) => {
      const reply = await callAction(shop(), 'returnOrder', { orderId }, { token: customer, ip: '10.14.3.3' });
      return (reply.body as { order: Order }).order;
    };
    const dayBefore = (days: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(Date.now() - days * 86_400_000));

    it('returns one row of a delivered two-row order: received back on sale, refunded in part, with its credit note', async () => {
      const { orderId, importo } = await shipped();
      expect((await ownOrder(orderId)).returnWindow).toBeNull();
      expect((await ask({ orderId, rows: [{ row: 1, quantity: 1 }], reason: 'size', note: '' })).status).toBe(409);
      const listed = async () => {
        const reply = await staffCall(ORDER_ADMIN_ACTIONS.list, { orderId });
        return (reply.json() as OrderListReply).records[0]?.deliveredAt;
      };
      expect(await listed()).toBeNull();
      // The staff's page gives the customer's phone (orders keep no phone of their own) and the colours by name.
      const detail = (await staffCall(ORDER_ADMIN_ACTIONS.detail, { orderId })).json() as { order: OrderAdminDetail };
      expect(detail.order.buyer).toMatchObject({ kind: 'customer', phone: '+39 06 1234567' });
      expect(detail.order.billing).toBeNull();
      for (const row of detail.order.rows) {
        expect(row.colour).not.toBe(row.codColore);
        expect(row.colour.length).toBeGreaterThan(1);
      }
      expect((await deliver(orderId)).statusCode).toBe(200);
      expect(await listed()).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
      const before = await ownOrder(orderId);
      expect(before.returnWindow?.rows).toEqual([
        { row: 1, returnable: 2 },
        { row: 2, returnable: 1 },
      ]);
      const unit = before.rows[0]!.unitCents;

      const asked = await ask({ orderId, rows: [{ row: 1, quantity: 1 }], reason: 'size', note: 'Troppo stretta' });
      expect(asked.status).toBe(200);
      const item = (asked.body as { return: OrderReturn }).return;
      expect(item).toMatchObject({ number: `R-${orderId}-1`, status: 'requested', refundCents: unit, withShipping: false });
      const mail = await smtp.waitFor((received) => received.subject === `Reso ${item.number}: richiesta ricevuta`);
      expect(mail.text).toContain(`Scrivi sul pacco il numero del reso: ${item.number}`);

      // More pieces than are left, a row that does not exist: refused, nothing recorded.
      expect((await ask({ orderId, rows: [{ row: 1, quantity: 2 }], reason: 'size', note: '' })).status).toBe(409);
      expect((await ask({ orderId, rows: [{ row: 9, quantity: 1 }], reason: 'size', note: '' })).status).toBe(400);
      expect((await ownOrder(orderId)).returns).toHaveLength(1);

      // Refunding before the pieces are back is refused; a wrong count is refused.
      expect((await move({ action: 'refund', returnNumber: item.number })).statusCode).toBe(409);
      expect((await move({ action: 'receive', returnNumber: item.number, rows: [{ row: 1, restocked: 0, damaged: 0 }] })).statusCode).toBe(
        400,
      );
      const stock = await stockOf(db(), sizes[0]!);
      expect((await move({ action: 'receive', returnNumber: item.number, rows: [{ row: 1, restocked: 1, damaged: 0 }] })).statusCode).toBe(
        200,
      );
      expect(await stockOf(db(), sizes[0]!)).toBe(stock! + 1);

      const refunded = await move({ action: 'refund', returnNumber: item.number });
      expect(refunded.statusCode).toBe(200);
      const after = (refunded.json() as { return: OrderReturn }).return;
      expect(after).toMatchObject({
        status: 'refunded',
        refundCents: unit,
        creditNote: expect.objectContaining({ year: expect.any(Number) }),
      });
      const id = (await orderRow(orderId)).id;
      const refunds = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, id));
      expect(refunds.map((row) => row.amountCents)).toEqual([unit]);
      const [note] = await db().select().from(creditNotes).where(eq(creditNotes.orderId, id));
      const doc = note!.document as InvoiceDocument;
      expect(doc).toMatchObject({ type: 'TD04', total: unit });
      expect(doc.rows).toHaveLength(1);
      const xml = fatturaPaXml(doc, progressivoInvio(doc));
      expect(await validateFatturaPa(xml)).toEqual({ valid: true, errors: [] });
      expect(sdiSumErrors(xml)).toEqual([]);
      expect(importo - unit).toBeGreaterThan(0);

      // Each of the return's mails links the order's page, where the customer signs in to see it.
      const refundMail = await smtp.waitFor((received) => received.subject === `Reso ${item.number}: rimborso eseguito`);
      const page = `${shop().config.payment.publicUrl ?? 'http://127.0.0.1:0'}/account/returns/${orderId}`;
      expect(refundMail.text).toContain(`La pagina del tuo ordine: ${page}`);
      expect(refundMail.html).toContain(`<a href="${page}"`);
      expect(mail.text).toContain(`La pagina del tuo ordine: ${page}`);

      const seen = await ownOrder(orderId);
      expect(seen.returns[0]).toMatchObject({ status: 'refunded', creditNote: after.creditNote });
      expect(seen.creditNotes).toHaveLength(1);
      expect(seen.returnWindow?.rows).toEqual([
        { row: 1, returnable: 1 },
        { row: 2, returnable: 1 },
      ]);
    });

    it('refunds the shipping too when the whole order is withdrawn, and the credit notes add up to the invoice', async () => {
      const { orderId, importo } = await shipped();
      expect((await deliver(orderId)).statusCode).toBe(200);
      const first = (await ask({ orderId, rows: [{ row: 2, quantity: 1 }], reason: 'changed-mind', note: '' })).body as {
        return: OrderReturn;
      };
      const second = (await ask({ orderId, rows: [{ row: 1, quantity: 2 }], reason: 'changed-mind', note: '' })).body as {
        return: OrderReturn;
      };
      expect(first.return.withShipping).toBe(false);
      expect(second.return.withShipping).toBe(true);
      for (const item of [first.return, second.return]) {
        const rows = item.rows.map((row) => ({ row: row.row, restocked: row.quantity - 1, damaged: 1 }));
        expect((await move({ action: 'receive', returnNumber: item.number, rows })).statusCode).toBe(200);
        expect((await move({ action: 'refund', returnNumber: item.number })).statusCode).toBe(200);
      }
      const id = (await orderRow(orderId)).id;
      const refunds = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, id));
      expect(refunds.reduce((sum, row) => sum + row.amountCents, 0)).toBe(importo);
      const notes = (await db().select().from(creditNotes).where(eq(creditNotes.orderId, id))).map(
        (row) => row.document as InvoiceDocument,
      );
      const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, id));
      const original = invoice!.document as InvoiceDocument;
      for (const line of original.summary) {
        const credited = notes.flatMap((doc) => doc.summary.filter((other) => other.vatRate === line.vatRate));
        expect(credited.reduce((sum, other) => sum + other.taxable, 0)).toBe(line.taxable);
        expect(credited.reduce((sum, other) => sum + other.tax, 0)).toBe(line.tax);
      }
      for (const doc of notes) expect(sdiSumErrors(fatturaPaXml(doc, progressivoInvio(doc)))).toEqual([]);
      // Nothing is left to return.
      expect((await ownOrder(orderId)).returnWindow).toBeNull();
    });

    it('refuses a return after the withdrawal period', async () => {
      const { orderId } = await shipped();
      await db()
        .update(orderShipments)
        .set({ shippedAt: sql`now() - interval '30 days'` })
        .where(eq(orderShipments.orderId, (await orderRow(orderId)).id));
      expect((await deliver(orderId, dayBefore(15))).statusCode).toBe(200);
      const late = await ask({ orderId, rows: [{ row: 1, quantity: 1 }], reason: 'size', note: '' });
      expect(late.status).toBe(409);
      expect(String(late.body.message)).toMatch(/periodo di recesso di 14 giorni dalla consegna è terminato/);
      expect((await ownOrder(orderId)).returns).toEqual([]);
    });

    it('records a delivery once, not in the future nor before shipping', async () => {
      const { orderId } = await shipped();
      expect((await deliver(orderId, '2099-01-01')).statusCode).toBe(400);
      expect((await deliver(orderId, '2000-01-01')).statusCode).toBe(400);
      const both = await Promise.all([deliver(orderId), deliver(orderId, undefined)]);
      expect(both.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    });

    it('of two staff refunding the same return at once, one refunds and the other is told', async () => {
      const { orderId } = await shipped();
      expect((await deliver(orderId)).statusCode).toBe(200);
      const item = (
        (await ask({ orderId, rows: [{ row: 2, quantity: 1 }], reason: 'defective', note: '' })).body as { return: OrderReturn }
      ).return;
      expect((await move({ action: 'receive', returnNumber: item.number, rows: [{ row: 2, restocked: 0, damaged: 1 }] })).statusCode).toBe(
        200,
      );
      const both = await Promise.all([
        move({ action: 'refund', returnNumber: item.number }, staffTokens[0]),
        move({ action: 'refund', returnNumber: item.number }, staffTokens[1]),
      ]);
      expect(both.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
      const id = (await orderRow(orderId)).id;
      expect(await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, id))).toHaveLength(1);
      expect(await db().select().from(creditNotes).where(eq(creditNotes.orderId, id))).toHaveLength(1);
    });

    it('never refunds more than was paid less what was refunded', async () => {
      const { orderId, importo } = await shipped();
      expect((await deliver(orderId)).statusCode).toBe(200);
      const item = ((await ask({ orderId, rows: [{ row: 1, quantity: 2 }], reason: 'size', note: '' })).body as { return: OrderReturn })
        .return;
      expect((await move({ action: 'receive', returnNumber: item.number, rows: [{ row: 1, restocked: 2, damaged: 0 }] })).statusCode).toBe(
        200,
      );
      // Money already given back outside the return (a goodwill refund recorded by the gateway).
      const [order] = await db().select().from(orders).where(eq(orders.orderId, orderId));
      await db()
        .insert(orderRefunds)
        .values({
          orderId: order!.id,
          codTrans: 'X',
          amountCents: importo - item.refundCents + 1,
          reason: 'rimborso parziale',
          staffEmail: 'x@example.com',
          gateway: 'stand-in',
          outcome: 'OK',
        });
      const refused = await move({ action: 'refund', returnNumber: item.number });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/supererebbe quanto resta da rimborsare/);
      expect((await ownOrder(orderId)).returns[0]?.status).toBe('received');
    });

    it('lets a guest read the order and ask for a return with the key of the shipping mail, and nobody without it', async () => {
      const { orderId } = await shipped(null);
      expect((await deliver(orderId)).statusCode).toBe(200);
      const mail = await smtp.waitFor((received) => received.subject.includes(orderId) && received.text.includes('/account/returns/'));
      const key = /\/account\/returns\/[^?\s]+\?key=([A-Za-z0-9_-]{43})/.exec(mail.text.replace(/=\r?\n/g, ''))?.[1];
      expect(key).toBeDefined();
      const read = await callAction(shop(), 'returnOrder', { orderId, key }, { ip: '10.14.4.1' });
      expect(read.status).toBe(200);
      expect((read.body as { order: Order }).order.returnWindow).not.toBeNull();
      const wrongKey = 'A'.repeat(43);
      expect((await callAction(shop(), 'returnOrder', { orderId, key: wrongKey }, { ip: '10.14.4.1' })).status).toBe(404);
      // Another customer signed in does not see it either.
      expect((await callAction(shop(), 'returnOrder', { orderId }, { token: customer, ip: '10.14.4.1' })).status).toBe(404);
      expect(
        (await ask({ orderId, key, rows: [{ row: 2, quantity: 1 }], reason: 'other', note: 'Non mi piace il colore' }, null)).status,
      ).toBe(200);
      // The request's mail links the guest's page with the key the guest used.
      const requested = await smtp.waitFor((received) => received.subject === `Reso R-${orderId}-1: richiesta ricevuta`);
      expect(requested.text).toContain(`/account/returns/${orderId}?key=${key}`);
      // The same key opens the printable copy of the order's invoice; a wrong key or none does not.
      const copy = (body: Record<string, unknown>) =>
        shop().app.inject({ method: 'POST', url: `${base}/InvoiceAction/copy`, payload: { orderId, format: 'pdf', ...body } });
      const invoice = await copy({ key });
      expect(invoice.statusCode).toBe(200);
      expect(invoice.headers['content-type']).toBe('application/pdf');
      expect(pdfText(invoice.rawPayload)).toContain('Fattura N.');
      expect((await copy({ key: wrongKey })).statusCode).toBe(404);
      expect((await copy({})).statusCode).toBe(401);
    });

    it('refuses a return with a reason, and the pieces may be asked for again', async () => {
      const { orderId } = await shipped();
      expect((await deliver(orderId)).statusCode).toBe(200);
      const item = (
        (await ask({ orderId, rows: [{ row: 2, quantity: 1 }], reason: 'defective', note: '' })).body as { return: OrderReturn }
      ).return;
      expect((await move({ action: 'refuse', returnNumber: item.number, reason: 'Capo indossato' })).statusCode).toBe(200);
      const order = await ownOrder(orderId);
      expect(order.returns[0]).toMatchObject({ status: 'refused', refusal: 'Capo indossato' });
      expect(order.returnWindow?.rows.find((row) => row.row === 2)?.returnable).toBe(1);
      expect((await move({ action: 'receive', returnNumber: item.number, rows: [{ row: 2, restocked: 1, damaged: 0 }] })).statusCode).toBe(
        409,
      );
    });
  },
  () => ({ mail: { ...testConfig().mail, smtpUrl: smtp.url } }),
);
