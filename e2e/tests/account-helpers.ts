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

/** The recovery code of the newest message to `to` in the server's outbox (e2e/.data/outbox). */
export async function codeFromOutbox(to: string): Promise<string> {
  const outbox = path.join(__dirname, '..', '.data', 'outbox');
  let code = '';
  await expect
    .poll(() => {
      // The shop's mail sender creates the folder with its first message.
      if (!existsSync(outbox)) return '';
      const files = readdirSync(outbox, { withFileTypes: true })
        .filter((f) => f.name.endsWith('.eml'))
        .map((f) => path.join(outbox, f.name))
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
      for (const file of files) {
        const mail = readFileSync(file, 'utf8').replace(/=\r?\n/g, '');
        if (mail.includes(`To: ${to}`)) {
          code = /\b(\d{6})\b/.exec(mail.slice(mail.search(/\r?\n\r?\n/)))?.[1] ?? '';
          return code;
        }
      }
      return '';
    })
    .toMatch(/^\d{6}$/);
  return code;
}
