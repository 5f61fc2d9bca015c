import { BACKOFFICE_MESSAGES, MESSAGES } from '@shop/shared/contracts';
import { count, eq } from 'drizzle-orm';
import { openDatabase } from '../core/db/client';
import * as schema from '../core/db/schema';
import {
  addStaff,
  disableStaff,
  enableStaff,
  findStaffRecord,
  parseStaffArgs,
  passwordProblem,
  runStaffCommand,
  setStaffPassword,
  StaffAdminError,
} from './staff-admin';
import { describeEachDatabase, testConfig, type TestShop } from '../../test/support/test-shop';

const wa = (action: string) => `/Apps/WebObjects/Shop.woa/wa/${action}`;

let address = 0;
/** Each request from its own address, so the per-address login limits stay out of the way. */
async function post(shop: TestShop, action: string, payload: object, headers: Record<string, string> = {}) {
  address += 1;
  const response = await shop.app.inject({
    method: 'POST',
    url: wa(action),
    payload,
    headers,
    remoteAddress: `10.77.${Math.floor(address / 250)}.${(address % 250) + 1}`,
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function login(shop: TestShop, email: string, password: string) {
  const reply = await post(shop, 'StaffAction/login', { email, password });
  return { ...reply, headers: { 'x-staff-session': String(reply.body.wosid) } };
}

async function sessionsOf(shop: TestShop, email: string): Promise<number> {
  const [row] = await shop.database.db
    .select({ n: count() })
    .from(schema.staffSessions)
    .innerJoin(schema.staffUsers, eq(schema.staffUsers.id, schema.staffSessions.staffId))
    .where(eq(schema.staffUsers.email, email));
  return row?.n ?? 0;
}

const config = testConfig();
const noPassword = () => Promise.reject(new Error('no password should be asked for'));

describe('staff command line', () => {
  it('reads the commands, lower-casing the email', () => {
    expect(parseStaffArgs(['add', 'Anna@Negozio.IT', '--name', 'Anna Rossi'])).toEqual({
      command: 'add',
      email: 'anna@negozio.it',
      name: 'Anna Rossi',
    });
    expect(parseStaffArgs(['add', 'anna@negozio.it'])).toEqual({ command: 'add', email: 'anna@negozio.it', name: '' });
    expect(parseStaffArgs(['password', 'anna@negozio.it'])).toEqual({ command: 'password', email: 'anna@negozio.it' });
    expect(parseStaffArgs(['disable', 'anna@negozio.it'])).toEqual({ command: 'disable', email: 'anna@negozio.it' });
    expect(parseStaffArgs(['enable', 'anna@negozio.it'])).toEqual({ command: 'enable', email: 'anna@negozio.it' });
    expect(parseStaffArgs(['list'])).toEqual({ command: 'list' });
  });

  it('never takes a password from the arguments', () => {
    expect(() => parseStaffArgs(['add', 'anna@negozio.it', 'Bottega!2026'])).toThrow(/la password non si scrive sulla riga di comando/);
    expect(() => parseStaffArgs(['password', 'anna@negozio.it', 'Bottega!2026'])).toThrow(StaffAdminError);
    expect(() => parseStaffArgs(['add', 'anna@negozio.it', '--password', 'Bottega!2026'])).toThrow(/--password/);
    expect(() => parseStaffArgs(['add', 'anna@negozio.it', '--password=Bottega!2026'])).toThrow(StaffAdminError);
    expect(() => parseStaffArgs(['add', 'anna@negozio.it', '-p', 'Bottega!2026'])).toThrow(StaffAdminError);
  });

  it('refuses unknown commands, missing or invalid emails and misplaced options', () => {
    expect(() => parseStaffArgs([])).toThrow(/Uso:/);
    expect(() => parseStaffArgs(['remove', 'anna@negozio.it'])).toThrow(/Uso:/);
    expect(() => parseStaffArgs(['add'])).toThrow(/email non valida/);
    expect(() => parseStaffArgs(['disable', 'not-an-email'])).toThrow(/email non valida/);
    expect(() => parseStaffArgs(['disable', 'anna@negozio.it', '--name', 'Anna'])).toThrow(/--name vale solo per add/);
  });

  it("enforces the shop's password rules and refuses the demo passwords", () => {
    expect(passwordProblem('Bottega!2026', config)).toBeNull();
    expect(passwordProblem('', config)).toBe(MESSAGES.passwordRequired);
    expect(passwordProblem('Ab1!', config)).toBe(MESSAGES.passwordMin);
    expect(passwordProblem('bottega2026', config)).toBe(MESSAGES.passwordStrength);
    expect(passwordProblem('Staff!2345', config)).toMatch(/password dimostrativa/);
    expect(passwordProblem('Demo!2345', config)).toMatch(/password dimostrativa/);
    const configured = { ...config, staff: { email: 'capo@negozio.it', password: 'Configurata!1' } };
    expect(passwordProblem('Configurata!1', configured)).toMatch(/password dimostrativa/);
  });

  it('adds nobody to an empty database: the server would then skip the starting catalogue', async () => {
    const database = await openDatabase({ pgliteDir: null });
    try {
      await database.migrate(config.migrationsDir);
      const command = parseStaffArgs(['add', 'anna@negozio.it']);
      await expect(runStaffCommand(database.db, config, command, () => Promise.resolve('Bottega!2026'))).rejects.toThrow(
        /il database è vuoto/,
      );
      expect(await findStaffRecord(database.db, 'anna@negozio.it')).toBeNull();
    } finally {
      await database.close();
    }
  }, 60_000);
});

describeEachDatabase('staff administration', (shop) => {
  it('adds a member who can sign in at once; refuses a second one with the same email', async () => {
    const added = await addStaff(shop().database.db, config, {
      email: ' Anna@Negozio.it ',
      name: ' Anna Rossi ',
      password: 'Bottega!2026',
    });
    expect(added).toMatchObject({ email: 'anna@negozio.it', name: 'Anna Rossi', disabledAt: null });
    const [row] = await shop().database.db.select().from(schema.staffUsers).where(eq(schema.staffUsers.email, 'anna@negozio.it'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('Bottega');

    const signedIn = await login(shop(), 'anna@negozio.it', 'Bottega!2026');
    expect(signedIn).toMatchObject({ status: 200, body: { error: false, staff: { email: 'anna@negozio.it', name: 'Anna Rossi' } } });

    await expect(addStaff(shop().database.db, config, { email: 'anna@negozio.it', password: 'Altra!2026x' })).rejects.toThrow(/esiste già/);
    await expect(runStaffCommand(shop().database.db, config, parseStaffArgs(['add', 'anna@negozio.it']), noPassword)).rejects.toThrow(
      /esiste già/,
    );
  });

  it('refuses weak and demo passwords and stores nothing', async () => {
    const db = shop().database.db;
    await expect(addStaff(db, config, { email: 'weak@negozio.it', password: 'password' })).rejects.toThrow(MESSAGES.passwordStrength);
    await expect(addStaff(db, config, { email: 'weak@negozio.it', password: 'Staff!2345' })).rejects.toThrow(/password dimostrativa/);
    expect(await findStaffRecord(db, 'weak@negozio.it')).toBeNull();
    await expect(setStaffPassword(db, config, 'anna@negozio.it', 'Demo!2345')).rejects.toThrow(/password dimostrativa/);
  });

  it('sets a new password: the old one stops working and open sessions end', async () => {
    const before = await login(shop(), 'anna@negozio.it', 'Bottega!2026');
    expect((await post(shop(), 'StaffAction/session', {}, before.headers)).status).toBe(200);

    const output = await runStaffCommand(shop().database.db, config, parseStaffArgs(['password', 'anna@negozio.it']), () =>
      Promise.resolve('Nuova!Bottega7'),
    );
    expect(output).toMatch(/password di anna@negozio.it cambiata/);
    expect(await sessionsOf(shop(), 'anna@negozio.it')).toBe(0);
    expect((await post(shop(), 'StaffAction/session', {}, before.headers)).status).toBe(401);
    expect((await login(shop(), 'anna@negozio.it', 'Bottega!2026')).status).toBe(401);
    expect((await login(shop(), 'anna@negozio.it', 'Nuova!Bottega7')).status).toBe(200);

    await expect(setStaffPassword(shop().database.db, config, 'nobody@negozio.it', 'Nuova!Bottega7')).rejects.toThrow(/nessun membro/);
  });

  it('disables a member: sign-in answers as for a wrong password and every session ends; enable lets them back', async () => {
    const first = await login(shop(), 'anna@negozio.it', 'Nuova!Bottega7');
    const second = await login(shop(), 'anna@negozio.it', 'Nuova!Bottega7');
    expect(await sessionsOf(shop(), 'anna@negozio.it')).toBeGreaterThanOrEqual(2);

    const output = await runStaffCommand(shop().database.db, config, parseStaffArgs(['disable', 'anna@negozio.it']), noPassword);
    expect(output).toMatch(/anna@negozio.it disattivato/);
    expect((await findStaffRecord(shop().database.db, 'anna@negozio.it'))?.disabledAt).toBeInstanceOf(Date);
    expect(await sessionsOf(shop(), 'anna@negozio.it')).toBe(0);
    for (const session of [first, second]) {
      expect(await post(shop(), 'StaffAction/session', {}, session.headers)).toMatchObject({
        status: 401,
        body: { message: BACKOFFICE_MESSAGES.accessDenied },
      });
    }
    const refused = await login(shop(), 'anna@negozio.it', 'Nuova!Bottega7');
    const wrong = await login(shop(), shop().config.staff.email, 'Sbagliata!123');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual(wrong.body);
    expect(refused.body).toEqual({ error: true, message: BACKOFFICE_MESSAGES.loginFailed });

    // Disabling again keeps the first date; a new password leaves the member disabled.
    const disabledAt = (await findStaffRecord(shop().database.db, 'anna@negozio.it'))?.disabledAt;
    expect((await disableStaff(shop().database.db, 'anna@negozio.it')).disabledAt).toEqual(disabledAt);
    await setStaffPassword(shop().database.db, config, 'anna@negozio.it', 'Ancora!Bottega8');
    expect((await login(shop(), 'anna@negozio.it', 'Ancora!Bottega8')).status).toBe(401);

    const list = await runStaffCommand(shop().database.db, config, parseStaffArgs(['list']), noPassword);
    expect(list).toMatch(/^anna@negozio\.it\tAnna Rossi\tdisattivato \d{4}-/m);
    expect(list).toMatch(new RegExp(`^${shop().config.staff.email.replace('.', '\\.')}\\t.*\\tattivo$`, 'm'));

    await enableStaff(shop().database.db, 'anna@negozio.it');
    expect((await login(shop(), 'anna@negozio.it', 'Ancora!Bottega8')).status).toBe(200);
    await expect(disableStaff(shop().database.db, 'nobody@negozio.it')).rejects.toThrow(/nessun membro/);
  });

  it('a session that survived somehow still counts for nothing once its member is disabled', async () => {
    const db = shop().database.db;
    const session = await login(shop(), 'anna@negozio.it', 'Ancora!Bottega8');
    await db.update(schema.staffUsers).set({ disabledAt: new Date() }).where(eq(schema.staffUsers.email, 'anna@negozio.it'));
    expect((await post(shop(), 'StaffAction/session', {}, session.headers)).status).toBe(401);
    await enableStaff(db, 'anna@negozio.it');
  });
});
