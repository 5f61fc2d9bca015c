import { and, eq } from 'drizzle-orm';
import { articoloNota, orderRows, orders } from '../core/db/schema';
import { orderDetail } from './data/order-admin';
import { describeEachDatabase } from '../../test/support/test-shop';
import { articleTitles, rowDescription } from './row-titles';

const READ = '/Apps/WebObjects/Shop.woa/wa/API/read';

describeEachDatabase('order rows in both languages', (shop) => {
  const title = async (code: string, language: string) =>
    (
      await shop()
        .database.db.select({ text: articoloNota.desNota })
        .from(articoloNota)
        .where(and(eq(articoloNota.codArticolo, code), eq(articoloNota.codLingua, language), eq(articoloNota.codClasseNota, 'B2C_T')))
    )[0]?.text;

  it('keeps the Italian and the English title of every row of the demo orders', async () => {
    const rows = await shop().database.db.select().from(orderRows);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.description).toBe(await title(row.codArticolo, 'ita'));
      expect(row.descriptionEng).toBe(await title(row.codArticolo, 'eng'));
      expect(row.descriptionEng).not.toBe(row.description);
    }
  });

  it("shows the customer's order rows in the language of the request", async () => {
    const { demo } = shop().config;
    const login = await shop().app.inject({
      method: 'POST',
      url: '/Apps/WebObjects/Shop.woa/wa/AccountAction/login',
      payload: { email: demo.email, password: demo.password },
      remoteAddress: '10.62.0.1',
    });
    const token = login.json<{ xtstoredsession: string }>().xtstoredsession;
    const described = async (language: string) => {
      const reply = await shop().app.inject({
        method: 'POST',
        url: READ,
        payload: { entity: 'Order' },
        headers: { authorization: `Bearer ${token}`, 'x-language-code': language },
      });
      return reply.json<{ records: { rows: { codArticolo: string; description: string }[] }[] }>().records.flatMap((order) => order.rows);
    };
    const english = await described('eng');
    const italian = await described('ita');
    expect(english.length).toBeGreaterThan(0);
    for (const row of english) expect(row.description).toBe(await title(row.codArticolo, 'eng'));
    for (const row of italian) expect(row.description).toBe(await title(row.codArticolo, 'ita'));
  });

  it("describes the staff's order page rows in the staff's language", async () => {
    const [row] = await shop().database.db.select().from(orderRows).limit(1);
    const [order] = await shop().database.db.select({ code: orders.orderId }).from(orders).where(eq(orders.id, row!.orderId));
    const english = await orderDetail(shop().database.db, order!.code, 'eng');
    const italian = await orderDetail(shop().database.db, order!.code, 'ita');
    expect(english?.rows[0]?.description).toBe(row!.descriptionEng);
    expect(italian?.rows[0]?.description).toBe(row!.description);
  });

  it('falls back to the given title for an article without notes, and to Italian for a row without English', async () => {
    const titles = await articleTitles(shop().database.db, ['NO-SUCH-CODE'], () => 'Fallback');
    expect(titles.get('NO-SUCH-CODE')).toEqual({ ita: 'Fallback', eng: 'Fallback' });
    expect(rowDescription({ description: 'Cappotto', descriptionEng: '' }, 'eng')).toBe('Cappotto');
    expect(rowDescription({ description: 'Cappotto', descriptionEng: 'Coat' }, 'eng')).toBe('Coat');
  });
});
