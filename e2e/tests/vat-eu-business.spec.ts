import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { staffLogin } from './backoffice-helpers';
import { cartOf, guest, lineOf, payWithApprovingCard, pickArticles, storeInBrowser } from './cart-helpers';
import { validateFatturaPa } from './fatturapa-xsd';
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

/** A French company with a VAT number valid for France (format and check digits). */
const company = { name: 'Maison Lefèvre SARL', vat: 'FR40303265045' };

const euro = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

async function saveDownload(page: Page, button: Locator, file: string): Promise<string> {
  const started = page.waitForEvent('download');
  await button.click();
  const done = await started;
  const path = test.info().outputPath(file);
  await done.saveAs(path);
  return readFile(path, 'utf8');
}

test('a French company with a valid VAT number pays the net price and is invoiced without VAT (N3.2) @phone', async ({ page, request }) => {
  const [pick] = await pickArticles(request, 1, 9);
  if (!pick) throw new Error('seed has no suitable articles');
  await page.goto('/');
  await storeInBrowser(page, { 'cart-1.0.1': cartOf(lineOf(pick, 1, { [pick.sizes[0]!.prog]: 1 })) });

  await page.goto('/cart/checkout');
  await page.getByRole('button', { name: 'Inserisci i dati' }).click();
  const modal = page.getByRole('dialog', { name: 'Dati ospite' });
  await modal.getByRole('radio', { name: 'Azienda' }).check();
  await modal.getByLabel('Nazione').selectOption('FR');
  await modal.getByLabel('Nome e cognome o ragione sociale').fill(company.name);
  await modal.getByLabel('Email').fill('achats@maison-lefevre.example');
  await modal.getByLabel('Telefono').fill(guest.telefono);
  await modal.getByLabel('Indirizzo').fill('8 rue du Faubourg Saint-Honoré');
  await modal.getByLabel('CAP').fill('75008');
  await modal.getByLabel('Città').fill('Paris');
  await modal.getByLabel('Partita IVA comunitaria').fill(company.vat);
  await modal.getByRole('button', { name: 'Applica' }).click();
  await expect(modal).toHaveCount(0);

  // The cart is priced again, net of VAT: the shopper is told, then the summary says why.
  const updated = page.getByRole('alertdialog');
  await expect(updated).toContainText('i prezzi del carrello sono stati aggiornati');
  await updated.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('summary-reverse-charge')).toContainText('art. 41 DL 331/93');
  await expect(page.getByTestId('summary-taxes')).toHaveText('IVA non applicabile');
  const net = Math.round((Math.round(pick.prezzo * 100) * 100) / 122);
  await expect.poll(async () => euro((await page.getByTestId('summary-line-total').first().textContent()) ?? '')).toBe(net);
  const total = euro((await page.getByTestId('summary-total').textContent()) ?? '');

  await page.getByLabel('Accetto le condizioni di privacy').check();
  await page.getByRole('button', { name: 'Conferma', exact: true }).click();
  const payment = page.getByRole('dialog', { name: 'Conferma acquisto' });
  await expect(payment).toContainText('è stato registrato');
  const orderId = /ordine (\S+) è stato registrato/.exec((await payment.textContent()) ?? '')?.[1] ?? '';
  expect(euro((await payment.locator('strong').textContent()) ?? '')).toBe(total);
  await payment.getByRole('button', { name: 'Paga ora con carta di credito' }).click();
  await payWithApprovingCard(page);

  // The invoice: the buyer's French VAT number, AliquotaIVA 0.00 with Natura N3.2, the art. 41 reference.
  await staffLogin(page);
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Fatture' }).click();
  const row = page
    .getByRole('table', { name: /Fatture emesse/ })
    .getByRole('row')
    .filter({ hasText: orderId });
  await expect(row).toHaveCount(1);
  const number = ((await row.getByRole('rowheader').textContent()) ?? '').trim();
  const xml = await saveDownload(page, row.getByRole('button', { name: `XML FatturaPA della fattura ${number}` }), 'fattura.xml');
  expect(xml).toMatch(/<IdPaese>FR<\/IdPaese>\s*<IdCodice>40303265045<\/IdCodice>/);
  expect(xml).toContain('<Natura>N3.2</Natura>');
  expect(xml).not.toMatch(/<AliquotaIVA>(?!0\.00)/);
  expect(xml).toContain(`<ImportoTotaleDocumento>${(total / 100).toFixed(2)}</ImportoTotaleDocumento>`);
  expect(xml).toContain('art. 41');
  expect(await validateFatturaPa(xml)).toEqual({ valid: true, errors: [] });
});
