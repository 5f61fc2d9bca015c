import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  /** Sends one message; rejects when the transport refuses it. */
  send(message: MailMessage): Promise<void>;
  /** Where messages go, for the start-up log. */
  readonly target: string;
}

interface Logger {
  info(object: object, message: string): void;
}

/**
 * SMTP when SMTP_URL is set, otherwise each message is written as an .eml file under
 * <dataDir>/outbox so the shop works (and can be inspected) with no mail server.
 */
export function createMailer(config: { mail: Pick<AppConfig['mail'], 'smtpUrl' | 'from'>; dataDir: string }, log?: Logger): Mailer {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) {
    // A server that accepts the connection and then hangs must not hold a message for minutes.
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      target: new URL(smtpUrl).host,
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    target: outbox,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      log?.info({ file, to: message.to, subject: message.subject }, 'mail written to the outbox');
    },
  };
}
