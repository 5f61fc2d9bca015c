import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConfirmCartReply } from '@shop/shared/contracts';
import { gte } from 'drizzle-orm';
import { articoloDisponibilita } from '../db/schema';
import { API_BASE, guestBuyer, listen, orderOf } from '../../../test/support/checkout-fixtures';
import { createTestShop, type TestShop } from '../../../test/support/test-shop';
import { listeningOrigin } from './shop-origin';

const PUBLIC_URL = 'https://www.atelier-lanterna.example';

describe('the shop names its own address, never the Host a request writes (pglite)', () => {
  let shop: TestShop;
  let origin: string;
  let stranger: Server;
  let strangerHits: string[];
  let forged: Record<string, string>;

  beforeAll(async () => {
    // Behind a proxy on this machine: its X-Forwarded-Host would be believed by the framework.
    shop = await createTestShop('pglite', { trustProxy: ['loopback'] });
    origin = await listen(shop);
    strangerHits = [];
    stranger = createServer((request, response) => {
      strangerHits.push(request.url ?? '');
      request.resume();
      response.end('OK');
    });
    await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
    const host = `127.0.0.1:${(stranger.address() as AddressInfo).port}`;
    forged = { host, 'x-forwarded-host': host, 'x-forwarded-proto': 'http' };
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    await new Promise((resolve) => stranger?.close(resolve));
  });
  afterEach(() => {
    shop.config.payment.publicUrl = null;
  });

  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

  async function confirmCart(headers: Record<string, string>) {
    const [row] = await shop.database.db.select().from(articoloDisponibilita).where(gte(articoloDisponibilita.qta, 3)).limit(1);
    const qta = Array.from({ length: row!.progSiglaTaglia + 1 }, (_, i) => (i === row!.progSiglaTaglia ? 1 : 0));
    const cart = { righe: [{ riga_ordine_cli: 1, cod_articolo: row!.codArticolo, cod_spec_1: row!.codColore, prezzo: 1, qta_prog: qta }] };
    const response = await shop.app.inject({
      method: 'POST',
      url: `${API_BASE}/AccountAction/confirmCart`,
      payload: { cart, cliente: guestBuyer, privacy: true },
      headers,
    });
    const reply = response.json<ConfirmCartReply>();
    if (!reply.payment || !reply.orderId) throw new Error(reply.message);
    return { orderId: reply.orderId, payment: reply.payment };
  }

  it('falls back on the address it listens at, in robots.txt and the sitemaps, whatever the Host', async () => {
    const robots = await get('/robots.txt', forged);
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots.body).not.toContain(forged.host);
    const index = await get('/sitemap.xml', forged);
    expect(index.body).toContain(`<loc>${origin}/sitemaps/pages.xml</loc>`);
    expect(index.body).not.toContain(forged.host);
    // The same answer for every Host: shared caches may keep it without a Vary.
    expect((await get('/sitemap.xml')).body).toBe(index.body);
    expect((await get('/sitemaps/pages.xml', forged)).body).toBe((await get('/sitemaps/pages.xml')).body);
    expect(index.headers.vary ?? '').not.toMatch(/host/i);
  });

  it('has the stand-in gateway post its signed result to the shop itself, not to a forged Host', async () => {
    const { orderId, payment } = await confirmCart(forged);
    expect(payment.urlpost).toBe(`${origin}${API_BASE}/CartAction/notify`);
    expect(payment.url.startsWith(`${origin}${API_BASE}/CartAction/result?t=`)).toBe(true);
    expect(payment.url_back.startsWith(origin)).toBe(true);
    const fields = ['alias', 'importo', 'codTrans', 'divisa', 'mac', 'url', 'url_back', 'urlpost', 'languageId'];
    const form = new URLSearchParams({
      ...Object.fromEntries(fields.map((name) => [name, String(payment[name as keyof typeof payment] ?? '')])),
      pan: '4539970000000006',
    });
    const paid = await shop.app.inject({
      method: 'POST',
      url: `${API_BASE}/CartAction/gateway/submit`,
      payload: form.toString(),
      headers: { ...forged, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location?.startsWith(`${origin}${API_BASE}/CartAction/result`)).toBe(true);
    expect(strangerHits).toEqual([]);
    expect((await orderOf(shop, orderId))?.status).toBe('WaitDelivery');
  });

  it('uses PUBLIC_URL alone when it is set', async () => {
    shop.config.payment.publicUrl = PUBLIC_URL;
    expect((await get('/robots.txt', forged)).body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const { payment } = await confirmCart(forged);
    expect(payment.urlpost).toBe(`${PUBLIC_URL}${API_BASE}/CartAction/notify`);
    expect(payment.url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  });
});

describe('the listening address as an origin', () => {
  const config = { host: '0.0.0.0', port: 8080 };
  it('names the machine for a wildcard address and keeps a real one', () => {
    expect(listeningOrigin(config, null)).toBe('http://localhost:8080');
    expect(listeningOrigin(config, { address: '::', family: 'IPv6', port: 4180 })).toBe('http://localhost:4180');
    expect(listeningOrigin(config, { address: '127.0.0.1', family: 'IPv4', port: 4180 })).toBe('http://127.0.0.1:4180');
    expect(listeningOrigin(config, { address: '::1', family: 'IPv6', port: 4180 })).toBe('http://[::1]:4180');
  });
});
