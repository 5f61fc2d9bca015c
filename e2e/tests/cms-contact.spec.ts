import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';

/** The e2e server has no SMTP server: the shop's notification is written to its outbox. */
const outbox = path.join(__dirname, '..', '.data', 'outbox');

async function mailsTo(address: string): Promise<string[]> {
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
  return mails.filter((mail) => new RegExp(`^To: ${address}$`, 'm').test(mail));
}

test.describe('the contact form', () => {
  test('refuses wrong input, then sends the request to the shop and empties the form @phone', async ({ page }) => {
    const stamp = `e2e-${Date.now()}`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Modulo di contatto' });
    const email = form.getByLabel('Email', { exact: false }).first();
    const send = form.getByRole('button', { name: 'Invia richiesta' });

    await send.click();
    await expect(form.getByText("L'indirizzo email è un campo richiesto")).toBeVisible();
    await expect(form.getByText('Devi accettare la privacy')).toBeVisible();
    await expect(email).toBeFocused();
    await email.fill('a@b');
    await expect(form.getByText("L'indirizzo email deve essere di almeno 5 caratteri")).toBeVisible();

    await form.getByRole('button', { name: 'Leggi l’informativa privacy' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Informativa sul trattamento dei dati personali' })).toBeVisible();
    await page.keyboard.press('Escape');

    await form.getByLabel('Nome', { exact: true }).fill('Chiara');
    await form.getByLabel('Cognome').fill('Bianchi');
    await email.fill('chiara.bianchi@example.com');
    await form.getByLabel('Telefono').fill('+39 333 1234567');
    await form.getByLabel('Messaggio').fill(`Il cappotto in lana è disponibile in taglia 42? ${stamp}`);
    await form.getByRole('checkbox').check();
    await expect(form.getByText('Devi accettare la privacy')).toBeHidden();
    await send.click();

    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Richiesta inviata con successo');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(form.getByLabel('Nome', { exact: true })).toHaveValue('');
    await expect(form.getByRole('checkbox')).not.toBeChecked();

    await expect.poll(async () => (await mailsTo('assistenza@shop.test')).filter((mail) => mail.includes(stamp)).length).toBe(1);
    const [mail] = (await mailsTo('assistenza@shop.test')).filter((m) => m.includes(stamp));
    expect(mail).toMatch(/^Subject: Richiesta di contatto da Chiara Bianchi$/m);
    expect(mail).toMatch(/^Reply-To: chiara\.bianchi@example\.com$/m);
    expect(mail).toMatch(/Nuova richiesta di contatto n\. \d+/);
  });
});
