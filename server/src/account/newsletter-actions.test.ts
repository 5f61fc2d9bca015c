import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { customers, newsletterSubscriptions } from '../core/db/schema/index';
import { callAction } from '../../test/support/account-fixtures';
import { createTestShop, describeEachDatabase, testConfig, type TestShop } from '../../test/support/test-shop';
import { SERVER_MESSAGES } from '../core/http/messages';

const BOT_CHECK_FAILED = SERVER_MESSAGES.botCheckFailed.ita;
const NEWSLETTER_ALREADY = SERVER_MESSAGES.newsletterAlready.ita;
const NEWSLETTER_DONE = SERVER_MESSAGES.newsletterDone.ita;

describeEachDatabase('newsletter action', (shop) => {
  it('subscribes once and answers a second subscription kindly', async () => {
    const first = await callAction(
      shop(),
      'subscribeNewsletter',
      { email: 'Lettrice@Example.com', privacy: true, languageCode: 'eng' },
      { ip: '10.3.0.1' },
    );
    expect(first.body).toEqual({ error: false, message: NEWSLETTER_DONE });
    const second = await callAction(shop(), 'subscribeNewsletter', { email: 'lettrice@example.com', privacy: true }, { ip: '10.3.0.1' });
    expect(second.body).toEqual({ error: false, message: NEWSLETTER_ALREADY });
    const rows = await shop()
      .database.db.select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'lettrice@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.languageCode).toBe('eng');
  });

  it('marks a registered customer as subscribed', async () => {
    const email = shop().config.demo.email;
    await shop().database.db.update(customers).set({ newsletter: false }).where(eq(customers.email, email));
    await callAction(shop(), 'subscribeNewsletter', { email, privacy: true }, { ip: '10.3.0.2' });
    const [row] = await shop().database.db.select().from(customers).where(eq(customers.email, email));
    expect(row?.newsletter).toBe(true);
  });

  it('refuses a missing privacy consent and a bad email, storing nothing', async () => {
    const noPrivacy = await callAction(shop(), 'subscribeNewsletter', { email: 'senza@example.com' }, { ip: '10.3.0.3' });
    expect(noPrivacy.body).toEqual({ error: true, message: 'Devi accettare la privacy per iscriverti alla newsletter' });
    const falsePrivacy = await callAction(
      shop(),
      'subscribeNewsletter',
      { email: 'senza@example.com', privacy: false },
      { ip: '10.3.0.3' },
    );
    expect(falsePrivacy.status).toBe(400);
    const badEmail = await callAction(shop(), 'subscribeNewsletter', { email: 'abc', privacy: true }, { ip: '10.3.0.3' });
    expect(badEmail.status).toBe(400);
    expect(String(badEmail.body.message)).toContain("L'indirizzo email deve essere di almeno 5 caratteri");
    const rows = await shop()
      .database.db.select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'senza@example.com'));
    expect(rows).toHaveLength(0);
  });
});

/** A stand-in for the siteverify endpoint, speaking its protocol over real HTTP. */
async function startSiteVerify(): Promise<{ url: string; server: Server; bodies: URLSearchParams[] }> {
  const bodies: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(raw);
      bodies.push(form);
      const token = form.get('response') ?? '';
      const reply =
        form.get('secret') !== 'segreto-di-prova'
          ? { success: false }
          : token === 'umano'
            ? { success: true, score: 0.9, action: 'newsletter' }
            : token === 'altra-azione'
              ? { success: true, score: 0.9, action: 'login' }
              : { success: true, score: 0.1, action: 'newsletter' };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`, server, bodies };
}

describe('bot check with a configured secret', () => {
  let verify: Awaited<ReturnType<typeof startSiteVerify>>;
  let shop: TestShop;
  beforeAll(async () => {
    verify = await startSiteVerify();
    const botCheck = { ...testConfig().botCheck, secret: 'segreto-di-prova', siteKey: 'chiave-sito', verifyUrl: verify.url };
    shop = await createTestShop('pglite', { botCheck });
  }, 120_000);
  afterAll(async () => {
    await shop.close();
    await new Promise((resolve) => verify.server.close(resolve));
  });

  it.each([
    ['no token', null],
    ['a low score', 'robot'],
    ['a token for another action', 'altra-azione'],
  ])('refuses %s on newsletter, login and registration', async (_name, token) => {
    const news = await callAction(
      shop,
      'subscribeNewsletter',
      { email: 'bot@example.com', privacy: true, 'g-recaptcha-response': token },
      { ip: '10.4.0.1' },
    );
    expect(news.body).toEqual({ error: true, message: BOT_CHECK_FAILED });
    const login = await callAction(shop, 'login', { ...shop.config.demo, 'g-recaptcha-response': token }, { ip: '10.4.0.1' });
    expect(login.body).toEqual({ error: true, message: BOT_CHECK_FAILED });
    expect(
      await shop.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'bot@example.com')),
    ).toHaveLength(0);
  });

  it('tells the storefront the site key through the manifest', async () => {
    const manifest = await shop.app.inject({ method: 'GET', url: '/mf/remotes.json' });
    expect(manifest.json()).toMatchObject({ botCheckSiteKey: 'chiave-sito' });
  });

  it('lets a good token through, sending the secret and the token', async () => {
    const news = await callAction(
      shop,
      'subscribeNewsletter',
      { email: 'umano@example.com', privacy: true, 'g-recaptcha-response': 'umano' },
      { ip: '10.4.0.2' },
    );
    expect(news.body).toEqual({ error: false, message: NEWSLETTER_DONE });
    const login = await callAction(shop, 'login', { ...shop.config.demo, 'g-recaptcha-response': 'umano' }, { ip: '10.4.0.2' });
    expect(login.body.error).toBe(false);
    const last = verify.bodies[verify.bodies.length - 1];
    expect(last?.get('secret')).toBe('segreto-di-prova');
    expect(last?.get('response')).toBe('umano');
  });
});
