import { sessionPayloadSchema } from '@shop/shared/contracts';
import { eq } from 'drizzle-orm';
import { customerSessions } from '../core/db/schema';
import { hashToken } from './data/sessions';
import { describeEachDatabase, type TestShop } from '../../test/support/test-shop';
import { serverText } from '../core/http/messages';

const LOGIN_FAILED = serverText('ita', 'loginFailed');

const action = (name: string) => `/Apps/WebObjects/Shop.woa/wa/AccountAction/${name}`;

async function call(shop: TestShop, name: string, payload: object, headers: Record<string, string> = {}, ip = '10.0.0.1') {
  const response = await shop.app.inject({ method: 'POST', url: action(name), payload, headers, remoteAddress: ip });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describeEachDatabase('session actions', (shop) => {
  it('logs in with the right password and gives a token stored only as its hash', async () => {
    const { demo } = shop().config;
    const { status, body } = await call(shop(), 'login', { email: demo.email.toUpperCase(), password: demo.password });
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: false, xtcountrycode: 'IT' });
    const token = String(body.xtstoredsession);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const stored = await shop()
      .database.db.select()
      .from(customerSessions)
      .where(eq(customerSessions.tokenHash, hashToken(token)));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('answers a wrong password and an unknown email with the same message', async () => {
    const wrong = await call(shop(), 'login', { email: shop().config.demo.email, password: 'Sbagliata!1' }, {}, '10.0.0.2');
    const unknown = await call(shop(), 'login', { email: 'nessuno@example.com', password: 'Sbagliata!1' }, {}, '10.0.0.2');
    expect(wrong.body).toEqual({ error: true, message: LOGIN_FAILED });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a malformed login body with a clear message', async () => {
    const { status, body } = await call(shop(), 'login', { email: 'a', password: 'x', extra: 1 }, {}, '10.0.0.3');
    expect(status).toBe(400);
    expect(String(body.message)).toMatch(/email|Campo non ammesso/);
  });

  it('restores a stored session with the user and favourites, never the password hash', async () => {
    const { demo } = shop().config;
    const login = await call(shop(), 'login', demo, {}, '10.0.0.4');
    const token = String(login.body.xtstoredsession);
    const { body } = await call(shop(), 'storedSession', { xtstoredsession: token });
    const session = sessionPayloadSchema.parse(body);
    expect(session.error).toBe(false);
    expect(session.user).toMatchObject({ email: demo.email, name: 'Giulia', destination: { town: 'Milano', country: 'IT' } });
    expect(session.favorites.length).toBe(3);
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
  });

  it('refuses an unknown token and forgets a logged-out one', async () => {
    const unknown = await call(shop(), 'storedSession', { xtstoredsession: 'x'.repeat(43) });
    expect(unknown.body).toMatchObject({ error: true, user: null, favorites: [] });

    const login = await call(shop(), 'login', shop().config.demo, {}, '10.0.0.5');
    const token = String(login.body.xtstoredsession);
    const out = await call(shop(), 'logout', {}, { authorization: `Bearer ${token}` });
    expect(out.body).toEqual({ error: false });
    const after = await call(shop(), 'storedSession', { xtstoredsession: token });
    expect(after.body).toMatchObject({ error: true, user: null });
  });

  it('limits login attempts from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await call(shop(), 'login', { email: 'x@example.com', password: 'Sbagliata!1' }, {}, '10.9.9.9')).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const limited = await call(shop(), 'login', { email: 'x@example.com', password: 'Sbagliata!1' }, {}, '10.9.9.9');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: true, message: 'Troppi tentativi, riprova tra qualche minuto' });
  });
});
