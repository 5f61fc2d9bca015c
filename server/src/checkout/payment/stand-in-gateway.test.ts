import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConfirmCartReply } from '@shop/shared/contracts';
import { eq, gt } from 'drizzle-orm';
import { articoloDisponibilita, orders, paymentTransactions } from '../../core/db/schema';
import { createTestShop, type TestShop } from '../../../test/support/test-shop';

const base = '/Apps/WebObjects/Shop.woa/wa';
const guest = {
  denominazione: 'Marco Blu',
  email: 'marco.blu@example.com',
  telefono: '3339876543',
  cod_nazione_ope: 'IT',
  indirizzo_ope: 'Corso Italia 5',
  cap_ope: '10121',
  comune_ope: 'Torino',
  sigla_provincia_ope: 'TO',
  codice_fiscale: 'BLUMRC80A01L219D',
};

/** The whole offline purchase over real HTTP: request form, stand-in page, notification, return. */
describe('stand-in payment gateway', () => {
  let shop: TestShop;
  let origin: string;

  beforeAll(async () => {
    shop = await createTestShop('pglite');
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    const address = shop.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 120_000);
  afterAll(async () => shop?.close());

  async function checkout(): Promise<NonNullable<ConfirmCartReply['payment']> & { orderId: string }> {
    const [stock] = await shop.database.db.select().from(articoloDisponibilita).where(gt(articoloDisponibilita.qta, 3)).limit(1);
    const qta = Array.from({ length: stock!.progSiglaTaglia + 1 }, (_, i) => (i === stock!.progSiglaTaglia ? 1 : 0));
    const cart = {
      righe: [{ riga_ordine_cli: 1, cod_articolo: stock!.codArticolo, cod_spec_1: stock!.codColore, prezzo: 1, qta_prog: qta }],
    };
    const response = await fetch(`${origin}${base}/AccountAction/confirmCart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cart, cliente: guest, privacy: true }),
    });
    const reply = (await response.json()) as ConfirmCartReply;
    if (!reply.payment || !reply.orderId) throw new Error(reply.message);
    return { ...reply.payment, orderId: reply.orderId };
  }

  const form = (payment: Record<string, unknown>, extra: Record<string, string> = {}) => {
    const fields = ['alias', 'importo', 'codTrans', 'divisa', 'mac', 'url', 'url_back', 'urlpost', 'languageId'];
    return new URLSearchParams({ ...Object.fromEntries(fields.map((f) => [f, String(payment[f])])), ...extra }).toString();
  };
  const post = (url: string, body: string) =>
    fetch(url, { method: 'POST', body, redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const status = async (orderId: string) => (await shop.database.db.select().from(orders).where(eq(orders.orderId, orderId)))[0]?.status;

  it('shows the payment page only for a correctly signed request', async () => {
    const payment = await checkout();
    const page = await post(payment.action, form(payment));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Numero carta');
    const tampered = await post(payment.action, form({ ...payment, importo: 1 }));
    expect(tampered.status).toBe(400);
  });

  it('approves with the approving test card: notification first, then the thank-you page', async () => {
    const payment = await checkout();
    const submit = `${origin}${base}/CartAction/gateway/submit`;
    const paid = await post(submit, form(payment, { pan: '4539 9700 0000 0006', scadenza: '12/30', cvv: '123', scelta: 'paga' }));
    expect(paid.status).toBe(303);
    expect(await status(payment.orderId)).toBe('WaitDelivery');
    const back = await fetch(paid.headers.get('location')!, { redirect: 'manual' });
    // The order's return token comes back with the shopper, for the page to read the order by.
    expect(back.headers.get('location')).toBe(`${base}/CartAction/ok?t=${payment.url.split('?t=')[1]}&outcome=OK`);
  });

  it('declines with the declining card and cancels back to the shop', async () => {
    const declined = await checkout();
    const submit = `${origin}${base}/CartAction/gateway/submit`;
    const ko = await post(submit, form(declined, { pan: '4539970000000014', scadenza: '12/30', cvv: '123', scelta: 'paga' }));
    // Declined: the order stays payable (a retry), its pieces reserved.
    expect(await status(declined.orderId)).toBe('PendingTransaction');
    const back = await fetch(ko.headers.get('location')!, { redirect: 'manual' });
    expect(back.headers.get('location')).toMatch(new RegExp(`^${base}/CartAction/ko\\?t=[A-Za-z0-9_-]{43}&outcome=KO$`));

    const cancelled = await checkout();
    const cancel = await post(submit, form(cancelled, { scelta: 'annulla' }));
    expect(cancel.headers.get('location')).toMatch(/\/wa\/CartAction\/back\?t=[A-Za-z0-9_-]{43}&codTrans=.*esito=ANNULLO/);
    expect(await status(cancelled.orderId)).toBe('PendingTransaction');
  });

  it("refuses a request whose return or notification address is not the shop's own", async () => {
    const payment = await checkout();
    const submit = `${origin}${base}/CartAction/gateway/submit`;
    for (const field of ['url', 'url_back', 'urlpost'] as const) {
      for (const address of ['https://evil.example/wa/CartAction/notify', `${origin}/elsewhere`]) {
        const page = await post(payment.action, form({ ...payment, [field]: address }));
        expect(page.status).toBe(400);
        const cancel = await post(submit, form({ ...payment, [field]: address }, { scelta: 'annulla' }));
        expect(cancel.status).toBe(400);
        expect(cancel.headers.get('location')).toBeNull();
      }
    }
    expect(await status(payment.orderId)).toBe('PendingTransaction');
  });

  it('tries the notification again when the shop fails it, so a cancelled payment is still recorded', async () => {
    // The shop behind a proxy (PUBLIC_URL) that fails the first notification with a 503.
    let attempts = 0;
    const door = http.createServer((request, response) => {
      if (request.url?.endsWith('/CartAction/notify')) attempts += 1;
      if (attempts === 1 && request.url?.endsWith('/CartAction/notify')) {
        request.resume();
        response.writeHead(503).end();
        return;
      }
      const proxied = http.request(`${origin}${request.url}`, { method: request.method, headers: request.headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      request.pipe(proxied);
    });
    await new Promise<void>((resolve) => door.listen(0, '127.0.0.1', resolve));
    const publicUrl = `http://127.0.0.1:${(door.address() as AddressInfo).port}`;
    shop.config.payment.publicUrl = publicUrl;
    try {
      const cancelled = await checkout();
      expect(cancelled.urlpost).toBe(`${publicUrl}${base}/CartAction/notify`);
      const cancel = await post(`${origin}${base}/CartAction/gateway/submit`, form(cancelled, { scelta: 'annulla' }));
      expect(cancel.status).toBe(303);
      expect(attempts).toBe(2);
      // The cancel reached the shop: recorded on its attempt, the order waits for a retry.
      const [attempt] = await shop.database.db
        .select({ esito: paymentTransactions.esito })
        .from(paymentTransactions)
        .where(eq(paymentTransactions.codTrans, cancelled.codTrans));
      expect(attempt?.esito).toBe('ANNULLO');
      expect(await status(cancelled.orderId)).toBe('PendingTransaction');
    } finally {
      shop.config.payment.publicUrl = null;
      door.close();
    }
  });
});
