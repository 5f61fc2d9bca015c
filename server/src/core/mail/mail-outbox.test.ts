import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { API_BASE, checkoutHelper, listen, notify, orderOf, signedResult } from '../../../test/support/checkout-fixtures';
import { freePort } from '../../../test/support/free-port';
import { startTestSmtp, type TestSmtp } from '../../../test/support/smtp';
import { openDatabase, type Database } from '../db/client';
import { createTestDatabase, postgresAvailable } from '../../../test/support/databases';
import { describeEachDatabase, testConfig, type DatabaseKind } from '../../../test/support/test-shop';
import { createMailer } from './mail';
import { createMailOutbox, queueMail } from './mail-outbox';
import { serverText } from '../http/messages';

const CODE_SENT = serverText('ita', 'codeSent');
const PASSWORD_CHANGED = serverText('ita', 'passwordChanged');

const RETRY = { firstDelayMs: 150, maxDelayMs: 600, attempts: 40, pollMs: 100, leaseMs: 60_000 };
const ORDERS = 4;

/** Log lines a sender writes, kept to assert on. */
function recordingLog() {
  const lines: { level: string; message: string; object: object }[] = [];
  const at = (level: string) => (object: object, message: string) => void lines.push({ level, message, object });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

const until = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const figures: Partial<Record<DatabaseKind, object>> = {};
let smtpPort = 0;

beforeAll(async () => {
  smtpPort = await freePort();
});
afterAll(async () => {
  if (Object.keys(figures).length === 0) return;
  const file = path.resolve(__dirname, '../../../../reliability/results/mail.json');
  await mkdir(path.dirname(file), { recursive: true });
  const note =
    'Mail server down: orders, a contact request and a recovery code are placed while nothing listens on the SMTP port, ' +
    'then the server comes up refusing (451), then accepting. Written by server/src/core/mail/mail-outbox.test.ts.';
  await writeFile(file, `${JSON.stringify({ note, measuredAt: new Date().toISOString(), ...figures }, null, 2)}\n`);
});

describeEachDatabase(
  'mail while the mail server is down',
  (shop, kind) => {
    let origin = '';
    let smtp: TestSmtp | undefined;
    const checkout = checkoutHelper(shop, () => origin);
    const post = async (action: string, body: object) => {
      const response = await fetch(`${origin}${API_BASE}/AccountAction/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { error: boolean; message?: string } };
    };
    const outbox = () => shop().database.db.select().from(mailOutbox);

    beforeAll(async () => {
      origin = await listen(shop());
    });
    afterAll(async () => smtp?.close());

    it('completes orders with the mail server down and delivers every mail once when it is back', async () => {
      let requests = 0;
      let requestsFailed = 0;
      const answered = (ok: boolean) => {
        requests += 1;
        if (!ok) requestsFailed += 1;
      };
      const downSince = Date.now();
      const placed = [];
      for (let i = 0; i < ORDERS; i += 1) {
        const order = await checkout();
        answered(true);
        const notified = await notify(origin, signedResult(shop(), order.payment.codTrans, order.payment.importo, 'OK'));
        answered(notified === 200);
        expect(notified).toBe(200);
        expect((await orderOf(shop(), order.orderId))?.status).toBe('WaitDelivery');
        placed.push(order);
      }
      const contact = await post('contact', {
        nome: 'Anna',
        cognome: 'Galli',
        email: 'anna.galli@example.com',
        messaggio: 'Spedite in Svizzera?',
        privacy: true,
      });
      answered(contact.status === 200 && !contact.body.error);
      expect(contact.body).toEqual({ error: false, message: 'Richiesta inviata con successo' });
      const demo = shop().config.demo.email;
      const asked = await post('passwordRestore', { step: 1, email: demo });
      answered(asked.status === 200 && !asked.body.error);
      expect(asked.body).toEqual({ error: false, message: CODE_SENT });
      const queued = ORDERS + 2;

      // Nothing listens on the port: every message is tried, refused, and waits for its next attempt.
      await until(async () => (await outbox()).every((row) => row.attempts >= 2));
      const down = await outbox();
      expect(down).toHaveLength(queued);
      expect(down.every((row) => row.status === 'pending' && /ECONNREFUSED/.test(row.lastError ?? ''))).toBe(true);
      const downMs = Date.now() - downSince;

      // The server comes up but answers 451 for a while, then accepts.
      smtp = await startTestSmtp({ port: smtpPort });
      smtp.refusing = true;
      await until(async () => smtp!.refused >= 2);
      smtp.refusing = false;
      await until(async () => (await outbox()).every((row) => row.status === 'sent'));
      const delivered = await outbox();
      const attemptsFailed = delivered.reduce((sum, row) => sum + row.attempts - 1, 0);

      let ordersLost = 0;
      for (const order of placed) {
        const mails = smtp.messages.filter((m) => m.subject.endsWith(order.orderId)).length;
        const status = (await orderOf(shop(), order.orderId))?.status;
        if (mails !== 1 || status !== 'WaitDelivery') ordersLost += 1;
        expect(mails).toBe(1);
        expect(status).toBe('WaitDelivery');
      }
      expect(smtp.messages.filter((m) => m.subject === 'Richiesta di contatto da Anna Galli')).toHaveLength(1);
      const codeMail = smtp.messages.filter((m) => m.to.includes(demo));
      expect(codeMail).toHaveLength(1);
      expect(smtp.messages).toHaveLength(queued);
      expect(delivered.every((row) => row.body === '')).toBe(true);

      // The late code still works: it arrived within its validity.
      const code = /\b(\d{6})\b/.exec(codeMail[0]!.text)?.[1] ?? '';
      const changed = await post('passwordRestore', { step: 2, email: demo, confirmationCode: code, password: 'Nuova!2345x' });
      answered(changed.status === 200 && !changed.body.error);
      expect(changed.body).toEqual({ error: false, message: PASSWORD_CHANGED });

      figures[kind] = {
        requestsTried: requests,
        faultsInjected: {
          smtpDownMs: downMs,
          connectionRefusedAttempts: down.reduce((s, r) => s + r.attempts, 0),
          refused451: smtp.refused,
        },
        errorsSeen: { failedDeliveryAttempts: attemptsFailed, requestsFailed },
        ordersCompleted: placed.length,
        ordersLost,
        mailsQueued: queued,
        mailsDelivered: smtp.messages.length,
        mailsDuplicated: smtp.messages.length - new Set(smtp.messages.map((m) => m.subject + m.to.join())).size,
        mailsLost: queued - smtp.messages.length,
      };
    }, 60_000);
  },
  () => ({ mail: { ...testConfig().mail, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, retry: RETRY } }),
);

/** The sender alone, on a migrated database no shop is polling, with the test SMTP server. */
for (const kind of ['pglite', 'postgres'] as const) {
  (kind === 'postgres' && !postgresAvailable() ? describe.skip : describe)(`the mail outbox sender (${kind})`, () => {
    let database: Database | undefined;
    let dropDatabase: (() => Promise<void>) | undefined;
    let smtp: TestSmtp;
    beforeAll(async () => {
      const postgres = kind === 'postgres' ? await createTestDatabase() : null;
      dropDatabase = postgres?.drop;
      database = await openDatabase({ databaseUrl: postgres?.url, pgliteDir: null });
      await database.migrate(testConfig().migrationsDir);
      smtp = await startTestSmtp();
    }, 60_000);
    afterAll(async () => {
      await smtp?.close();
      await database?.close();
      await dropDatabase?.();
    });

    it('lets two sender instances share the outbox without sending a message twice', async () => {
      const db = database!.db;
      const ids: number[] = [];
      for (let i = 0; i < 30; i += 1)
        ids.push(await queueMail(db, { kind: 'contact', to: 'negozio@example.com', subject: `Doppio invio ${kind} ${i}`, text: 'x' }));
      const senders = [1, 2].map(() =>
        createMailOutbox(db, createMailer({ mail: { smtpUrl: smtp.url, from: 'a@shop.test' }, dataDir: '' }), RETRY, recordingLog()),
      );
      const rounds = await Promise.all(senders.map((s) => s.deliverDue()));
      await until(async () => (await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids))).every((r) => r.status === 'sent'));
      const received = smtp.messages.filter((m) => m.subject.startsWith(`Doppio invio ${kind}`));
      expect(received).toHaveLength(30);
      expect(new Set(received.map((m) => m.subject)).size).toBe(30);
      expect(rounds.reduce((sum, r) => sum + r.sent, 0)).toBe(30);
    }, 30_000);

    it('sends each message once with two senders polling while the mail server answers slowly', async () => {
      const db = database!.db;
      const MESSAGES = 8;
      const ids: number[] = [];
      for (let i = 0; i < MESSAGES; i += 1)
        ids.push(await queueMail(db, { kind: 'contact', to: 'lento@example.com', subject: `Server lento ${kind} ${i}`, text: 'x' }));
      // Each message takes 400 ms to be accepted, eight of them 3.2 s: far beyond the 1.5 s lease of a
      // batch claimed at once, comfortably within the lease of the one message under way.
      smtp.delayMs = 400;
      const retry = { ...RETRY, pollMs: 50, leaseMs: 1_500 };
      const senders = [1, 2].map(() =>
        createMailOutbox(db, createMailer({ mail: { smtpUrl: smtp.url, from: 'a@shop.test' }, dataDir: '' }), retry, recordingLog()),
      );
      try {
        for (const sender of senders) sender.start();
        await until(
          async () => (await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids))).every((r) => r.status === 'sent'),
          30_000,
        );
      } finally {
        await Promise.all(senders.map((sender) => sender.stop()));
        smtp.delayMs = 0;
      }
      const received = smtp.messages.filter((m) => m.subject.startsWith(`Server lento ${kind}`));
      expect(received.map((m) => m.subject).sort()).toEqual(ids.map((_, i) => `Server lento ${kind} ${i}`).sort());
      const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
      expect(rows.map((r) => r.attempts)).toEqual(Array(MESSAGES).fill(1));
    }, 45_000);

    it('gives up after the last attempt and logs it; drops a recovery code that ran out', async () => {
      const db = database!.db;
      const log = recordingLog();
      const dead = createMailer({ mail: { smtpUrl: `smtp://127.0.0.1:${await freePort()}`, from: 'a@shop.test' }, dataDir: '' });
      const retry = { ...RETRY, firstDelayMs: 10, maxDelayMs: 20, attempts: 3 };
      const sender = createMailOutbox(db, dead, retry, log);
      const id = await queueMail(db, { kind: 'order-confirmation', to: 'x@example.com', subject: 'Conferma ordine X', text: 'x' });
      const late = await queueMail(db, {
        kind: 'recovery-code',
        to: 'y@example.com',
        subject: 'Codice',
        text: '123456',
        expiresAt: new Date(Date.now() - 1000),
      });
      const row = async (which: number) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, which)))[0];
      await until(async () => {
        await sender.deliverDue();
        return (await row(id))?.status === 'failed';
      });
      expect(await row(id)).toMatchObject({ status: 'failed', attempts: 3 });
      expect(log.lines.filter((l) => l.message.includes('will retry'))).toHaveLength(2);
      expect(log.lines.filter((l) => l.level === 'error' && l.message.includes('given up'))).toHaveLength(1);
      expect(await row(late)).toMatchObject({ status: 'expired', body: '' });
    }, 30_000);
  });
}
