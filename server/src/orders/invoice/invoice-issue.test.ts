import type { ConfirmCartReply, GuestCustomerInput } from '@shop/shared/contracts';
import { eq, inArray } from 'drizzle-orm';
import { invoices, orders } from '../../core/db/schema';
import { cartOf, guest, pickSizes, setStock, type StockKey } from '../../../test/reliability/shopper';
import { signedResult } from '../../../test/support/checkout-fixtures';
import { createTestShop, describeEachDatabase, type TestShop } from '../../../test/support/test-shop';
import { validateFatturaPa } from './fatturapa-schema';
import type { InvoiceDocument } from './invoice-document';
import { formatEuro } from './invoice-format';
import { pdfText } from '../../../test/support/pdf-text';
import { shopFiscalFromEnv } from '../../core/fiscal/shop-fiscal';

const base = '/Apps/WebObjects/Shop.woa/wa';
/** Text with its runs of spaces and line breaks made one space: a PDF wraps where the page ends. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

const italianCompany: GuestCustomerInput = {
  tipo_persona: 'G',
  denominazione: 'Sartoria Bianchi S.r.l.',
  email: 'amministrazione@sartoria-bianchi.example',
  telefono: '0212345678',
  cod_nazione_ope: 'IT',
  indirizzo_ope: 'Corso Magenta 10',
  cap_ope: '20123',
  comune_ope: 'Milano',
  sigla_provincia_ope: 'MI',
  codice_fiscale: '02112340019',
  partita_iva: '02112340019',
  codice_destinatario_sdi: 'M5UXCR1',
};

/** Guest checkouts and MAC-signed gateway notifications against one test shop. */
function shopper(shop: () => TestShop) {
  let n = 0;
  return {
    async order(stock: StockKey, buyer: GuestCustomerInput = guest(n + 1)) {
      n += 1;
      const response = await shop().app.inject({
        method: 'POST',
        url: `${base}/AccountAction/confirmCart`,
        payload: { cart: cartOf([{ stock, pieces: 1 }]), cliente: buyer, privacy: true },
        remoteAddress: `10.9.${Math.floor(n / 200)}.${(n % 200) + 1}`,
      });
      const body = response.json<ConfirmCartReply>();
      if (body.error || !body.payment || !body.orderId) throw new Error(`checkout refused: ${body.message}`);
      return { orderId: body.orderId, payment: body.payment };
    },
    notifyOk(payment: { codTrans: string; importo: number }) {
      return shop().app.inject({
        method: 'POST',
        url: `${base}/CartAction/notify`,
        payload: new URLSearchParams(signedResult(shop(), payment.codTrans, payment.importo, 'OK')).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    },
  };
}

describeEachDatabase('invoices for paid orders', (shop) => {
  const buy = shopper(shop);
  const db = () => shop().database.db;
  let stock: StockKey;
  beforeAll(async () => {
    [stock] = (await pickSizes(db(), 1)) as [StockKey];
    await setStock(db(), stock, 500);
  });

  it('numbers 50 invoices paid at the same moment 1 to 50, each once, without gaps', async () => {
    const placed = [];
    for (let i = 0; i < 50; i += 1) placed.push(await buy.order(stock));
    const replies = await Promise.all(placed.map(({ payment }) => buy.notifyOk(payment)));
    // On a busy machine a notification may wait for the database longer than the pool allows and get a 503, which
    // XPay meets by sending it again: nothing else is allowed, and every one is answered 200 in the end.
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    for (const [i, { payment }] of placed.entries()) {
      for (let attempt = 0; statuses[i] === 503 && attempt < 5; attempt += 1) statuses[i] = (await buy.notifyOk(payment)).statusCode;
    }
    expect(statuses).toEqual(placed.map(() => 200));
    const issued = await db()
      .select({ number: invoices.number, year: invoices.year, orderId: orders.orderId, status: orders.status })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(
        inArray(
          orders.orderId,
          placed.map((order) => order.orderId),
        ),
      );
    expect(issued.every((invoice) => invoice.status === 'WaitDelivery')).toBe(true);
    expect(issued.map((invoice) => invoice.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(issued.map((invoice) => invoice.year)).size).toBe(1);
  }, 120_000);

  it('gives an Italian company its FatturaPA with the recipient code, valid against the official schema', async () => {
    const { orderId, payment } = await buy.order(stock, italianCompany);
    expect((await buy.notifyOk(payment)).statusCode).toBe(200);
    // A repeated notification changes nothing: still one invoice.
    expect((await buy.notifyOk(payment)).statusCode).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.orderId, orderId));
    const rows = await db().select().from(invoices).where(eq(invoices.orderId, order!.id));
    expect(rows).toHaveLength(1);
    const document = rows[0]!.document as InvoiceDocument;
    expect(document.buyer).toMatchObject({ kind: 'company', partitaIva: '02112340019', codiceDestinatario: 'M5UXCR1', vatCountry: 'IT' });
    expect(document.total).toBe(order!.totalCents);
    expect(document.total).toBe(payment.importo);
    expect(document.summary.reduce((sum, line) => sum + line.taxable + line.tax, 0)).toBe(document.total);

    const staff = await shop().app.inject({
      method: 'POST',
      url: `${base}/StaffAction/login`,
      payload: { email: shop().config.staff.email, password: shop().config.staff.password },
    });
    const wosid = staff.json<{ wosid: string }>().wosid;
    const xml = await shop().app.inject({
      method: 'POST',
      url: `${base}/StaffAction/invoice`,
      payload: { orderId, format: 'xml' },
      headers: { 'x-staff-session': wosid },
    });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toMatch(/^application\/xml/);
    expect(xml.headers['cache-control']).toBe('no-store');
    expect(xml.headers['content-disposition']).toMatch(/^attachment; filename="IT00743110157_[0-9A-Z]{5}\.xml"$/);
    expect(xml.body).toContain('<CodiceDestinatario>M5UXCR1</CodiceDestinatario>');
    expect(await validateFatturaPa(xml.body)).toEqual({ valid: true, errors: [] });

    // The staff's printable copy: a PDF with the buyer, the number, each row and the total the shop's formatter writes.
    const copy = await shop().app.inject({
      method: 'POST',
      url: `${base}/StaffAction/invoice`,
      payload: { orderId, format: 'pdf' },
      headers: { 'x-staff-session': wosid },
    });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('application/pdf');
    expect(copy.headers['content-disposition']).toBe(
      `attachment; filename="fattura-${document.year}-${String(document.number).padStart(6, '0')}.pdf"`,
    );
    expect(copy.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = flat(pdfText(copy.rawPayload));
    expect(text).toContain('Sartoria Bianchi S.r.l.');
    expect(text).toContain(`Fattura N. ${document.year}/${document.number}`);
    expect(text).toContain(flat(document.rows[0]!.description));
    expect(text).toContain(`Totale pagato ${flat(formatEuro(document.total, 'it'))}`);
    const forged = await shop().app.inject({
      method: 'POST',
      url: `${base}/StaffAction/invoice`,
      payload: { orderId, format: 'xml' },
      headers: { 'x-admin': 'true' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('issues nothing for an order that is not paid', async () => {
    const { orderId } = await buy.order(stock);
    const [order] = await db().select().from(orders).where(eq(orders.orderId, orderId));
    expect(await db().select().from(invoices).where(eq(invoices.orderId, order!.id))).toEqual([]);
  });
});

describe('invoices without the shop fiscal data', () => {
  let shop: TestShop | undefined;
  const current = () => shop!;
  beforeAll(async () => {
    shop = await createTestShop('pglite', { fiscal: { ...shopFiscalFromEnv({}), partitaIva: '' } });
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  it('pays the order but issues no invoice while a required field is missing', async () => {
    const buy = shopper(current);
    const db = current().database.db;
    const [stock] = (await pickSizes(db, 1)) as [StockKey];
    const { orderId, payment } = await buy.order(stock);
    expect((await buy.notifyOk(payment)).statusCode).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(order?.status).toBe('WaitDelivery');
    expect(await db.select().from(invoices).where(eq(invoices.orderId, order!.id))).toEqual([]);
  });
});
