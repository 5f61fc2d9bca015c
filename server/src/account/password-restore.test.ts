import { eq } from 'drizzle-orm';
import { passwordResetCodes } from '../core/db/schema';
import { callAction, italianPrivate, register } from '../../test/support/account-fixtures';
import { startTestSmtp, type TestSmtp } from '../../test/support/smtp';
import { createTestShop, testConfig, type TestShop } from '../../test/support/test-shop';
import { serverText } from '../core/http/messages';
import { whileDatabaseHeld } from '../../test/support/held-database';

const CODE_REFUSED = serverText('ita', 'codeRefused');
const CODE_SENT = serverText('ita', 'codeSent');
const PASSWORD_CHANGED = serverText('ita', 'passwordChanged');

describe('password recovery over real SMTP', () => {
  let smtp: TestSmtp;
  let shop: TestShop;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    shop = await createTestShop('pglite', {
      mail: { ...testConfig().mail, smtpUrl: smtp.url },
    });
  }, 120_000);
  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });

  const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

  it('mails a code that sets a new password once, and ends the old sessions', async () => {
    const oldToken = await register(shop, italianPrivate('recupero@example.com'));
    const asked = await callAction(shop, 'passwordRestore', { step: 1, email: 'Recupero@Example.com' });
    expect(asked.body).toEqual({ error: false, message: CODE_SENT });
    const mail = await smtp.waitFor((m) => m.to.includes('recupero@example.com'));
    expect(mail.subject).toContain('codice');
    const code = codeIn(mail.text);
    expect(code).toMatch(/^\d{6}$/);
    // The same code in the HTML part, in the shop's layout.
    expect(mail.contentType).toMatch(/^multipart\/alternative;/);
    expect(mail.html).toMatch(/^<!doctype html>\s*<html lang="it">/);
    expect(mail.html).toContain(`>${code}</p>`);
    expect(mail.html).toContain('Recupero password');
    const [stored] = await shop.database.db.select().from(passwordResetCodes);
    expect(stored?.codeHash).not.toContain(code);

    const weak = await callAction(shop, 'passwordRestore', {
      step: 2,
      email: 'recupero@example.com',
      confirmationCode: code,
      password: 'debole',
    });
    expect(weak.status).toBe(400);
    expect(String(weak.body.message)).toContain('La password deve essere di almeno 8 caratteri');
    const noCode = await callAction(shop, 'passwordRestore', {
      step: 2,
      email: 'recupero@example.com',
      confirmationCode: '',
      password: 'Nuova!2026',
    });
    expect(String(noCode.body.message)).toContain('Devi inserire il codice ricevuto per email');

    const done = await callAction(shop, 'passwordRestore', {
      step: 2,
      email: 'recupero@example.com',
      confirmationCode: code,
      password: 'Nuova!2026',
    });
    expect(done.body).toEqual({ error: false, message: PASSWORD_CHANGED });
    expect((await callAction(shop, 'login', { email: 'recupero@example.com', password: 'Nuova!2026' })).body.error).toBe(false);
    expect((await callAction(shop, 'login', { email: 'recupero@example.com', password: 'Segreta!2026' })).body.error).toBe(true);
    expect((await callAction(shop, 'storedSession', { xtstoredsession: oldToken })).body.error).toBe(true);

    const again = await callAction(shop, 'passwordRestore', {
      step: 2,
      email: 'recupero@example.com',
      confirmationCode: code,
      password: 'Altra!2026x',
    });
    expect(again.body).toEqual({ error: true, message: CODE_REFUSED });
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = smtp.messages.length;
    const unknown = await callAction(shop, 'passwordRestore', { step: 1, email: 'nessuno@example.com' }, { ip: '10.2.0.1' });
    expect(unknown.body).toEqual({ error: false, message: CODE_SENT });
    const step2 = await callAction(
      shop,
      'passwordRestore',
      { step: 2, email: 'nessuno@example.com', confirmationCode: '123456', password: 'Nuova!2026' },
      { ip: '10.2.0.1' },
    );
    expect(step2.body).toEqual({ error: true, message: CODE_REFUSED });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.length).toBe(before);
  });

  it('answers a registered and an unknown address alike, both before either is looked up', async () => {
    await register(shop, italianPrivate('uguale@example.com'), '10.2.5.9');
    const before = smtp.messages.length;
    // The embedded database does one thing at a time: while it is held it answers nobody else.
    const replies = await whileDatabaseHeld(shop.database.db, () =>
      Promise.all([
        callAction(shop, 'passwordRestore', { step: 1, email: 'uguale@example.com' }, { ip: '10.2.5.1' }),
        callAction(shop, 'passwordRestore', { step: 1, email: 'nessuno.uguale@example.com' }, { ip: '10.2.5.2' }),
      ]),
    );
    expect(replies).toEqual([
      { status: 200, body: { error: false, message: CODE_SENT } },
      { status: 200, body: { error: false, message: CODE_SENT } },
    ]);
    // Then the registered address gets its code, and the unknown one nothing.
    const mail = await smtp.waitFor((m) => m.to.includes('uguale@example.com'));
    expect(codeIn(mail.text)).toMatch(/^\d{6}$/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.slice(before).map((m) => m.to)).toEqual([mail.to]);
  });

  it('spends a code after five wrong attempts', async () => {
    await register(shop, italianPrivate('tentativi@example.com'), '10.2.0.9');
    await callAction(shop, 'passwordRestore', { step: 1, email: 'tentativi@example.com' }, { ip: '10.2.1.1' });
    const code = codeIn((await smtp.waitFor((m) => m.to.includes('tentativi@example.com'))).text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const { body } = await callAction(
        shop,
        'passwordRestore',
        { step: 2, email: 'tentativi@example.com', confirmationCode: wrong, password: 'Nuova!2026' },
        { ip: `10.2.2.${i}` },
      );
      expect(body).toEqual({ error: true, message: CODE_REFUSED });
    }
    const right = await callAction(
      shop,
      'passwordRestore',
      { step: 2, email: 'tentativi@example.com', confirmationCode: code, password: 'Nuova!2026' },
      { ip: '10.2.3.1' },
    );
    expect(right.body).toEqual({ error: true, message: CODE_REFUSED });
  });

  it('does not accept an expired code', async () => {
    await register(shop, italianPrivate('scaduto@example.com'), '10.2.0.8');
    await callAction(shop, 'passwordRestore', { step: 1, email: 'scaduto@example.com' }, { ip: '10.2.4.1' });
    const code = codeIn((await smtp.waitFor((m) => m.to.includes('scaduto@example.com'))).text);
    await shop.database.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.attempts, 0));
    const { body } = await callAction(
      shop,
      'passwordRestore',
      { step: 2, email: 'scaduto@example.com', confirmationCode: code, password: 'Nuova!2026' },
      { ip: '10.2.4.1' },
    );
    expect(body).toEqual({ error: true, message: CODE_REFUSED });
  });

  it('limits recovery requests from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await callAction(shop, 'passwordRestore', { step: 1, email: `nessuno${i}@example.com` }, { ip: '10.2.9.9' })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
