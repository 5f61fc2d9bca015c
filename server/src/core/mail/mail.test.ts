import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestSmtp, type TestSmtp } from '../../../test/support/smtp';
import { createMailer } from './mail';

const mail = (smtpUrl?: string) => ({ smtpUrl, from: 'Negozio <negozio@shop.test>', shopAddress: 'assistenza@shop.test' });

describe('the mailer', () => {
  let dir: string;
  let smtp: TestSmtp;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mail-'));
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes an .eml file to the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({ dataDir: dir, mail: mail() });
    await mailer.send({ to: 'giulia@example.com', subject: 'Codice di verifica', text: 'Il tuo codice è 123456' });
    const files = await readdir(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(dir, 'outbox', files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^To: giulia@example.com$/m);
    expect(eml).toMatch(/^Subject: Codice di verifica$/m);
  });

  it('delivers over real SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({ dataDir: dir, mail: mail(smtp.url) });
    await mailer.send({ to: 'marco@example.com', subject: 'Ordine confermato', text: 'Grazie per il tuo acquisto' });
    const received = await smtp.waitFor((m) => m.to.includes('marco@example.com'));
    expect(received.from).toBe('negozio@shop.test');
    expect(received.subject).toBe('Ordine confermato');
    expect(received.text).toContain('Grazie per il tuo acquisto');
  });

  it('delivers a mail with a text and an HTML part as multipart/alternative over real SMTP', async () => {
    const mailer = createMailer({ dataDir: dir, mail: mail(smtp.url) });
    const html = '<!doctype html><html lang="it"><body><p style="color:#7a4a32">Grazie per il tuo acquisto, è confermato</p></body></html>';
    await mailer.send({ to: 'paola@example.com', subject: 'Ordine confermato', text: 'Grazie per il tuo acquisto, è confermato', html });
    const received = await smtp.waitFor((m) => m.to.includes('paola@example.com'));
    expect(received.contentType).toMatch(/^multipart\/alternative;/);
    expect(received.text).toBe('Grazie per il tuo acquisto, è confermato');
    expect(received.html).toBe(html);
  });
});
