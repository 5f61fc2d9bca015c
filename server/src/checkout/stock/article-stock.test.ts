import { ORDER_ADMIN_ACTIONS, STAFF_SESSION_HEADER, type Articolo, type ReadReply, type StockReply } from '@shop/shared/contracts';
import { and, eq } from 'drizzle-orm';
import { articoloDisponibilita, backofficeAudit } from '../../core/db/schema';
import { pickSizes } from '../../../test/reliability/shopper';
import { describeEachDatabase } from '../../../test/support/test-shop';
import { addStaff } from '../../app/staff-admin';
import { createStaffSession } from '../../staff/staff-sessions';

const wa = (action: string) => `/Apps/WebObjects/Shop.woa/wa/${action}`;

describeEachDatabase('stock per colour and size set by the staff', (shop, kind) => {
  let headers: Record<string, string> = {};
  beforeAll(async () => {
    const staff = await addStaff(shop().database.db, shop().config, {
      email: `magazzino.${kind}@example.com`,
      password: 'Magazzino!2026c',
    });
    headers = { [STAFF_SESSION_HEADER]: await createStaffSession(shop().database.db, staff.id) };
  });
  const post = (action: string, payload: object) => shop().app.inject({ method: 'POST', url: wa(action), payload, headers });
  const storefront = async (codArticolo: string) =>
    (
      await shop().app.inject({
        method: 'POST',
        url: wa('API/read'),
        payload: { entity: 'Articolo', expression: { languageCode: 'ita', codArticolo }, pagination: { page: 1, limit: 1 } },
      })
    ).json<ReadReply<Articolo>>().records[0];

  it('sets every size at once, writes the trail, and the storefront shows SOLD OUT and then stock again at once', async () => {
    const [size] = await pickSizes(shop().database.db, 1);
    const code = size!.codArticolo;
    expect((await storefront(code))?.soldOut).toBe(false);
    const stock = (await post(ORDER_ADMIN_ACTIONS.stock, { codArticolo: code })).json<StockReply>();
    expect(stock.rows.length).toBeGreaterThan(0);
    expect(stock.rows[0]).toEqual(expect.objectContaining({ siglaTaglia: expect.any(String), desColore: expect.any(String) }));

    const zero = await post(ORDER_ADMIN_ACTIONS.setStock, { codArticolo: code, rows: stock.rows.map((row) => ({ ...pick(row), qta: 0 })) });
    expect(zero.statusCode).toBe(200);
    expect((await storefront(code))?.soldOut).toBe(true);
    const trail = await shop()
      .database.db.select()
      .from(backofficeAudit)
      .where(and(eq(backofficeAudit.codArticolo, code), eq(backofficeAudit.action, 'disponibilita')));
    expect(trail.length).toBe(stock.rows.filter((row) => row.qta !== 0).length);

    const one = stock.rows[0]!;
    expect((await post(ORDER_ADMIN_ACTIONS.setStock, { codArticolo: code, rows: [{ ...pick(one), qta: 3 }] })).json().changed).toBe(1);
    const back = await storefront(code);
    expect(back?.soldOut).toBe(false);
  });

  it('refuses a negative, fractional or unknown quantity and changes nothing', async () => {
    const [size] = await pickSizes(shop().database.db, 1);
    const where = and(
      eq(articoloDisponibilita.codArticolo, size!.codArticolo),
      eq(articoloDisponibilita.codColore, size!.codColore),
      eq(articoloDisponibilita.progSiglaTaglia, size!.progSiglaTaglia),
    );
    const [before] = await shop().database.db.select().from(articoloDisponibilita).where(where);
    for (const rows of [
      [{ ...size!, qta: -1 }],
      [{ ...size!, qta: 1.5 }],
      [
        { ...size!, qta: 7 },
        { codColore: 'NESSUNO', progSiglaTaglia: 1, qta: 2 },
      ],
    ]) {
      const reply = await post(ORDER_ADMIN_ACTIONS.setStock, { codArticolo: size!.codArticolo, rows: rows.map(pick) });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toEqual(expect.any(String));
    }
    const [after] = await shop().database.db.select().from(articoloDisponibilita).where(where);
    expect(after?.qta).toBe(before?.qta);
  });
});

function pick(row: { codColore: string; progSiglaTaglia: number; qta?: number }) {
  return { codColore: row.codColore, progSiglaTaglia: row.progSiglaTaglia, qta: row.qta ?? 0 };
}
