import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ACTION = '/Apps/WebObjects/Shop.woa/wa/AccountAction';
export const VALID_CF = 'RSSMRA85T10A562S';

export const uniqueEmail = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

/** A valid private Italian registration (as the server's contract expects it). */
export function italianCustomer(email: string, password = 'Segreta!2026') {
  return {
    email,
    password,
    name: 'Marco',
    surname: 'Rossi',
    phone: '+39 06 1234567',
    mobile: '+39 333 7654321',
    codiceFiscale: VALID_CF,
    privacy: true,
    destination: { address: 'Via Roma 1', postalCode: '00100', town: 'Roma', state: 'RM', country: 'IT' },
  };
}

/** Registers a customer through the real API and answers their session token. */
export async function registerByApi(request: APIRequestContext, email: string, password?: string): Promise<string> {
  const response = await request.post(`${ACTION}/createAccount`, { data: italianCustomer(email, password) });
  const body = (await response.json()) as { error: boolean; xtstoredsession?: string; message?: string };
  expect(body.error, body.message).toBe(false);
  return body.xtstoredsession ?? '';
}

export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: false }).first().fill(email);
  await page.getByRole('textbox', { name: /^Password/ }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Accedi' }).click();
}

/** Closes the shell's alert with OK after checking its text. */
export async function acceptAlert(page: Page, text: string | RegExp): Promise<void> {
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
}

/** A message body with its quoted-printable soft breaks and escapes undone. */
const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The body of the newest message to `to` in the server's outbox (e2e/.data/outbox), or '' while there is none. */
function newestMailTo(to: string): string {
  const outbox = path.join(__dirname, '..', '.data', 'outbox');
  // The shop's mail sender creates the folder with its first message.
  if (!existsSync(outbox)) return '';
  const files = readdirSync(outbox, { withFileTypes: true })
    .filter((f) => f.name.endsWith('.eml'))
    .map((f) => path.join(outbox, f.name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const file of files) {
    const mail = readFileSync(file, 'utf8');
    if (mail.includes(`To: ${to}`)) return decodeQuotedPrintable(mail.slice(mail.search(/\r?\n\r?\n/)));
  }
  return '';
}

/** What `pattern` finds in the newest message to `to`, waiting for that message to arrive. */
async function fromOutbox(to: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(() => {
      found = pattern.exec(newestMailTo(to))?.[0] ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}

/** The recovery code of the newest message to `to`. */
export const codeFromOutbox = (to: string): Promise<string> => fromOutbox(to, /\b\d{6}\b/);

/** The newsletter confirmation link of the newest message to `to`. */
export const newsletterLinkFromOutbox = (to: string): Promise<string> =>
  fromOutbox(to, /https?:\/\/\S+\/account\/newsletter\?token=[\w-]+\S*/);

/** What `pattern` finds in the newest message to `to`, once it has arrived (any mail of the shop). */
export const mailFromOutbox = (to: string, pattern: RegExp): Promise<string> => fromOutbox(to, pattern);
