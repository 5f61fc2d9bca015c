import { eq } from 'drizzle-orm';
import { loadConfig, type AppConfig } from '../core/config';
import * as schema from '../core/db/schema';
import { DEMO_PASSWORDS, knownDemoPasswords, productionProblems, readyForProduction, REFUSAL_PREFIX } from './production-checks';
import { hashPassword } from '../account/passwords';
import { disableStaff, enableStaff, setStaffPassword } from './staff-admin';
import { describeEachDatabase, type TestShop } from '../../test/support/test-shop';

const STAND_IN =
  'card payments would go to the stand-in gateway; set XPAY_ALIAS and XPAY_SECRET_KEY, or ALLOW_STAND_IN_GATEWAY=1 for a test installation';

const env = (values: Record<string, string>) => loadConfig({ LOG_LEVEL: 'silent', ...values });

describe('production configuration', () => {
  it('is production only with NODE_ENV=production', () => {
    expect(env({}).production).toBe(false);
    expect(env({ NODE_ENV: 'development' }).production).toBe(false);
    expect(env({ NODE_ENV: 'test' }).production).toBe(false);
    expect(env({ NODE_ENV: 'production' }).production).toBe(true);
  });

  it('allows the stand-in gateway only with ALLOW_STAND_IN_GATEWAY=1 (or true)', () => {
    expect(env({}).allowStandInGateway).toBe(false);
    expect(env({ ALLOW_STAND_IN_GATEWAY: '' }).allowStandInGateway).toBe(false);
    expect(env({ ALLOW_STAND_IN_GATEWAY: '0' }).allowStandInGateway).toBe(false);
    expect(env({ ALLOW_STAND_IN_GATEWAY: '1' }).allowStandInGateway).toBe(true);
    expect(env({ ALLOW_STAND_IN_GATEWAY: 'true' }).allowStandInGateway).toBe(true);
    expect(() => env({ ALLOW_STAND_IN_GATEWAY: 'yes' })).toThrow(/ALLOW_STAND_IN_GATEWAY/);
  });

  it('knows the shipped demo passwords and the configured ones', () => {
    expect(knownDemoPasswords(env({}))).toEqual(['Demo!2345', 'Staff!2345']);
    expect(knownDemoPasswords(env({ STAFF_PASSWORD: 'Negozio!77', DEMO_PASSWORD: 'Demo!2345' }))).toEqual([
      'Demo!2345',
      'Staff!2345',
      'Negozio!77',
    ]);
    expect(DEMO_PASSWORDS).toEqual([env({}).demo.password, env({}).staff.password]);
  });
});

const NO_PUBLIC_URL =
  "PUBLIC_URL is not set; set it to the shop's public origin (such as https://www.example.it): the payment gateway's return and notification addresses, canonical links, sitemaps and links in mails are made from it, never from a request's Host";

/** The shop's configuration as an operator would set it, read from the environment like the server does. */
function production(shop: TestShop, values: Record<string, string> = {}): AppConfig {
  const config = env({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.atelier-lanterna.example', ...values });
  return { ...config, migrationsDir: shop.config.migrationsDir };
}

const REAL_GATEWAY = { XPAY_ALIAS: 'ALIAS_NEGOZIO', XPAY_SECRET_KEY: 'chiave-segreta-del-negozio' };

describeEachDatabase('production checks', (shop) => {
  it('finds the stand-in gateway, the demo staff user and the demo customer of a demo database', async () => {
    const problems = await productionProblems(shop().database.db, production(shop()));
    expect(problems).toEqual([
      STAND_IN,
      "staff user staff@shop.test has a known demo password; give it a new one with 'node server/dist/staff.js password staff@shop.test' or disable it with 'node server/dist/staff.js disable staff@shop.test'",
      'the demo customer demo@shop.test has a known demo password; delete that customer or change its password, or start production on an empty database',
    ]);
  });

  it('refuses to start in production with one line per problem', async () => {
    const lines: string[] = [];
    expect(await readyForProduction(shop().database.db, production(shop()), (line) => lines.push(line))).toBe(false);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(`refusing to start in production: ${STAND_IN}`);
    expect(lines.every((line) => line.startsWith(REFUSAL_PREFIX))).toBe(true);
  });

  it('checks nothing outside production', async () => {
    const lines: string[] = [];
    expect(await readyForProduction(shop().database.db, env({}), (line) => lines.push(line))).toBe(true);
    expect(lines).toEqual([]);
  });

  it('refuses to start without PUBLIC_URL, whatever else is right', async () => {
    const config = production(shop(), { ...REAL_GATEWAY, PUBLIC_URL: '' });
    const problems = await productionProblems(shop().database.db, config);
    expect(problems[0]).toBe(NO_PUBLIC_URL);
    expect(await productionProblems(shop().database.db, production(shop(), REAL_GATEWAY))).not.toContain(NO_PUBLIC_URL);
    // Outside production the shop falls back on the address it listens at: nothing to refuse.
    expect(await readyForProduction(shop().database.db, env({ PUBLIC_URL: '' }), () => undefined)).toBe(true);
  });

  it('refuses to start with a development server (DEV_ORIGIN) set', async () => {
    const config = production(shop(), { ...REAL_GATEWAY, DEV_ORIGIN: 'http://127.0.0.1:3101' });
    const problems = await productionProblems(shop().database.db, config);
    expect(problems[0]).toMatch(/^DEV_ORIGIN is set \(http:\/\/127\.0\.0\.1:3101\); it is for a team's development server only/);
    expect(await productionProblems(shop().database.db, production(shop(), REAL_GATEWAY))).not.toContainEqual(
      expect.stringMatching(/DEV_ORIGIN/),
    );
  });

  it('takes the stand-in gateway with ALLOW_STAND_IN_GATEWAY=1 or with merchant credentials', async () => {
    const allowed = await productionProblems(shop().database.db, production(shop(), { ALLOW_STAND_IN_GATEWAY: '1' }));
    expect(allowed).not.toContain(STAND_IN);
    expect(allowed).toHaveLength(2);
    const real = await productionProblems(shop().database.db, production(shop(), REAL_GATEWAY));
    expect(real).not.toContain(STAND_IN);
    expect(real).toHaveLength(2);
    // Only one of the two credentials is still the stand-in.
    const half = await productionProblems(shop().database.db, production(shop(), { XPAY_ALIAS: 'ALIAS_NEGOZIO' }));
    expect(half).toContain(STAND_IN);
  });

  it('finds a demo password on any staff member that can sign in, and on a configured demo password', async () => {
    const db = shop().database.db;
    await db.insert(schema.staffUsers).values([
      { email: 'marco@negozio.it', name: 'Marco', passwordHash: await hashPassword('Demo!2345') },
      { email: 'luca@negozio.it', name: 'Luca', passwordHash: await hashPassword('Negozio!77') },
      { email: 'sara@negozio.it', name: 'Sara', passwordHash: await hashPassword('Sara!Bottega9') },
    ]);
    const shipped = await productionProblems(db, production(shop(), REAL_GATEWAY));
    expect(shipped.filter((p) => p.startsWith('staff user')).map((p) => p.split(' ')[2])).toEqual(['marco@negozio.it', 'staff@shop.test']);
    const configured = await productionProblems(db, production(shop(), { ...REAL_GATEWAY, STAFF_PASSWORD: 'Negozio!77' }));
    expect(configured.filter((p) => p.startsWith('staff user')).map((p) => p.split(' ')[2])).toEqual([
      'luca@negozio.it',
      'marco@negozio.it',
      'staff@shop.test',
    ]);

    // A disabled member cannot sign in: their password no longer matters.
    await disableStaff(db, 'marco@negozio.it');
    const afterDisable = await productionProblems(db, production(shop(), REAL_GATEWAY));
    expect(afterDisable.filter((p) => p.startsWith('staff user')).map((p) => p.split(' ')[2])).toEqual(['staff@shop.test']);
    await enableStaff(db, 'marco@negozio.it');
    await setStaffPassword(db, production(shop()), 'marco@negozio.it', 'Marco!Bottega3');
  });

  it('starts once every known password is gone, the stand-in allowed', async () => {
    const db = shop().database.db;
    const config = production(shop(), { ALLOW_STAND_IN_GATEWAY: '1' });
    await setStaffPassword(db, config, 'staff@shop.test', 'Negozio!Vero42');
    expect(await productionProblems(db, config)).toEqual([
      'the demo customer demo@shop.test has a known demo password; delete that customer or change its password, or start production on an empty database',
    ]);
    await db
      .update(schema.customers)
      .set({ passwordHash: await hashPassword('Giulia!Nuova5') })
      .where(eq(schema.customers.email, 'demo@shop.test'));
    const lines: string[] = [];
    expect(await readyForProduction(db, config, (line) => lines.push(line))).toBe(true);
    expect(lines).toEqual([]);
    expect(await readyForProduction(db, production(shop(), REAL_GATEWAY), (line) => lines.push(line))).toBe(true);
    // Without the allowance the stand-in alone still refuses.
    expect(await productionProblems(db, production(shop()))).toEqual([STAND_IN]);
  });

  it('checks the demo customer under a configured DEMO_EMAIL too', async () => {
    const db = shop().database.db;
    await db.insert(schema.customers).values({ email: 'prova@negozio.it', passwordHash: await hashPassword('Prova!2345') });
    const config = production(shop(), { ...REAL_GATEWAY, DEMO_EMAIL: 'prova@negozio.it', DEMO_PASSWORD: 'Prova!2345' });
    expect(await productionProblems(db, config)).toEqual([
      'the demo customer prova@negozio.it has a known demo password; delete that customer or change its password, or start production on an empty database',
    ]);
    await db.delete(schema.customers).where(eq(schema.customers.email, 'prova@negozio.it'));
    expect(await productionProblems(db, config)).toEqual([]);
  });
});
