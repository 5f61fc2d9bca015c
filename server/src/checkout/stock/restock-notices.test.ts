import { ORDER_ADMIN_ACTIONS, STAFF_SESSION_HEADER } from '@shop/shared/contracts';
import { and, eq } from 'drizzle-orm';
import { articolo, mailOutbox, restockNotices } from '../../core/db/schema';
import { serverText } from '../../core/http/messages';
import { callAction } from '../../../test/support/account-fixtures';
import { pickSizes } from '../../../test/reliability/shopper';
import { startTestSmtp, type TestSmtp } from '../../../test/support/smtp';
import { describeEachDatabase, publicAt, testConfig } from '../../../test/support/test-shop';
import { addStaff } from '../../app/staff-admin';
import { createStaffSession } from '../../staff/staff-sessions';

const PUBLIC_URL = 'https://www.atelier-lanterna.example';
const wa = (action: string) => `/Apps/WebObjects/Shop.woa/wa/${action}`;

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
});

describeEachDatabase(
  "'Avvisami quando torna disponibile'",
  (shop, kind) => {
    const db = () => shop().database.db;
    const net = kind === 'pglite' ? '10.7.1' : '10.7.2';
    let headers: Record<string, string> = {};
    beforeAll(async () => {
      const staff = await addStaff(db(), shop().config, { email: `riassortimento.${kind}@example.com`, password: 'Magazzino!2026r' });
      headers = { [STAFF_SESSION_HEADER]: await createStaffSession(db(), staff.id) };
    });
    /** The staff's own stock write, as the back-office's Disponibilità tab sends it. */
    const setQta = async (size: Size, qta: number) => {
      const reply = await shop().app.inject({
        method: 'POST',
        url: wa(ORDER_ADMIN_ACTIONS.setStock),
        payload: { codArticolo: size.codArticolo, rows: [{ codColore: size.codColore, progSiglaTaglia: size.progSiglaTaglia, qta }] },
        headers: { ...headers, host: 'evil.example' },
      });
      expect(reply.statusCode).toBe(200);
    };
    const ask = (size: Size, email: string, extra: object = {}, ip = `${net}.1`) =>
      callAction(shop(), 'restockNotice', { ...size, email, ...extra }, { ip });
    const noticesOf = (email: string) => db().select().from(restockNotices).where(eq(restockNotices.email, email));
    const mailsTo = (email: string) =>
      db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'restock-notice')));
    /** A size of its own per test, sold out by the staff. */
    const soldOutSize = async (index: number): Promise<Size> => {
      const sizes = await pickSizes(db(), index + 1);
      const size = sizes[index]!;
      await setQta(size, 0);
      return size;
    };

    it('stores the request once, however often it is asked', async () => {
      const size = await soldOutSize(0);
      const email = `attesa.${kind}@example.com`;
      const first = await ask(size, `Attesa.${kind}@Example.com`, { languageCode: 'eng' });
      expect(first).toEqual({ status: 200, body: { error: false, message: serverText('ita', 'restockNoticeSaved') } });
      const again = await ask(size, email);
      expect(again.body).toEqual({ error: false, message: serverText('ita', 'restockNoticeSaved') });
      const stored = await noticesOf(email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ ...size, email, languageCode: 'ita', notifiedAt: null });
      expect(stored[0]!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('refuses a bad e-mail with the contract’s message and stores nothing', async () => {
      const size = await soldOutSize(1);
      const reply = await ask(size, 'non-una-mail', {}, `${net}.2`);
      expect(reply.status).toBe(400);
      expect((reply.body as { message: string }).message).toContain('Il campo email contiene errori');
      expect(await noticesOf('non-una-mail')).toEqual([]);
      const inStock = await pickSizes(db(), 3);
      const available = await ask(inStock[2]!, `disponibile.${kind}@example.com`, {}, `${net}.2`);
      expect(available.body).toEqual({ error: true, message: serverText('ita', 'restockNoticeInStock') });
      expect(await noticesOf(`disponibile.${kind}@example.com`)).toEqual([]);
    });

    it('mails once at the restock, in the language asked, with links from the shop’s own address; a second restock mails nothing', async () => {
      const size = await soldOutSize(3);
      const email = `cliente.inglese.${kind}@example.com`;
      await ask(size, email, { languageCode: 'eng' }, `${net}.3`);
      const since = smtp.messages.length;
      await setQta(size, 4);
      const mail = await smtp.waitFor((m) => m.to.includes(email) && smtp.messages.indexOf(m) >= since);
      expect(mail.subject).toMatch(/^Back in stock: /);
      expect(mail.text).toContain('is back in stock');
      const [article] = await db().select({ id: articolo.id }).from(articolo).where(eq(articolo.codArticolo, size.codArticolo));
      expect(mail.text).toContain(`${PUBLIC_URL}/items/detail/${article!.id}?lang=en`);
      const [notice] = await noticesOf(email);
      expect(mail.text).toContain(`${PUBLIC_URL}/items/restock-notice?token=${notice!.token}&lang=en`);
      expect(mail.text).not.toContain('evil.example');
      expect(notice!.notifiedAt).not.toBeNull();

      await setQta(size, 0);
      await setQta(size, 2);
      expect(await mailsTo(email)).toHaveLength(1);
    });

    it('mails nothing after the link has dropped the request, and dropping again is harmless', async () => {
      const size = await soldOutSize(4);
      const email = `ripensamento.${kind}@example.com`;
      await ask(size, email, {}, `${net}.4`);
      const [notice] = await noticesOf(email);
      const stop = await callAction(shop(), 'stopRestockNotice', { token: notice!.token }, { ip: `${net}.4` });
      expect(stop.body).toEqual({ error: false, message: serverText('ita', 'restockNoticeStopped') });
      expect((await callAction(shop(), 'stopRestockNotice', { token: notice!.token }, { ip: `${net}.4` })).body).toEqual(stop.body);
      expect(await noticesOf(email)).toEqual([]);
      await setQta(size, 5);
      expect(await mailsTo(email)).toEqual([]);
    });
  },
  () => ({ ...publicAt(PUBLIC_URL), mail: { ...testConfig().mail, smtpUrl: smtp.url } }),
);

type Size = { codArticolo: string; codColore: string; progSiglaTaglia: number };
