import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { accountActionLimits } from '../../app/action-registry';
import { buildApp } from '../../app/app';
import { READ_LIMIT } from '../../catalogue/routes/api-read';
import { TRACKING_LIMIT } from '../../orders/carrier-routes';
import type { Db } from '../db/client';
import { callAction, italianPrivate } from '../../../test/support/account-fixtures';
import { describeEachDatabase, testConfig } from '../../../test/support/test-shop';
import { SIGN_IN_ALLOWANCE } from '../../account/login-throttle';
import { serverText } from './messages';

const TOO_MANY = { ita: serverText('ita', 'tooMany'), eng: serverText('eng', 'tooMany') };

const noDatabase = {} as Db;
const missing = path.join(tmpdir(), 'no-such-build');
const action = (name: string) => `/Apps/WebObjects/Shop.woa/wa/AccountAction/${name}`;

async function appWithFactor(rateLimitFactor: number): Promise<FastifyInstance> {
  const config = testConfig({ shellDist: missing, remoteDist: () => missing, rateLimitFactor });
  const app = await buildApp({ db: noDatabase, config, logger: false });
  await app.ready();
  return app;
}

/**
 * Replies to `count` calls from one address, alternating the two legacy paths of the action (they
 * share one bucket); an empty body is refused (400) before any database work.
 */
async function statuses(app: FastifyInstance, name: string, count: number, ip: string, language?: string) {
  const replies = [];
  for (let i = 0; i < count; i += 1) {
    const headers = language ? { 'x-language-code': language } : {};
    const url = i % 2 === 0 ? action(name) : `/wa/AccountAction/${name}`;
    replies.push(await app.inject({ method: 'POST', url, payload: {}, remoteAddress: ip, headers }));
  }
  return replies;
}

describe('per-address limits of the actions open to abuse', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithFactor(1);
  });
  afterAll(() => app.close());

  it('covers login, recovery, contact, newsletter, confirmCart, registration and the email check', () => {
    for (const name of ['login', 'passwordRestore', 'contact', 'subscribeNewsletter', 'confirmCart', 'createAccount', 'emailValidation']) {
      expect(accountActionLimits[name as keyof typeof accountActionLimits]).toBeDefined();
    }
  });

  for (const [name, limit] of Object.entries(accountActionLimits)) {
    it(`${name}: ${limit.max} calls per ${limit.minutes} minutes from one address on either path, then 429 with a message`, async () => {
      const ip = `10.77.${Object.keys(accountActionLimits).indexOf(name)}.1`;
      const replies = await statuses(app, name, limit.max + 1, ip);
      expect(replies.slice(0, limit.max).map((r) => r.statusCode)).toEqual(Array(limit.max).fill(400));
      const limited = replies[limit.max]!;
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ error: true, message: TOO_MANY.ita });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      const english = await statuses(app, name, 1, ip, 'eng');
      expect(english[0]!.json()).toMatchObject({ error: true, message: 'Too many attempts, please try again in a few minutes' });
      // Another address is not affected.
      expect((await statuses(app, name, 1, `${ip}0`))[0]!.statusCode).toBe(400);
    });
  }

  it('does not believe a forwarded address: changing X-Forwarded-For does not escape the limit', async () => {
    const max = accountActionLimits.login!.max;
    const replies = [];
    for (let i = 0; i <= max; i += 1) {
      replies.push(
        await app.inject({
          method: 'POST',
          url: action('login'),
          payload: {},
          remoteAddress: '10.78.0.1',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        }),
      );
    }
    expect(replies[max]!.statusCode).toBe(429);
  });
});

describe('per-address limits of the catalogue reads and the carriers’ tracking events', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithFactor(1);
  });
  afterAll(() => app.close());

  it(`allows ${READ_LIMIT.max} reads per ${READ_LIMIT.minutes} minute from one address over both paths, then 429 with a message`, async () => {
    const read = (i: number, ip: string) =>
      app.inject({ method: 'POST', url: i % 2 ? '/wa/API/read' : '/Apps/WebObjects/Shop.woa/wa/API/read', payload: {}, remoteAddress: ip });
    const statuses: number[] = [];
    for (let i = 0; i < READ_LIMIT.max; i += 1) statuses.push((await read(i, '10.85.0.1')).statusCode);
    expect(statuses.every((status) => status === 400)).toBe(true); // refused by the contract, before any database work
    const limited = await read(0, '10.85.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: true, message: TOO_MANY.ita });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await read(0, '10.85.0.2')).statusCode).toBe(400);
  });

  it(`allows ${TRACKING_LIMIT.max} carrier tracking events per ${TRACKING_LIMIT.minutes} minute from one address, then 429`, async () => {
    // A carrier with no secret configured is refused (404) before any database work.
    const send = (ip: string) =>
      app.inject({ method: 'POST', url: '/carriers/brt/tracking', payload: {}, remoteAddress: ip, headers: { 'x-language-code': 'eng' } });
    const statuses: number[] = [];
    for (let i = 0; i < TRACKING_LIMIT.max; i += 1) statuses.push((await send('10.86.0.1')).statusCode);
    expect(statuses.every((status) => status === 404)).toBe(true);
    const limited = await send('10.86.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: true, message: TOO_MANY.eng });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('10.86.0.2')).statusCode).toBe(404);
  });
});

describe('RATE_LIMIT_FACTOR', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithFactor(3);
  });
  afterAll(() => app.close());

  it('scales every limit, which still bites', async () => {
    const max = accountActionLimits.confirmCart!.max * 3;
    const replies = await statuses(app, 'confirmCart', max + 1, '10.79.0.1');
    expect(replies.slice(0, max).every((r) => r.statusCode === 400)).toBe(true);
    expect(replies[max]!.statusCode).toBe(429);
  });
});

describeEachDatabase('per-email limits', (shop) => {
  it('refuses most of 60 wrong passwords for one account sent at once from 20 addresses, and lets the owner in after the lock', async () => {
    const owner = italianPrivate('bersaglio.parallelo@example.com');
    expect((await callAction(shop(), 'createAccount', owner, { ip: '10.80.0.250' })).body).toMatchObject({ error: false });
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        shop().app.inject({
          method: 'POST',
          url: action('login'),
          payload: { email: i % 2 ? owner.email : ` ${owner.email.toUpperCase()} `, password: `Sbagliata!${i}` },
          remoteAddress: `10.80.0.${(i % 20) + 1}`,
        }),
      ),
    );
    const refused = guesses.filter((reply) => reply.statusCode === 429);
    const answered = guesses.filter((reply) => reply.statusCode === 200);
    // The allowance, and the one attempt beyond it that locks the account; the rest are refused at once.
    expect(answered).toHaveLength(SIGN_IN_ALLOWANCE + 1);
    expect(refused).toHaveLength(60 - SIGN_IN_ALLOWANCE - 1);
    for (const reply of answered) expect(reply.json()).toMatchObject({ error: true, message: serverText('ita', 'loginFailed') });
    for (const reply of refused) expect(reply.json()).toMatchObject({ error: true, message: TOO_MANY.ita });
    const retryAfter = Math.max(...refused.map((reply) => Number(reply.headers['retry-after'])));
    expect(retryAfter).toBeGreaterThan(0);

    // Once the lock ends, the owner signs in from their own address.
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    const signedIn = await callAction(shop(), 'login', { email: owner.email, password: owner.password }, { ip: '10.80.2.1' });
    expect(signedIn).toMatchObject({ status: 200, body: { error: false } });
  });

  it('locks a staff account the same way after its failed sign-ins from many addresses', async () => {
    const email = shop().config.staff.email;
    const staffLogin = (i: number) =>
      shop().app.inject({
        method: 'POST',
        url: '/wa/StaffAction/login',
        payload: { email, password: `Sbagliata!${i}` },
        remoteAddress: `10.86.0.${i + 1}`,
      });
    const codes = [];
    for (let i = 0; i < SIGN_IN_ALLOWANCE + 2; i += 1) codes.push((await staffLogin(i)).statusCode);
    expect(codes).toEqual([...Array(SIGN_IN_ALLOWANCE + 1).fill(401), 429]);
  });

  it('refuses the eleventh attempt on one account from one address, and only there', async () => {
    const perEmail = accountActionLimits.login!.perEmail!;
    const email = 'bersaglio@example.com';
    for (let i = 0; i < perEmail.max; i += 1) {
      const wrong = await callAction(shop(), 'login', { email, password: 'Sbagliata!1' }, { ip: '10.83.0.1' });
      expect(wrong.status).toBe(200);
    }
    const limited = await callAction(shop(), 'login', { email, password: 'Sbagliata!1' }, { ip: '10.83.0.1' });
    expect(limited).toEqual({ status: 429, body: expect.objectContaining({ error: true, message: TOO_MANY.ita }) });
    const elsewhere = await callAction(shop(), 'login', { email, password: 'Sbagliata!1' }, { ip: '10.83.0.2' });
    expect(elsewhere.status).toBe(200);
  });

  it('stops recovery mails to one mailbox and newsletter sign-ups of one address from many addresses', async () => {
    const restore = accountActionLimits.passwordRestore!.perEmail!;
    for (let i = 0; i < restore.max; i += 1) {
      const asked = await callAction(shop(), 'passwordRestore', { step: 1, email: 'casella@example.com' }, { ip: `10.81.0.${i + 1}` });
      expect(asked.status).toBe(200);
    }
    const mailBomb = await callAction(shop(), 'passwordRestore', { step: 1, email: 'casella@example.com' }, { ip: '10.81.1.1' });
    expect(mailBomb.status).toBe(429);

    const newsletter = accountActionLimits.subscribeNewsletter!.perEmail!;
    for (let i = 0; i < newsletter.max; i += 1) {
      const signed = await callAction(
        shop(),
        'subscribeNewsletter',
        { email: 'lista@example.com', privacy: true },
        { ip: `10.82.0.${i + 1}` },
      );
      expect(signed.status).toBe(200);
    }
    const again = await callAction(shop(), 'subscribeNewsletter', { email: 'lista@example.com', privacy: true }, { ip: '10.82.1.1' });
    expect(again.status).toBe(429);
  });

  it('limits confirmed carts per address, whatever the cart', async () => {
    const max = accountActionLimits.confirmCart!.max;
    const ip = '10.83.0.1';
    for (let i = 0; i < max; i += 1) {
      const empty = await callAction(shop(), 'confirmCart', { cart: { righe: [] } }, { ip });
      expect(empty.status).not.toBe(429);
    }
    const limited = await callAction(shop(), 'confirmCart', { cart: { righe: [] } }, { ip });
    expect(limited).toEqual({ status: 429, body: expect.objectContaining({ message: TOO_MANY.ita }) });
    const registration = await callAction(shop(), 'createAccount', italianPrivate('nuova.cliente@example.com'), { ip });
    expect(registration.status).toBe(200);
  });
});

describe('staff login limit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithFactor(1);
  });
  afterAll(() => app.close());

  it('allows 10 attempts a minute from one address over both paths, then 429 with a message', async () => {
    const replies = [];
    for (let i = 0; i < 11; i += 1) {
      const url = i % 2 === 0 ? '/wa/StaffAction/login' : '/Apps/WebObjects/Shop.woa/wa/StaffAction/login';
      replies.push(await app.inject({ method: 'POST', url, payload: {}, remoteAddress: '10.84.0.1' }));
    }
    expect(replies.slice(0, 10).every((r) => r.statusCode === 400)).toBe(true);
    expect(replies[10]!.statusCode).toBe(429);
    expect(replies[10]!.json()).toMatchObject({ error: true, message: TOO_MANY.ita });
  });
});
