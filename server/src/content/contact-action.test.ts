import { desc, eq } from 'drizzle-orm';
import { contactRequests } from '../core/db/schema';
import { postgresAvailable } from '../../test/support/databases';
import { startTestSmtp, type TestSmtp } from '../../test/support/smtp';
import { createTestShop, testConfig, type TestShop } from '../../test/support/test-shop';
import { serverText } from '../core/http/messages';

const CONTACT_SENT = serverText('ita', 'contactSent');

const CONTACT = '/Apps/WebObjects/Shop.woa/wa/AccountAction/contact';

const request = {
  nome: 'Chiara',
  cognome: 'Bianchi',
  email: 'Chiara.Bianchi@example.com',
  telefono: '+39 333 1234567',
  messaggio: 'Vorrei sapere se il cappotto in lana è disponibile in taglia 42.',
  privacy: true,
};

for (const kind of ['pglite', 'postgres'] as const) {
  (kind === 'postgres' && !postgresAvailable() ? describe.skip : describe)(`AccountAction/contact (${kind})`, () => {
    let smtp: TestSmtp;
    let shop: TestShop;
    beforeAll(async () => {
      smtp = await startTestSmtp();
      shop = await createTestShop(kind, { mail: { ...testConfig().mail, smtpUrl: smtp.url, shopAddress: 'assistenza@atelier.test' } });
    }, 120_000);
    afterAll(async () => {
      await shop.close();
      await smtp.close();
    });

    const send = async (payload: object, ip: string) => {
      const response = await shop.app.inject({ method: 'POST', url: CONTACT, payload, remoteAddress: ip });
      return { status: response.statusCode, body: response.json<{ error: boolean; message?: string }>() };
    };
    const stored = () => shop.database.db.select().from(contactRequests).orderBy(desc(contactRequests.id));

    it('stores the request and e-mails the shop over SMTP', async () => {
      const { status, body } = await send(request, '10.1.0.1');
      expect(status).toBe(200);
      expect(body).toEqual({ error: false, message: CONTACT_SENT });
      const [row] = await stored();
      expect(row).toMatchObject({ nome: 'Chiara', cognome: 'Bianchi', email: 'chiara.bianchi@example.com', privacy: true });
      expect(row?.messaggio).toContain('taglia 42');
      const mail = await smtp.waitFor((m) => m.to.includes('assistenza@atelier.test'));
      expect(mail.subject).toBe('Richiesta di contatto da Chiara Bianchi');
      expect(mail.raw).toMatch(/^Reply-To: Chiara\.Bianchi@example\.com$/im);
      expect(mail.text).toContain('Telefono: +39 333 1234567');
      expect(mail.text).toContain('taglia 42');
      expect(mail.text).toContain(`n. ${row?.id}`);
    });

    it.each([
      [{ ...request, email: '' }, "L'indirizzo email è un campo richiesto"],
      [{ ...request, email: 'a@b' }, "L'indirizzo email deve essere di almeno 5 caratteri"],
      [{ ...request, email: 'non-una-email' }, 'Il campo email contiene errori'],
      [{ ...request, privacy: false }, 'Devi accettare la privacy'],
      [{ ...request, admin: true }, 'admin'],
    ])('refuses %j with a clear message and stores nothing', async (payload, message) => {
      const before = (await stored()).length;
      const { status, body } = await send(payload, '10.1.0.2');
      expect(status).toBe(400);
      expect(body.error).toBe(true);
      expect(body.message).toContain(message);
      expect(await stored()).toHaveLength(before);
    });

    it('limits requests from one address against spam', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await send({ ...request, messaggio: `spam ${i}` }, '10.1.0.9')).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const spam = await shop.database.db.select().from(contactRequests).where(eq(contactRequests.messaggio, 'spam 5'));
      expect(spam).toHaveLength(0);
    });
  });
}
