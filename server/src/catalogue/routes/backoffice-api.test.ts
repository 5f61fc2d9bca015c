import { MESSAGES } from '@shop/shared/contracts';
import { and, count, eq } from 'drizzle-orm';
import * as schema from '../../core/db/schema';
import { hashToken } from '../../account/data/sessions';
import { onCatalogueChange, type CatalogueChange } from '../../core/changes';
import { describeEachDatabase, type TestShop } from '../../../test/support/test-shop';

const wa = (action: string) => `/Apps/WebObjects/Shop.woa/wa/${action}`;

async function post(shop: TestShop, action: string, payload: object, headers: Record<string, string> = {}, ip = '10.1.0.1') {
  const response = await shop.app.inject({ method: 'POST', url: wa(action), payload, headers, remoteAddress: ip });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function staffSession(shop: TestShop): Promise<Record<string, string>> {
  const { staff } = shop.config;
  const { body } = await post(shop, 'StaffAction/login', { email: staff.email, password: staff.password });
  return { 'x-staff-session': String(body.wosid) };
}

async function customerSession(shop: TestShop): Promise<Record<string, string>> {
  const { demo } = shop.config;
  const { body } = await post(shop, 'AccountAction/login', { email: demo.email, password: demo.password });
  const token = String(body.xtstoredsession);
  return { authorization: `Bearer ${token}`, 'x-stored-session': token, 'x-admin': 'true' };
}

/** A fingerprint of everything a back-office write may touch. */
async function snapshot(shop: TestShop) {
  const { db } = shop.database;
  const discounts = await db.select().from(schema.sconto).orderBy(schema.sconto.codArticolo);
  const links = await db.select().from(schema.associazioneArticolo);
  const containers = await db.select({ id: schema.containers.id, t: schema.containers.titleIta }).from(schema.containers);
  const [audit] = await db.select({ n: count() }).from(schema.backofficeAudit);
  return JSON.stringify({ discounts, links: links.length, containers, audit: audit?.n });
}

async function twoCodes(shop: TestShop): Promise<[string, string]> {
  const rows = await shop.database.db.select({ c: schema.articolo.codArticolo }).from(schema.articolo).orderBy(schema.articolo.id).limit(2);
  return [rows[0]?.c ?? '', rows[1]?.c ?? ''];
}

describeEachDatabase('back-office access and writes', (shop) => {
  it('logs staff in with argon2id, stores only the hash of the session and expires it', async () => {
    const { staff } = shop().config;
    const wrong = await post(shop(), 'StaffAction/login', { email: staff.email, password: 'Wrong!2345' }, {}, '10.1.1.1');
    expect(wrong).toMatchObject({ status: 401, body: { error: true, message: 'Email o password non corretti' } });
    const customer = shop().config.demo;
    const notStaff = await post(shop(), 'StaffAction/login', { email: customer.email, password: customer.password }, {}, '10.1.1.1');
    expect(notStaff.status).toBe(401);

    const headers = await staffSession(shop());
    const token = headers['x-staff-session'] ?? '';
    const [row] = await shop()
      .database.db.select()
      .from(schema.staffSessions)
      .where(eq(schema.staffSessions.tokenHash, hashToken(token)));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * 3_600_000);
    expect((await post(shop(), 'StaffAction/session', {}, headers)).status).toBe(200);

    await shop()
      .database.db.update(schema.staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.staffSessions.tokenHash, hashToken(token)));
    const expired = await post(shop(), 'StaffAction/session', {}, headers);
    expect(expired).toMatchObject({ status: 401, body: { message: 'Accesso negato, effettua nuovamente il login' } });
  });

  it('limits staff login attempts per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await post(shop(), 'StaffAction/login', { email: 'nobody@shop.test', password: 'x' }, {}, '10.9.9.9')).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[11]).toBe(429);
  });

  it('refuses every write and read without a staff session, with a customer session or with only the admin header', async () => {
    const [a, b] = await twoCodes(shop());
    const bodies: [string, object][] = [
      ['API/update', { entity: 'Sconto', codArticolo: a, percentuale: 30 }],
      ['API/update', { entity: 'Sconto', expression: {}, percentuale: 50 }],
      ['API/delete', { entity: 'Sconto', codArticolo: a, percentuale: 0 }],
      ['API/create', { entity: 'AssociazioneArticolo', codArticolo1: a, codArticolo2: b, motivo: 'accessorio' }],
      ['API/delete', { entity: 'AssociazioneArticolo', codArticolo1: a, codArticolo2: b, motivo: 'accessorio' }],
      ['API/update', { entity: 'Container', id: 1, fields: { title: 'Rubato' } }],
      ['API/create', { entity: 'Container', fields: { name: 'x', containerClass: 'SECTION' } }],
      ['API/delete', { entity: 'Container', id: 1 }],
    ];
    const customer = await customerSession(shop());
    const callers: Record<string, string>[] = [
      {},
      { 'x-admin': 'true' },
      customer,
      { 'x-staff-session': customer['x-stored-session'] ?? '' },
      { 'x-staff-session': 'not-a-real-session-id-at-all-000000' },
    ];
    const before = await snapshot(shop());
    for (const headers of callers) {
      for (const [action, body] of bodies) {
        const reply = await post(shop(), action, body, headers);
        expect([action, reply.status, reply.body.message]).toEqual([action, 401, 'Accesso negato, effettua nuovamente il login']);
      }
      const read = await post(shop(), 'StaffAPI/read', { entity: 'ArticoloBackoffice', pagination: { page: 1, limit: 30 } }, headers);
      expect(read.status).toBe(401);
    }
    expect(await snapshot(shop())).toBe(before);
  });

  it('validates the discount: numeric, 0 to 90, decimal comma accepted; bad input changes nothing', async () => {
    const headers = await staffSession(shop());
    const [a] = await twoCodes(shop());
    const before = await snapshot(shop());
    const high = await post(shop(), 'API/update', { entity: 'Sconto', codArticolo: a, percentuale: '95' }, headers);
    expect(high.status).toBe(400);
    expect(high.body.message).toContain(MESSAGES.discountRange);
    const text = await post(shop(), 'API/update', { entity: 'Sconto', codArticolo: a, percentuale: 'abc' }, headers);
    expect(text.body.message).toContain(MESSAGES.discountNumeric);
    expect(await snapshot(shop())).toBe(before);

    const changes: CatalogueChange[] = [];
    const stop = onCatalogueChange((change) => changes.push(change));
    const ok = await post(shop(), 'API/update', { entity: 'Sconto', codArticolo: a, percentuale: '20,5' }, headers);
    stop();
    expect(ok).toMatchObject({ status: 200, body: { error: false, changed: 1 } });
    // Caches hear about the committed change, and about no refused one.
    expect(changes).toEqual([{ kind: 'sconto', codArticoli: [a] }]);
    const [row] = await shop().database.db.select().from(schema.sconto).where(eq(schema.sconto.codArticolo, a));
    expect(row?.percentuale).toBe('20.50');

    // The storefront read sees the new price at once.
    const read = await shop().app.inject({
      method: 'POST',
      url: wa('API/read'),
      payload: { entity: 'Articolo', expression: { codArticolo: a } },
    });
    const [article] = read.json<{ records: { percentualeSconto: number; prezzo: { prezzoListinoCli: number; prezzoVendita: number } }[] }>()
      .records;
    expect(article?.percentualeSconto).toBe(20.5);
    expect(article?.prezzo.prezzoVendita).toBeCloseTo(Math.round((article?.prezzo.prezzoListinoCli ?? 0) * 79.5) / 100, 2);

    const audit = await post(shop(), 'StaffAPI/read', { entity: 'Audit', expression: { codArticolo: a } }, headers);
    const entries = audit.body.records as { staffEmail: string; action: string; detail: string }[];
    expect(entries[0]).toMatchObject({ staffEmail: shop().config.staff.email, action: 'sconto' });
    expect(JSON.parse(entries[0]?.detail ?? '{}')).toMatchObject({ a: 20.5 });
  });

  it('applies a bulk discount to every filtered article in one go', async () => {
    const headers = await staffSession(shop());
    const list = await post(
      shop(),
      'StaffAPI/read',
      { entity: 'ArticoloBackoffice', expression: { codFamigliaArticolo: 'MG' }, pagination: { page: 1, limit: 0 } },
      headers,
    );
    const total = Number(list.body.totalCount);
    expect(total).toBeGreaterThan(0);
    const reply = await post(
      shop(),
      'API/update',
      { entity: 'Sconto', expression: { codFamigliaArticolo: 'MG' }, percentuale: 15 },
      headers,
    );
    expect(reply.body).toMatchObject({ error: false, changed: total });
    const after = await post(
      shop(),
      'StaffAPI/read',
      { entity: 'ArticoloBackoffice', expression: { codFamigliaArticolo: 'MG' }, pagination: { page: 1, limit: 0 } },
      headers,
    );
    const rows = after.body.records as { percentualeSconto: number | null; codFamigliaArticolo: string }[];
    expect(rows.every((row) => row.percentualeSconto === 15 && row.codFamigliaArticolo === 'MG')).toBe(true);

    const unknown = await post(shop(), 'API/update', { entity: 'Sconto', codArticoli: ['NOPE-1'], percentuale: 10 }, headers);
    expect(unknown.status).toBe(404);
  });

  it('lists articles with filters, the admin page size and both list prices', async () => {
    const headers = await staffSession(shop());
    const page = await post(shop(), 'StaffAPI/read', { entity: 'ArticoloBackoffice', pagination: { page: 2, limit: 10 } }, headers);
    expect(page.body).toMatchObject({ currentPage: 2, pageItems: 10 });
    const rows = page.body.records as { prezzoB2C: number; prezzoB2I: number; title: string }[];
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => row.prezzoB2C > 0 && row.prezzoB2I > 0 && row.title.length > 0)).toBe(true);
    const discounted = await post(
      shop(),
      'StaffAPI/read',
      { entity: 'ArticoloBackoffice', expression: { scontati: false }, pagination: { page: 1, limit: 90 } },
      headers,
    );
    expect((discounted.body.records as { percentualeSconto: number | null }[]).every((row) => row.percentualeSconto === null)).toBe(true);
    const suggest = await post(shop(), 'StaffAPI/read', { entity: 'ArticoloSuggerimento', expression: { text: 'ab' } }, headers);
    expect(suggest.status).toBe(400);
    const [a] = await twoCodes(shop());
    const found = await post(shop(), 'StaffAPI/read', { entity: 'ArticoloSuggerimento', expression: { text: a.slice(0, 5) } }, headers);
    expect(found.status).toBe(200);
    expect((found.body.records as { codArticolo: string; title: string }[]).map((r) => r.codArticolo)).toContain(a);
  });

  it('links articles both ways in one transaction and refuses itself and twice', async () => {
    const headers = await staffSession(shop());
    const [a, b] = await twoCodes(shop());
    const { db } = shop().database;
    await db.delete(schema.associazioneArticolo).where(eq(schema.associazioneArticolo.codArticolo1, a));
    await db.delete(schema.associazioneArticolo).where(eq(schema.associazioneArticolo.codArticolo2, a));
    const link = { entity: 'AssociazioneArticolo', codArticolo1: a, codArticolo2: b, motivo: 'accessorio' };

    const self = await post(shop(), 'API/create', { ...link, codArticolo2: a }, headers);
    expect(self).toMatchObject({ status: 400 });
    expect(self.body.message).toContain(MESSAGES.associateSelf);

    expect((await post(shop(), 'API/create', link, headers)).status).toBe(200);
    const both = await db
      .select()
      .from(schema.associazioneArticolo)
      .where(and(eq(schema.associazioneArticolo.motivo, 'accessorio')));
    expect(
      both.filter((r) => (r.codArticolo1 === a && r.codArticolo2 === b) || (r.codArticolo1 === b && r.codArticolo2 === a)),
    ).toHaveLength(2);

    const twice = await post(shop(), 'API/create', { ...link, codArticolo1: b, codArticolo2: a }, headers);
    expect(twice).toMatchObject({ status: 409, body: { message: MESSAGES.associateTwice } });

    expect((await post(shop(), 'API/delete', link, headers)).body).toMatchObject({ error: false, changed: 2 });
    const [left] = await db.select({ n: count() }).from(schema.associazioneArticolo).where(eq(schema.associazioneArticolo.codArticolo1, a));
    expect(left?.n).toBe(0);
  });

  it('edits a container and sanitises its description', async () => {
    const headers = await staffSession(shop());
    const tree = await post(shop(), 'StaffAPI/read', { entity: 'ContainerTree' }, headers);
    const first = (tree.body.records as { id: number; name: string }[]).find((c) => c.name === 'taglie');
    expect(first).toBeDefined();
    const reply = await post(
      shop(),
      'API/update',
      { entity: 'Container', id: first?.id, fields: { title: 'Guida', description: '<p onclick="x()">Ciao<script>alert(1)</script></p>' } },
      headers,
    );
    expect(reply.status).toBe(200);
    const [row] = await shop()
      .database.db.select()
      .from(schema.containers)
      .where(eq(schema.containers.id, first?.id ?? 0));
    expect(row).toMatchObject({ titleIta: 'Guida', descriptionIta: '<p>Ciao</p>' });
    const bad = await post(
      shop(),
      'API/update',
      { entity: 'Container', id: first?.id, fields: { externalLink: 'javascript:alert(1)' } },
      headers,
    );
    expect(bad.status).toBe(400);
    // A route a browser would read as another site (tab, line break or carriage return dropped) is refused.
    for (const route of ['/\t/evil.example', '/\n/evil.example', '/\r/evil.example', '//evil.example']) {
      const sneaky = await post(shop(), 'API/update', { entity: 'Container', id: first?.id, fields: { route } }, headers);
      expect(sneaky.status).toBe(400);
    }
    const [after] = await shop()
      .database.db.select()
      .from(schema.containers)
      .where(eq(schema.containers.id, first?.id ?? 0));
    expect(after?.route).toBe(row?.route);
  });
});
