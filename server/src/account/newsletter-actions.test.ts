import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { customers, newsletterSubscriptions, newsletterConfirmations } from '../core/db/schema';
import { callAction } from '../../test/support/account-fixtures';
import { createTestShop, describeEachDatabase, testConfig, type TestShop, publicAt } from '../../test/support/test-shop';
import { serverText } from '../core/http/messages';
import { afterReplySettled } from '../core/http/after-reply';
import { WAITED, whileDatabaseHeld } from '../../test/support/held-database';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/support/smtp';

const BOT_CHECK_FAILED = serverText('ita', 'botCheckFailed');
const CHECK_MAIL = { ita: serverText('ita', 'newsletterCheckMail'), eng: serverText('eng', 'newsletterCheckMail') };
const CONFIRMED = { ita: serverText('ita', 'newsletterConfirmed'), eng: serverText('eng', 'newsletterConfirmed') };
const LINK_REFUSED = serverText('ita', 'newsletterLinkRefused');
const PUBLIC_URL = 'https://www.atelier-lanterna.example';

/** The confirmation link in a mail, and its token. */
function linkIn(mail: ReceivedMail): { url: string; token: string } {
  const url = /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';
  return { url, token: new URL(url || 'http://x').searchParams.get('token') ?? '' };
}

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
});

describeEachDatabase(
  'newsletter subscription with double opt-in',
  (shop, kind) => {
    const db = () => shop().database.db;
    const net = kind === 'pglite' ? '10.3.1' : '10.3.2';
    const subscribe = async (email: string, ip: string, extra: object = {}) => {
      const reply = await callAction(shop(), 'subscribeNewsletter', { email, privacy: true, ...extra }, { ip });
      await afterReplySettled();
      return reply;
    };
    const confirm = (token: string, ip = `${net}.99`) => callAction(shop(), 'confirmNewsletter', { token }, { ip });
    /** The first mail to `email` among those received from `since` on (the server's mails of both databases arrive here). */
    const mailTo = (email: string, since: number) => smtp.waitFor((m) => m.to.includes(email) && smtp.messages.indexOf(m) >= since);
    const subscribed = async (email: string) =>
      (await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];

    it('mails a link and subscribes the address only when the link is opened, once', async () => {
      const email = `lettrice.${kind}@example.com`;
      const since = smtp.messages.length;
      const asked = await subscribe(`Lettrice.${kind}@Example.com`, `${net}.1`, { languageCode: 'eng' });
      expect(asked).toEqual({ status: 200, body: { error: false, message: CHECK_MAIL.ita } });
      expect(await subscribed(email)).toBeUndefined();

      const mail = await mailTo(email, since);
      expect(mail.subject).toBe('Confirm your newsletter subscription');
      const { url, token } = linkIn(mail);
      expect(url).toBe(`${PUBLIC_URL}/account/newsletter?token=${token}&lang=en`);
      // Only the token's hash is kept.
      const [pending] = await db().select().from(newsletterConfirmations).where(eq(newsletterConfirmations.email, email));
      expect(pending?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(pending)).not.toContain(token);
      expect(Math.abs(pending!.expiresAt.getTime() - pending!.createdAt.getTime() - 48 * 3_600_000)).toBeLessThan(5_000);

      expect((await confirm(token)).body).toEqual({ error: false, message: CONFIRMED.ita });
      expect(await subscribed(email)).toMatchObject({ languageCode: 'eng', unsubscribedAt: null });
      expect((await confirm(token)).body).toEqual({ error: true, message: LINK_REFUSED });
    });

    it('answers an address already subscribed in the same words, and mails it that it is', async () => {
      const email = `abbonata.${kind}@example.com`;
      await subscribe(email, `${net}.2`);
      const first = await mailTo(email, 0);
      await confirm(linkIn(first).token);
      const pendingBefore = await db().select().from(newsletterConfirmations);

      const since = smtp.messages.length;
      const again = await callAction(shop(), 'subscribeNewsletter', { email, privacy: true }, { ip: `${net}.3` });
      const unknown = await callAction(
        shop(),
        'subscribeNewsletter',
        { email: `nuova.${kind}@example.com`, privacy: true },
        { ip: `${net}.4` },
      );
      expect(again).toEqual(unknown);
      expect(again).toEqual({ status: 200, body: { error: false, message: CHECK_MAIL.ita } });
      await afterReplySettled();
      const notice = await mailTo(email, since);
      expect(notice.text).toContain('questo indirizzo riceve già la newsletter di Atelier Lanterna');
      expect(notice.text).not.toMatch(/https?:\/\//);
      // No new link for the subscribed address; one for the new one.
      const pendingAfter = await db().select().from(newsletterConfirmations);
      expect(pendingAfter.filter((row) => row.email === email)).toHaveLength(pendingBefore.filter((row) => row.email === email).length);
      expect(pendingAfter.some((row) => row.email === `nuova.${kind}@example.com`)).toBe(true);
    });

    it('refuses an expired, an unknown and a malformed link', async () => {
      const email = `tardiva.${kind}@example.com`;
      await subscribe(email, `${net}.5`);
      const { token } = linkIn(await mailTo(email, 0));
      await db()
        .update(newsletterConfirmations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(newsletterConfirmations.email, email));
      expect((await confirm(token)).body).toEqual({ error: true, message: LINK_REFUSED });
      expect(await subscribed(email)).toBeUndefined();
      expect((await confirm('A'.repeat(43))).body).toEqual({ error: true, message: LINK_REFUSED });
      expect((await confirm('corto')).status).toBe(400);
      const english = await shop().app.inject({
        method: 'POST',
        url: '/Apps/WebObjects/Shop.woa/wa/AccountAction/confirmNewsletter',
        payload: { token },
        headers: { 'x-language-code': 'eng' },
        remoteAddress: `${net}.6`,
      });
      expect(english.json()).toEqual({ error: true, message: serverText('eng', 'newsletterLinkRefused') });
    });

    it('marks a registered customer as subscribed once the link is opened', async () => {
      const email = shop().config.demo.email;
      await db().update(customers).set({ newsletter: false }).where(eq(customers.email, email));
      const since = smtp.messages.length;
      await subscribe(email, `${net}.7`);
      const [before] = await db().select().from(customers).where(eq(customers.email, email));
      expect(before?.newsletter).toBe(false);
      const { token } = linkIn(await mailTo(email, since));
      expect((await confirm(token)).body.error).toBe(false);
      const [after] = await db().select().from(customers).where(eq(customers.email, email));
      expect(after?.newsletter).toBe(true);
    });

    it('refuses a missing privacy consent and a bad email, storing and mailing nothing', async () => {
      const before = smtp.messages.length;
      const noPrivacy = await callAction(shop(), 'subscribeNewsletter', { email: 'senza@example.com' }, { ip: `${net}.8` });
      expect(noPrivacy.body).toEqual({ error: true, message: 'Devi accettare la privacy per iscriverti alla newsletter' });
      const falsePrivacy = await callAction(
        shop(),
        'subscribeNewsletter',
        { email: 'senza@example.com', privacy: false },
        { ip: `${net}.8` },
      );
      expect(falsePrivacy.status).toBe(400);
      const badEmail = await callAction(shop(), 'subscribeNewsletter', { email: 'abc', privacy: true }, { ip: `${net}.8` });
      expect(badEmail.status).toBe(400);
      expect(String(badEmail.body.message)).toContain("L'indirizzo email deve essere di almeno 5 caratteri");
      await afterReplySettled();
      expect(await db().select().from(newsletterConfirmations).where(eq(newsletterConfirmations.email, 'senza@example.com'))).toEqual([]);
      expect(smtp.messages.length).toBe(before);
    });

    if (kind === 'pglite') {
      it('answers a subscribed and a new address before either is looked up', async () => {
        const email = `abbonata.${kind}@example.com`;
        const replies = await whileDatabaseHeld(db(), () =>
          Promise.all([
            callAction(shop(), 'subscribeNewsletter', { email, privacy: true }, { ip: `${net}.9` }),
            callAction(shop(), 'subscribeNewsletter', { email: 'mai.vista@example.com', privacy: true }, { ip: `${net}.10` }),
          ]),
        );
        expect(replies).not.toBe(WAITED);
        expect(replies).toEqual([
          { status: 200, body: { error: false, message: CHECK_MAIL.ita } },
          { status: 200, body: { error: false, message: CHECK_MAIL.ita } },
        ]);
        await afterReplySettled();
      });
    }
  },
  () => ({ ...publicAt(PUBLIC_URL), mail: { ...testConfig().mail, smtpUrl: smtp.url } }),
);

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
    expect(news.body).toEqual({ error: false, message: CHECK_MAIL.ita });
    const login = await callAction(shop, 'login', { ...shop.config.demo, 'g-recaptcha-response': 'umano' }, { ip: '10.4.0.2' });
    expect(login.body.error).toBe(false);
    const last = verify.bodies[verify.bodies.length - 1];
    expect(last?.get('secret')).toBe('segreto-di-prova');
    expect(last?.get('response')).toBe('umano');
  });
});
