import { createHmac } from 'node:crypto';
import {
  CARRIER_SIGNATURE_HEADER,
  carrierTrackingPath,
  ORDER_ADMIN_ACTIONS,
  STAFF_SESSION_HEADER,
  type CarrierTrackingEvent,
  type Order,
} from '@shop/shared/contracts';
import { and, eq } from 'drizzle-orm';
import { backofficeAudit, mailOutbox, orders, orderShipments } from '../../core/db/schema';
import { cartOf, pickSizes, setStock, type StockKey } from '../../../test/reliability/shopper';
import { createStaffSession } from '../../staff/staff-sessions';
import { addStaff } from '../../app/staff-admin';
import { callAction, italianPrivate, register } from '../../../test/support/account-fixtures';
import { signedResult } from '../../../test/support/checkout-fixtures';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../../test/support/smtp';
import { describeEachDatabase, publicAt, testConfig } from '../../../test/support/test-shop';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp?.close();
});

const base = '/Apps/WebObjects/Shop.woa/wa';
const ORIGIN = 'https://negozio.example.it';
const BRT_SECRET = 'brt-webhook-secret-0123456789';
const POSTE_SECRET = 'poste-webhook-secret-9876543210';

/** The buyer's mail about an order (subjects arrive encoded: the order's number and the text tell). */
const isMailOf = (mail: ReceivedMail, orderId: string, says: string) => mail.subject.includes(orderId) && mail.text.includes(says);
const DELIVERED = 'è stato consegnato il';

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('hex');
const rome = (when: Date, language: 'it-IT' | 'en-GB') =>
  new Intl.DateTimeFormat(language, { timeZone: 'Europe/Rome', dateStyle: 'long' }).format(when);

describeEachDatabase(
  'delivery from the carrier’s tracking events, and the delivery mail',
  (shop, kind) => {
    let sizes: StockKey[] = [];
    let staffToken = '';
    let customer = '';
    let n = 0;
    const db = () => shop().database.db;

    beforeAll(async () => {
      sizes = await pickSizes(db(), 2);
      for (const size of sizes) await setStock(db(), size, 50);
      const staff = await addStaff(db(), shop().config, { email: `spedizioni.${kind}@example.com`, password: 'Spedizioni!2026' });
      staffToken = await createStaffSession(db(), staff.id);
      customer = await register(shop(), italianPrivate(`consegne.${kind}@example.com`), '10.15.9.1');
    });

    const staffCall = (action: string, payload: object) =>
      shop().app.inject({ method: 'POST', url: `${base}/${action}`, payload, headers: { [STAFF_SESSION_HEADER]: staffToken } });

    /** A customer's paid order shipped by staff with this carrier and tracking number. */
    async function shipped(carrier: string, trackingNumber: string) {
      n += 1;
      const cart = cartOf([{ stock: sizes[0]!, pieces: 1 }]);
      const placed = await callAction(shop(), 'confirmCart', { cart, languageCode: 'ita' }, { token: customer, ip: `10.15.1.${n}` });
      const { orderId, payment } = placed.body as { orderId: string; payment: { codTrans: string; importo: number } };
      const notified = await shop().app.inject({
        method: 'POST',
        url: `${base}/CartAction/notify`,
        payload: new URLSearchParams(signedResult(shop(), payment.codTrans, payment.importo, 'OK')).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(notified.statusCode).toBe(200);
      const ship = await staffCall(ORDER_ADMIN_ACTIONS.transition, { action: 'ship', orderId, carrier, trackingNumber });
      expect(ship.statusCode).toBe(200);
      return orderId;
    }

    /** Posts an event to a carrier's webhook: signed with `secret` unless a signature is given (null: none). */
    function post(carrier: string, event: object | string, secret: string | null, signature?: string) {
      const body = typeof event === 'string' ? event : JSON.stringify(event);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      const sent = signature ?? (secret ? `sha256=${sign(body, secret)}` : null);
      if (sent !== null) headers[CARRIER_SIGNATURE_HEADER] = sent;
      return shop().app.inject({ method: 'POST', url: carrierTrackingPath(carrier), payload: body, headers, remoteAddress: '10.15.7.1' });
    }
    const delivered = (trackingNumber: string, occurredAt: string): CarrierTrackingEvent => ({
      trackingNumber,
      status: 'delivered',
      occurredAt,
    });

    const shipmentOf = async (orderId: string) => {
      const [row] = await db()
        .select({ shipment: orderShipments })
        .from(orderShipments)
        .innerJoin(orders, eq(orders.id, orderShipments.orderId))
        .where(eq(orders.orderId, orderId));
      return row!.shipment;
    };
    const deliveryMails = async (orderId: string) => {
      const [order] = await db().select({ id: orders.id }).from(orders).where(eq(orders.orderId, orderId));
      return db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.orderId, order!.id), eq(mailOutbox.kind, 'order-delivered')));
    };
    const ownOrder = async (orderId: string) => {
      const reply = await callAction(shop(), 'returnOrder', { orderId }, { token: customer, ip: '10.15.3.3' });
      return (reply.body as { order: Order }).order;
    };
    /** Waits for the shipping mail of another order: the outbox has sent what was queued before it. */
    async function outboxDrained() {
      const later = await shipped('SDA', `SENTINEL${(n + 1).toString()}`);
      await smtp.waitFor((mail) => isMailOf(mail, later, 'è stato spedito.'));
    }

    it('marks a shipped order delivered at the carrier’s time from a signed event, and mails the buyer once', async () => {
      const orderId = await shipped('BRT', `BRT${kind}001`);
      // Shipped three hours ago, so that the carrier's time two hours ago follows it whatever the hour (past midnight in Italy too).
      const [order] = await db().select({ id: orders.id }).from(orders).where(eq(orders.orderId, orderId));
      await db()
        .update(orderShipments)
        .set({ shippedAt: new Date(Date.now() - 3 * 60 * 60_000) })
        .where(eq(orderShipments.orderId, order!.id));
      const at = new Date(Date.now() - 2 * 60 * 60_000);
      const event = delivered(`BRT${kind}001`, at.toISOString());
      const reply = await post('BRT', event, BRT_SECRET);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ error: false, delivered: [orderId] });

      const shipment = await shipmentOf(orderId);
      expect(shipment.deliveredAt?.toISOString()).toBe(at.toISOString());
      expect(shipment.deliveredByEmail).toBe('BRT');
      const audit = await db().select().from(backofficeAudit).where(eq(backofficeAudit.action, 'ordine-consegnato'));
      expect(audit.find((row) => (row.detail as { orderId?: string }).orderId === orderId)).toMatchObject({
        staffId: null,
        staffEmail: 'BRT',
        detail: { fonte: 'corriere', corriere: 'BRT', tracking: `BRT${kind}001`, ora: at.toISOString() },
      });
      // The customer's order page reads 'Consegnato' from the same record.
      expect((await ownOrder(orderId)).shipment?.deliveredAt).toBe(at.toISOString());

      const mail = await smtp.waitFor((received) => isMailOf(received, orderId, DELIVERED));
      expect(mail.to).toEqual([`consegne.${kind}@example.com`]);
      expect(mail.contentType).toMatch(/^multipart\/alternative/);
      const end = new Date(at.getTime() + 14 * 86_400_000);
      expect(mail.text).toContain(`il tuo ordine ${orderId} è stato consegnato il ${rome(at, 'it-IT')}.`);
      expect(mail.text).toContain(`fino al ${rome(end, 'it-IT')} compreso`);
      // The order's page, on the shop's configured origin (never the request's Host).
      const page = `${ORIGIN}/account/returns/${orderId}`;
      expect(mail.text).toContain(`La pagina del tuo ordine: ${page}`);
      expect(mail.html).toContain(`<a href="${page}"`);
      expect(mail.html).toContain('Vai al tuo ordine</a>');
      expect(mail.html).toContain(rome(end, 'it-IT'));

      // The same event again, a later 'delivered', a late 'in_transit': accepted, nothing changes, no second mail.
      expect((await post('BRT', event, BRT_SECRET)).json()).toEqual({ error: false, delivered: [] });
      const again = delivered(`BRT${kind}001`, new Date().toISOString());
      expect((await post('BRT', again, BRT_SECRET)).json()).toEqual({ error: false, delivered: [] });
      const late = { ...event, status: 'in_transit', occurredAt: new Date().toISOString() };
      expect((await post('BRT', late, BRT_SECRET)).statusCode).toBe(200);
      expect((await shipmentOf(orderId)).deliveredAt?.toISOString()).toBe(at.toISOString());
      const queued = await deliveryMails(orderId);
      expect(queued.map((row) => row.subject)).toEqual([`Il tuo ordine ${orderId} è stato consegnato`]);
      await outboxDrained();
      expect(smtp.messages.filter((received) => isMailOf(received, orderId, DELIVERED))).toHaveLength(1);
    });

    it('refuses unsigned and wrongly signed events with 401, and they change nothing', async () => {
      const orderId = await shipped('BRT', `BRT${kind}002`);
      const body = JSON.stringify(delivered(`BRT${kind}002`, new Date().toISOString()));
      const refusals = [
        await post('BRT', body, null),
        await post('BRT', body, null, ''),
        await post('BRT', body, POSTE_SECRET),
        await post('BRT', body, null, sign(`${body} `, BRT_SECRET)),
        await post('BRT', body, null, 'sha256=zz'),
        await post('BRT', body, null, sign(body, BRT_SECRET).slice(0, 62)),
      ];
      for (const reply of refusals) {
        expect(reply.statusCode).toBe(401);
        expect(reply.json()).toMatchObject({ error: true, message: expect.stringMatching(/Firma mancante o non valida/) });
      }
      // The body as sent is what is signed: the same event written otherwise is not.
      const reordered = JSON.stringify({ status: 'delivered', trackingNumber: `BRT${kind}002`, occurredAt: JSON.parse(body).occurredAt });
      expect((await post('BRT', reordered, null, sign(body, BRT_SECRET))).statusCode).toBe(401);
      expect((await shipmentOf(orderId)).deliveredAt).toBeNull();
      expect(await deliveryMails(orderId)).toHaveLength(0);
      // The signature without its prefix is as good.
      expect((await post('BRT', body, null, sign(body, BRT_SECRET).toUpperCase())).json()).toEqual({ error: false, delivered: [orderId] });
    });

    it('refuses unknown tracking numbers, unconfigured carriers and bad events, changing nothing', async () => {
      const orderId = await shipped('BRT', `BRT${kind}003`);
      const now = new Date().toISOString();
      // A tracking number the shop never shipped with, or one shipped with another carrier.
      const unknown = await post('BRT', delivered('NOSUCHPARCEL', now), BRT_SECRET);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toMatch(/Nessuna spedizione del negozio ha il numero di tracking NOSUCHPARCEL/);
      expect((await post('Poste Italiane', delivered(`BRT${kind}003`, now), POSTE_SECRET)).statusCode).toBe(404);
      // GLS has no secret configured, Pony Express is no carrier of the shop's.
      for (const carrier of ['GLS', 'Pony Express']) {
        const reply = await post(carrier, delivered(`BRT${kind}003`, now), BRT_SECRET);
        expect(reply.statusCode).toBe(404);
        expect(reply.json().message).toMatch(/Nessun corriere con questo nome/);
      }
      // Signed, but not a valid event: another status, no time, a time without its offset, fields it does not know, not JSON.
      const bad = [
        { trackingNumber: `BRT${kind}003`, status: 'lost', occurredAt: now },
        { trackingNumber: `BRT${kind}003`, status: 'delivered' },
        { trackingNumber: `BRT${kind}003`, status: 'delivered', occurredAt: '2026-11-27T10:00:00' },
        { ...delivered(`BRT${kind}003`, now), orderId },
        '{"trackingNumber": ',
      ];
      for (const event of bad) expect((await post('BRT', event, BRT_SECRET)).statusCode).toBe(400);
      // A delivery before the parcel shipped, or days ahead: refused.
      expect((await post('BRT', delivered(`BRT${kind}003`, '2020-01-01T10:00:00+01:00'), BRT_SECRET)).statusCode).toBe(400);
      const ahead = new Date(Date.now() + 3 * 86_400_000).toISOString();
      expect((await post('BRT', delivered(`BRT${kind}003`, ahead), BRT_SECRET)).statusCode).toBe(400);
      expect((await shipmentOf(orderId)).deliveredAt).toBeNull();
      expect(await deliveryMails(orderId)).toHaveLength(0);
    });

    it('finds the parcel whatever the case and spacing staff wrote, and marks every order in it', async () => {
      const first = await shipped(' poste  italiane ', `rr${kind}004it`);
      const second = await shipped('Poste Italiane', `RR${kind}004IT`);
      const reply = await post('Poste Italiane', delivered(`RR${kind}004IT`, new Date().toISOString()), POSTE_SECRET);
      expect(reply.json()).toEqual({ error: false, delivered: [first, second] });
      expect(await deliveryMails(first)).toHaveLength(1);
      expect(await deliveryMails(second)).toHaveLength(1);
    });

    it('sends one delivery mail whoever records the delivery first: staff by hand, then the carrier', async () => {
      const orderId = await shipped('BRT', `BRT${kind}005`);
      expect((await staffCall(ORDER_ADMIN_ACTIONS.delivered, { orderId })).statusCode).toBe(200);
      const mail = await smtp.waitFor((received) => isMailOf(received, orderId, DELIVERED));
      expect(mail.text).toContain(`La pagina del tuo ordine: ${ORIGIN}/account/returns/${orderId}`);
      const staffTime = (await shipmentOf(orderId)).deliveredAt;
      expect((await post('BRT', delivered(`BRT${kind}005`, new Date().toISOString()), BRT_SECRET)).json()).toEqual({
        error: false,
        delivered: [],
      });
      expect((await shipmentOf(orderId)).deliveredAt).toEqual(staffTime);
      expect((await shipmentOf(orderId)).deliveredByEmail).toBe(`spedizioni.${kind}@example.com`);
      // And staff after the carrier are told it is already recorded.
      const other = await shipped('BRT', `BRT${kind}006`);
      expect((await post('BRT', delivered(`BRT${kind}006`, new Date().toISOString()), BRT_SECRET)).statusCode).toBe(200);
      expect((await staffCall(ORDER_ADMIN_ACTIONS.delivered, { orderId: other })).statusCode).toBe(409);
      expect(await deliveryMails(orderId)).toHaveLength(1);
      expect(await deliveryMails(other)).toHaveLength(1);
    });
  },
  () => ({
    ...publicAt(ORIGIN),
    mail: { ...testConfig().mail, smtpUrl: smtp.url },
    carriers: [
      { name: 'BRT', slug: 'brt', secret: BRT_SECRET },
      { name: 'Poste Italiane', slug: 'poste-italiane', secret: POSTE_SECRET },
    ],
  }),
);
