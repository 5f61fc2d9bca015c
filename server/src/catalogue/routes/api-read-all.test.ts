import { HEADERS, LARGEST_PAGE, MESSAGES_EN, STAFF_SESSION_HEADER, type Articolo, type ReadReply } from '@shop/shared/contracts';
import { serverText } from '../../core/http/messages';
import { TEST_ARTICLES, describeEachDatabase, type TestShop } from '../../../test/support/test-shop';

const wa = (action: string) => `/Apps/WebObjects/Shop.woa/wa/${action}`;
const refusal = (language: 'ita' | 'eng') => serverText(language, 'readAllStaffOnly', { max: LARGEST_PAGE });

async function post(shop: TestShop, action: string, payload: object, headers: Record<string, string> = {}) {
  const response = await shop.app.inject({ method: 'POST', url: wa(action), payload, headers, remoteAddress: '10.61.0.1' });
  return { status: response.statusCode, body: response.json<ReadReply<Articolo> & { error?: boolean; message?: string }>() };
}

const everything = { entity: 'Articolo', expression: { languageCode: 'ita' }, pagination: { page: 1, limit: 0 } };

describeEachDatabase('API/read: "All" (limit 0) for staff sessions only, pages of at most 100 for everyone', (shop) => {
  let staff: Record<string, string>;
  let customer: Record<string, string>;
  beforeAll(async () => {
    const { staff: member, demo } = shop().config;
    const staffLogin = await post(shop(), 'StaffAction/login', { email: member.email, password: member.password });
    staff = { [STAFF_SESSION_HEADER]: String((staffLogin.body as unknown as { wosid: string }).wosid) };
    const login = await post(shop(), 'AccountAction/login', { email: demo.email, password: demo.password });
    customer = { authorization: `Bearer ${String((login.body as unknown as { xtstoredsession: string }).xtstoredsession)}` };
  });

  it('refuses every article at once to a visitor, a customer and a caller who only says it is an admin, in their language', async () => {
    for (const headers of [{}, customer, { [HEADERS.admin]: 'true' }, { [STAFF_SESSION_HEADER]: 'x'.repeat(43) }]) {
      expect(await post(shop(), 'API/read', everything, headers)).toEqual({
        status: 400,
        body: expect.objectContaining({ error: true, message: refusal('ita') }),
      });
    }
    const english = await post(shop(), 'API/read', everything, { [HEADERS.language]: 'eng' });
    expect(english.body.message).toBe(refusal('eng'));
    // The back-office's reference lists come whole without asking for "All".
    const families = await post(shop(), 'API/read', { entity: 'FamigliaArticolo', expression: { conArticoli: true } });
    expect(families.status).toBe(200);
    expect(families.body.records.length).toBe(families.body.totalCount);
  });

  it('gives a staff session every article, and never answers a visitor from that read', async () => {
    const all = await post(shop(), 'API/read', everything, staff);
    expect(all.status).toBe(200);
    expect(all.body.records).toHaveLength(all.body.totalCount);
    expect(all.body.totalCount).toBeGreaterThan(LARGEST_PAGE / 2);
    expect(all.body.totalCount).toBeLessThanOrEqual(TEST_ARTICLES);
    // The same request in the same form, sent right after without the session: still refused.
    expect((await post(shop(), 'API/read', everything)).status).toBe(400);
  });

  it('serves a page of up to 100 articles to anyone (a full cart), and refuses a larger one with a reason', async () => {
    const page = await post(shop(), 'API/read', { ...everything, pagination: { page: 1, limit: LARGEST_PAGE } });
    expect(page.status).toBe(200);
    expect(page.body.pageItems).toBe(LARGEST_PAGE);
    for (const headers of [{}, staff]) {
      const larger = await post(shop(), 'API/read', { ...everything, pagination: { page: 1, limit: LARGEST_PAGE + 1 } }, headers);
      expect(larger.status).toBe(400);
      expect(larger.body.message).toContain('Al massimo 100 elementi per pagina');
    }
    const english = await post(shop(), 'API/read', { ...everything, pagination: { page: 1, limit: 500 } }, { [HEADERS.language]: 'eng' });
    expect(english.body.message).toContain(MESSAGES_EN.pageTooLarge);
  });
});
