import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Container, ListReply } from '@shop/shared/contracts';
import { containers } from '../core/db/schema';
import { createTestShop, type TestShop } from '../../test/support/test-shop';

const LIST = '/Apps/WebObjects/Shop.woa/wa/XAPI/list';

async function list(shop: TestShop, expression: object, headers: Record<string, string> = {}) {
  const response = await shop.app.inject({ method: 'POST', url: LIST, headers, payload: { entity: 'Container', expression } });
  return { status: response.statusCode, body: response.json<ListReply<Container>>() };
}

const HOSTILE =
  '<p onmouseover="steal()">Saldi<script>fetch("/x?c="+document.cookie)</script></p>' +
  '<img src="/media/content/banner-autunno.svg" onerror="alert(1)" alt="Saldi">' +
  '<a href="javascript:alert(2)">Scopri</a><iframe src="https://evil.example"></iframe>';

describe('containers are sanitised when read', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('pglite');
  }, 120_000);
  afterAll(() => shop.close());

  it('renders a hostile description, link and picture harmless', async () => {
    const [parent] = await shop.database.db
      .insert(containers)
      .values({
        name: 'ostile',
        containerClass: 'CONTENT',
        titleIta: 'Ostile',
        descriptionIta: HOSTILE,
        externalLink: 'javascript:alert(3)',
        route: '/\t/evil.example',
      })
      .returning({ id: containers.id });
    await shop.database.db.insert(containers).values({
      parentId: parent?.id,
      name: 'ostile-figlio',
      containerClass: 'BLOCK',
      directActionName: 'BlockArticle',
      layoutPosition: 'Center',
      descriptionIta: '<p>Figlio<svg onload="alert(4)"></svg></p>',
      multimediaUrl: 'javascript:alert(5)',
    });
    const { status, body } = await list(shop, { name: 'ostile' });
    expect(status).toBe(200);
    const record = body.records?.[0];
    const everything = JSON.stringify(record);
    expect(everything).not.toMatch(/<script|onmouseover|onerror|onload|javascript:|<iframe|evil\.example|<svg/i);
    expect(record?.description).toContain('<p>Saldi</p>');
    expect(record?.description).toContain('<img src="/media/content/banner-autunno.svg" alt="Saldi" />');
    expect(record).toMatchObject({ externalLink: null, route: null });
    expect(record?.containers[0]).toMatchObject({ description: '<p>Figlio</p>', multimedia: null });
  });
});

describe('the privacy text from the legal-text service', () => {
  let service: Server;
  let base: string;
  type Mode = 'ok' | 'fail' | 'slow' | 'reset' | 'garbage' | 'no-content' | 'only-script';
  let mode: Mode = 'ok';
  let shop: TestShop;
  const asked: string[] = [];
  const timers: NodeJS.Timeout[] = [];

  beforeAll(async () => {
    service = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (mode === 'fail') return void response.writeHead(503).end('down');
      if (mode === 'slow') return void timers.push(setTimeout(() => response.end('{}'), 6000));
      if (mode === 'reset') return void request.socket.destroy();
      if (mode === 'garbage') return void response.writeHead(200, { 'content-type': 'application/json' }).end('<html>{"content":');
      if (mode === 'no-content') return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"text":"x"}');
      if (mode === 'only-script') {
        return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"content":"<script>alert(1)</script>"}');
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ content: '<h2>Privacy Policy del servizio</h2><p>Testo legale.</p><script>alert(1)</script>' }));
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    shop = await createTestShop('pglite', { legalTextUrl: `${base}/privacy/{language}` });
  }, 120_000);
  afterAll(async () => {
    await shop.close();
    timers.forEach(clearTimeout);
    service.closeAllConnections();
    await new Promise((resolve) => service.close(resolve));
  });

  it('shows the service text, sanitised, in the asked language', async () => {
    mode = 'ok';
    const { body } = await list(shop, { name: 'privacy-contact', published: true }, { 'x-language-code': 'eng' });
    expect(body.records?.[0]?.description).toBe('<h2>Privacy Policy del servizio</h2><p>Testo legale.</p>');
    expect(asked.at(-1)).toBe('/privacy/en');
  });

  // fail: 503; slow: answers after the timeout; reset: drops the connection; the rest answer 200 with nothing usable.
  it.each([
    ['fail', 2000],
    ['slow', 5000],
    ['reset', 2000],
    ['garbage', 2000],
    ['no-content', 2000],
    ['only-script', 2000],
  ] as const)(
    'falls back to the local privacy container when the service is %s',
    async (how, withinMs) => {
      mode = how;
      const started = Date.now();
      const { status, body } = await list(shop, { name: 'privacy-contact' });
      expect(status).toBe(200);
      expect(body.records?.[0]?.description).toContain('Informativa sul trattamento dei dati personali');
      expect(body.records?.[0]?.description).not.toContain('script');
      expect(Date.now() - started).toBeLessThan(withinMs);
    },
    10_000,
  );

  it('leaves the other containers alone', async () => {
    const before = asked.length;
    const { body } = await list(shop, { name: 'taglie' });
    expect(body.records?.[0]?.description).toContain('<table>');
    expect(asked.length).toBe(before);
  });
});
