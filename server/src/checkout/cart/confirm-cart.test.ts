import { MESSAGES, type Cart, type ConfirmCartReply } from '@shop/shared/contracts';
import { rebaseVat } from '@shop/shared/money';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { articoloDisponibilita, orderRows, orders, orderVat } from '../../core/db/schema';
import { expireReservations } from '../stock/reservations';
import { requestMac, resultMac } from '../payment/xpay-mac';
import { postgresAvailable } from '../../../test/support/databases';
import { startTestSmtp, type TestSmtp } from '../../../test/support/smtp';
import { createTestShop, testConfig, type TestShop } from '../../../test/support/test-shop';
import { italianGuest } from '../../../test/support/checkout-fixtures';

const base = '/Apps/WebObjects/Shop.woa/wa';

interface Stock {
  codArticolo: string;
  codColore: string;
  progSiglaTaglia: number;
}

for (const kind of ['pglite', 'postgres'] as const) {
  const run = kind === 'postgres' && !postgresAvailable() ? describe.skip : describe;
  run(`confirmCart and the payment notification (${kind})`, () => {
    let shop: TestShop;
    let smtp: TestSmtp;

    beforeAll(async () => {
      smtp = await startTestSmtp();
      shop = await createTestShop(kind, { mail: { ...testConfig().mail, smtpUrl: smtp.url } });
    }, 120_000);
    afterAll(async () => {
      await shop?.close();
      await smtp?.close();
    });

    const db = () => shop.database.db;
    const confirm = async (body: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') => {
      const response = await shop.app.inject({
        method: 'POST',
        url: `${base}/AccountAction/confirmCart`,
        payload: body,
        headers,
        remoteAddress,
      });
      return { status: response.statusCode, body: response.json<ConfirmCartReply>() };
    };
    const notify = (fields: Record<string, string>) =>
      shop.app.inject({
        method: 'POST',
        url: `${base}/CartAction/notify`,
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });

    /** A sellable colour and size with at least `pieces` in stock, not used by an earlier test. */
    const used = new Set<string>();
    async function pickStock(pieces: number): Promise<Stock & { qta: number }> {
      const rows = await db()
        .select()
        .from(articoloDisponibilita)
        .where(gt(articoloDisponibilita.qta, pieces - 1))
        .orderBy(articoloDisponibilita.codArticolo, articoloDisponibilita.codColore, articoloDisponibilita.progSiglaTaglia);
      for (const row of rows) {
        const key = `${row.codArticolo}/${row.codColore}`;
        if (used.has(key)) continue;
        const quote = await shop.app.inject({
          method: 'POST',
          url: `${base}/CartAction/quote`,
          payload: { cart: cartOf(row, 1, 0.01), country: 'IT' },
        });
        const body = quote.json<{ quote?: { unavailable: string[]; lines: { sizes: { siglaTaglia: string }[] }[] } }>();
        if (body.quote && body.quote.unavailable.length === 0 && body.quote.lines[0]?.sizes[0]?.siglaTaglia) {
          used.add(key);
          return row;
        }
      }
      throw new Error('no stock to test with');
    }
    const stockOf = async (s: Stock) =>
      (
        await db()
          .select()
          .from(articoloDisponibilita)
          .where(
            and(
              eq(articoloDisponibilita.codArticolo, s.codArticolo),
              eq(articoloDisponibilita.codColore, s.codColore),
              eq(articoloDisponibilita.progSiglaTaglia, s.progSiglaTaglia),
            ),
          )
      )[0]?.qta;
    const setStock = (s: Stock, qta: number) =>
      db()
        .update(articoloDisponibilita)
        .set({ qta })
        .where(
          and(
            eq(articoloDisponibilita.codArticolo, s.codArticolo),
            eq(articoloDisponibilita.codColore, s.codColore),
            eq(articoloDisponibilita.progSiglaTaglia, s.progSiglaTaglia),
          ),
        );
    const orderOf = async (orderId: string) => (await db().select().from(orders).where(eq(orders.orderId, orderId)))[0];
    const signedResult = (codTrans: string, importo: number, esito: string, codAut = 'AB12CD') => {
      const fields = { codTrans, esito, importo: String(importo), divisa: 'EUR', data: '20261121', orario: '101500', codAut };
      return { ...fields, mac: resultMac(fields, shop.config.payment.secretKey), alias: shop.config.payment.alias };
    };
    // Each checkout an address of its own: what one address may hold unpaid is capped.
    let buyers = 0;
    const guestCheckout = async (stock: Stock, pieces: number, prezzo = 0.01) => {
      buyers += 1;
      const cliente = { ...italianGuest, email: `giulia.neri+${buyers}@example.com` };
      const { body } = await confirm({ cart: cartOf(stock, pieces, prezzo), cliente, privacy: true }, {}, `10.70.0.${buyers}`);
      if (body.error || !body.payment || !body.orderId) throw new Error(`checkout refused: ${body.message}`);
      return { orderId: body.orderId, payment: body.payment };
    };

    it('re-prices every line ignoring the client price, reserves stock and signs the payment request', async () => {
      const stock = await pickStock(2);
      const { orderId, payment } = await guestCheckout(stock, 2, 0.01);
      const order = await orderOf(orderId);
      expect(order?.status).toBe('PendingTransaction');
      const rows = await db().select().from(orderRows).where(eq(orderRows.orderId, order!.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.unitGrossCents).toBeGreaterThan(100);
      const expected = rows[0]!.unitGrossCents * 2 + order!.shippingCents;
      expect(payment.importo).toBe(expected);
      expect(order!.totalCents).toBe(expected);
      // The row keeps its VAT: net unit price at 22%, VAT and gross, and the order its summary.
      const row = rows[0]!;
      expect(row).toMatchObject({ vatRate: 2200, grossCents: row.unitGrossCents * 2 });
      expect(row.unitNetCents).toBe(Math.round((row.unitGrossCents * 10_000) / 12_200));
      expect(row.vatCents).toBe(row.grossCents - row.unitNetCents * 2);
      const summary = await db().select().from(orderVat).where(eq(orderVat.orderId, order!.id));
      expect(summary).toHaveLength(1);
      expect(summary[0]!.taxableCents + summary[0]!.taxCents).toBe(expected);
      expect(await stockOf(stock)).toBe(stock.qta - 2);
      expect(payment.mac).toBe(requestMac(payment, shop.config.payment.secretKey));
      expect(payment).toMatchObject({ divisa: 'EUR', alias: shop.config.payment.alias, languageId: 'ITA' });
      expect(payment.urlpost).toMatch(/\/wa\/CartAction\/notify$/);
      expect(order?.guest).toMatchObject({ email: expect.stringMatching(/^giulia\.neri\+\d+@example\.com$/), cod_nazione_ope: 'IT' });
    });

    it('prices for the destination country: German VAT and German shipping for a German guest', async () => {
      const stock = await pickStock(1);
      const guest = {
        ...italianGuest,
        cod_nazione_ope: 'DE',
        sigla_provincia_ope: 'EE',
        codice_fiscale: '00000000000',
        cap_ope: '10115',
        comune_ope: 'Berlin',
      };
      const { body } = await confirm({ cart: cartOf(stock, 1, 999), cliente: guest, privacy: true });
      expect(body.error).toBe(false);
      const order = await orderOf(body.orderId!);
      const [row] = await db().select().from(orderRows).where(eq(orderRows.orderId, order!.id));
      const quote = await shop.app.inject({
        method: 'POST',
        url: `${base}/CartAction/quote`,
        payload: { cart: cartOf(stock, 1), country: 'IT' },
      });
      const italianPrice = quote.json<{ quote: { lines: { unitCents: number }[] } }>().quote.lines[0]!.unitCents;
      // The list price carries 22% Italian VAT; a German consumer pays 19%, rounded half up once.
      expect(row!.unitGrossCents).toBe(rebaseVat(italianPrice, 2200, 1900));
      expect(row!.vatRate).toBe(1900);
      expect(order?.countryDest).toBe('DE');
      expect(order?.shippingCents).toBe(row!.unitGrossCents >= 25_000 ? 0 : 1290);
      expect(order?.shippingVatRate).toBe(1900);
      const zero = await confirm({ cart: cartOf(stock, 0, 1, true), cliente: italianGuest, privacy: true });
      expect(zero.body).toEqual({ error: true, message: MESSAGES.emptyCart });
    });

    it('refuses without login or guest data, and a guest without privacy, changing nothing', async () => {
      const stock = await pickStock(1);
      const before = await stockOf(stock);
      expect((await confirm({ cart: cartOf(stock, 1) })).body).toEqual({ error: true, message: MESSAGES.loginRequired });
      expect((await confirm({ cart: cartOf(stock, 1), cliente: italianGuest })).body).toEqual({
        error: true,
        message: MESSAGES.privacyGuest,
      });
      const incomplete = await confirm({ cart: cartOf(stock, 1), cliente: { ...italianGuest, indirizzo_ope: '' }, privacy: true });
      expect(incomplete.status).toBe(400);
      expect(await stockOf(stock)).toBe(before);
    });

    it('refuses a guest e-mail that is more than one address, naming the field, changing nothing', async () => {
      const stock = await pickStock(1);
      const before = await stockOf(stock);
      const cliente = { ...italianGuest, email: 'giulia.neri@example.com, altro@example.com' };
      const list = await confirm({ cart: cartOf(stock, 1), cliente, privacy: true }, {}, '10.71.0.1');
      expect(list).toEqual({
        status: 400,
        body: expect.objectContaining({ error: true, message: `Valore non valido per cliente.email: ${MESSAGES.emailInvalid}` }),
      });
      expect(await stockOf(stock)).toBe(before);
    });

    it('checks out a logged-in customer with the profile address', async () => {
      const stock = await pickStock(1);
      const login = await shop.app.inject({ method: 'POST', url: `${base}/AccountAction/login`, payload: shop.config.demo });
      const token = login.json<{ xtstoredsession: string }>().xtstoredsession;
      const { body } = await confirm({ cart: cartOf(stock, 1) }, { authorization: `Bearer ${token}` });
      expect(body.error).toBe(false);
      const order = await orderOf(body.orderId!);
      expect(order?.customerId).not.toBeNull();
      expect(order?.email).toBe(shop.config.demo.email);
    });

    it('sells the last piece to exactly one of two concurrent buyers', async () => {
      const stock = await pickStock(1);
      await setStock(stock, 1);
      const [a, b] = await Promise.all([
        confirm({ cart: cartOf(stock, 1), cliente: italianGuest, privacy: true }),
        confirm({ cart: cartOf(stock, 1), cliente: { ...italianGuest, email: 'altro@example.com' }, privacy: true }),
      ]);
      const replies = [a.body, b.body];
      expect(replies.filter((r) => r.error === false)).toHaveLength(1);
      const loser = replies.find((r) => r.error);
      expect(loser?.message).toContain(MESSAGES.quantityUnavailable);
      expect(await stockOf(stock)).toBe(0);
    });

    it('rolls back every reservation when one line is short', async () => {
      const first = await pickStock(1);
      const second = await pickStock(1);
      await setStock(second, 0);
      const before = await stockOf(first);
      const cart: Cart = {
        ...cartOf(first, 1),
        righe: [...cartOf(first, 1).righe, { ...cartOf(second, 1).righe[0]!, riga_ordine_cli: 2 }],
      };
      const { body } = await confirm({ cart, cliente: italianGuest, privacy: true });
      expect(body.error).toBe(true);
      expect(await stockOf(first)).toBe(before);
    });

    it('keeps the reservation of a declined or cancelled payment, for a retry, until it expires', async () => {
      const stock = await pickStock(2);
      const before = await stockOf(stock);
      const declined = await guestCheckout(stock, 1);
      const cancelled = await guestCheckout(stock, 1);
      expect(await stockOf(stock)).toBe(before! - 2);
      expect((await notify(signedResult(declined.payment.codTrans, declined.payment.importo, 'KO', ''))).statusCode).toBe(200);
      expect((await notify(signedResult(cancelled.payment.codTrans, cancelled.payment.importo, 'ANNULLO', ''))).statusCode).toBe(200);
      expect((await orderOf(declined.orderId))?.status).toBe('PendingTransaction');
      expect((await orderOf(cancelled.orderId))?.status).toBe('PendingTransaction');
      expect(await stockOf(stock)).toBe(before! - 2);
      await db()
        .update(orders)
        .set({ createdAt: sql`now() - interval '2 hours'` })
        .where(inArray(orders.orderId, [declined.orderId, cancelled.orderId]));
      expect(await expireReservations(db(), 30)).toBeGreaterThanOrEqual(2);
      expect((await orderOf(declined.orderId))?.status).toBe('Expired');
      expect(await stockOf(stock)).toBe(before);
    });

    it('expires unpaid reservations and gives the stock back once', async () => {
      const stock = await pickStock(1);
      const before = await stockOf(stock);
      const { orderId } = await guestCheckout(stock, 1);
      await db()
        .update(orders)
        .set({ createdAt: sql`now() - interval '2 hours'` })
        .where(eq(orders.orderId, orderId));
      expect(await expireReservations(db(), 30)).toBeGreaterThanOrEqual(1);
      expect(await expireReservations(db(), 30)).toBe(0);
      expect((await orderOf(orderId))?.status).toBe('Expired');
      expect(await stockOf(stock)).toBe(before);
    });
  });
}

function cartOf(stock: Stock, pieces: number, prezzo = 1, empty = false): Cart {
  const qta = Array.from({ length: stock.progSiglaTaglia + 1 }, (_, i) => (i === stock.progSiglaTaglia && !empty ? pieces : 0));
  return {
    righe: [{ riga_ordine_cli: 1, cod_articolo: stock.codArticolo, cod_spec_1: stock.codColore, prezzo, qta_prog: qta }],
    imp_spese_trasp: 0,
    regalo: false,
  };
}
