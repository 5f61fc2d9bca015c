import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The message's own Content-Type (multipart/alternative for a mail with text and HTML parts). */
  contentType: string;
  /** The text part (the whole body of a single-part mail), its transfer encoding undone. */
  text: string;
  /** The HTML part, its transfer encoding undone; '' when the mail has none. */
  html: string;
  raw: string;
}

export interface TestSmtp {
  url: string;
  messages: ReceivedMail[];
  /** While true the server answers every message with a temporary failure (451). */
  refusing: boolean;
  /** Messages refused so far. */
  refused: number;
  /** Milliseconds the server takes before accepting each message (a slow mail server). */
  delayMs: number;
  /** Resolves with the first message (already received or arriving within 5 s) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A header's value, its folded lines joined. */
const header = (headers: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(headers)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim() ?? '';

/** Headers and body of a message or a part, the body decoded by its Content-Transfer-Encoding. */
function splitPart(raw: string): { headers: string; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).trim();
  const encoding = header(headers, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return { headers, body: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
  return { headers, body: decodeQuotedPrintable(body) };
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const { headers, body } = splitPart(raw);
  const subject = /^Subject: (.*)$/m.exec(headers)?.[1]?.trim() ?? '';
  const contentType = header(headers, 'Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return { from, to, subject, contentType, text: body, html: '', raw };
  const rawBody = raw.slice(raw.search(/\r?\n\r?\n/));
  const parts = rawBody
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => splitPart(part.replace(/^\r?\n/, '')));
  const of = (type: string) => parts.find((part) => header(part.headers, 'Content-Type').toLowerCase().startsWith(type))?.body ?? '';
  return { from, to, subject, contentType, text: of('text/plain'), html: of('text/html'), raw };
}

/** A real SMTP server on a local port (a free one unless given) that keeps what it receives, for tests. */
export async function startTestSmtp(options: { port?: number } = {}): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const waiters: { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  const state = { refusing: false, refused: 0, delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) return callback();
      state.refused += 1;
      const error = Object.assign(new Error('mailbox temporarily unavailable'), { responseCode: 451 });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const mail = parse(
          Buffer.concat(chunks).toString('utf8'),
          from,
          session.envelope.rcptTo.map((r) => r.address),
        );
        const accept = () => {
          messages.push(mail);
          for (const waiter of waiters.filter((w) => w.match(mail))) waiter.resolve(mail);
          callback();
        };
        if (state.delayMs > 0) setTimeout(accept, state.delayMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    get refused() {
      return state.refused;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    // A ceiling for a mail that never comes, not a measure of speed: a loaded machine with two test
    // workers and Postgres can take seconds, and the outbox's own poll is 5 s.
    waitFor(match, timeoutMs = 15_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching mail arrived')), timeoutMs);
        waiters.push({
          match,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
