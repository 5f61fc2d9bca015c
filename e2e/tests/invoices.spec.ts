import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { registerByApi, uniqueEmail } from './account-helpers';
import { staffLogin } from './backoffice-helpers';
import { cartOf, guest, lineOf, payWithApprovingCard, pickArticles, storeInBrowser } from './cart-helpers';
import { validateFatturaPa } from './fatturapa-xsd';
import { accessibilityViolations, expect, test } from './fixtures';
import { pdfText } from '../../server/test/support/pdf-text';

/** An Italian company buying as a guest: its partita IVA and codice fiscale, and its SDI recipient code. */
const company = {
  denominazione: 'Tessiture Lariane S.r.l.',
  partitaIva: '02112340019',
  codiceFiscale: '02112340019',
  codiceDestinatario: 'M5UXCR1',
};

/** The text between <name> and </name>, the first one. */
function element(xml: string, name: string): string {
  const match = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  if (!match?.[1]) throw new Error(`<${name}> not found`);
  return match[1];
}

/** Clicks the button and saves the file the page downloads under the test's output folder. */
async function download(page: Page, button: Locator, file: string): Promise<{ download: Download; text: string; bytes: Buffer }> {
  const started = page.waitForEvent('download');
  await button.click();
  const done = await started;
  expect(await done.failure()).toBeNull();
  const path = test.info().outputPath(file);
  await done.saveAs(path);
  const bytes = await readFile(path);
  return { download: done, text: bytes.toString('utf8'), bytes };
}

/** The words a downloaded PDF copy prints, its line breaks made spaces; fails unless the file is a PDF. */
function pdfWords(bytes: Buffer): string {
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(bytes).replace(/\s+/g, ' ');
}

/** The order code the payment modal announces ('Il tuo ordine ... è stato registrato'). */
async function placedOrderId(payment: Locator): Promise<string> {
  await expect(payment).toContainText('è stato registrato');
  const orderId = /ordine (\S+) è stato registrato/.exec((await payment.textContent()) ?? '')?.[1] ?? '';
  expect(orderId).toMatch(/^[A-Z0-9-]{8,30}$/);
  return orderId;
}

test('a guest company pays, and the staff download its FatturaPA XML and printable copy from Fatture', async ({ page, request }) => {
  const [pick] = await pickArticles(request, 1, 5);
  if (!pick) throw new Error('seed has no suitable articles');
  await page.goto('/');
  await storeInBrowser(page, { 'cart-1.0.1': cartOf(lineOf(pick, 1, { [pick.sizes[0]!.prog]: 1 })) });

  // The guest data of an Italian company.
  await page.goto('/cart/checkout');
  await page.getByRole('button', { name: 'Inserisci i dati' }).click();
  const modal = page.getByRole('dialog', { name: 'Dati ospite' });
  await modal.getByRole('radio', { name: 'Azienda' }).check();
  await modal.getByLabel('Nome e cognome o ragione sociale').fill(company.denominazione);
  await modal.getByLabel('Email').fill('amministrazione@tessiture-lariane.example');
  await modal.getByLabel('Telefono').fill(guest.telefono);
  await modal.getByLabel('Indirizzo').fill('Via Borgo Vico 12');
  await modal.getByLabel('CAP').fill('22100');
  await modal.getByLabel('Città').fill('Como');
  await modal.getByLabel('Provincia').selectOption('CO');
  await modal.getByLabel('Codice fiscale').fill(company.codiceFiscale);
  await modal.getByLabel('Partita IVA', { exact: true }).fill(company.partitaIva);
  await modal.getByLabel('Codice destinatario').fill(company.codiceDestinatario);
  await modal.getByRole('button', { name: 'Applica' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('guest-summary')).toContainText(company.denominazione);

  // Order, pay with the approving test card, thank-you page.
  await page.getByLabel('Accetto le condizioni di privacy').check();
  await page.getByRole('button', { name: 'Conferma', exact: true }).click();
  const payment = page.getByRole('dialog', { name: 'Conferma acquisto' });
  const orderId = await placedOrderId(payment);
  const total = ((await payment.locator('strong').textContent()) ?? '').trim();
  expect(total).toMatch(/€$/);
  await payment.getByRole('button', { name: 'Paga ora con carta di credito' }).click();
  await payWithApprovingCard(page);

  // The staff find the invoice, newest first, in 'Fatture'.
  await staffLogin(page);
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Fatture' }).click();
  await expect(page).toHaveURL(/\/backoffice\/fatture$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fatture' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Fatture emesse, dalla più recente' });
  const row = table.getByRole('row').filter({ hasText: orderId });
  await expect(row).toHaveCount(1);
  await expect(table.locator('tbody tr').first()).toContainText(orderId);
  await expect(row).toContainText(company.denominazione);
  await expect(row.getByRole('cell').nth(0)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(row.getByRole('cell').nth(3)).toHaveText('IT');
  await expect(row.getByRole('cell').nth(4)).toHaveText(total);
  const number = ((await row.getByRole('rowheader').textContent()) ?? '').trim();
  expect(number).toMatch(/^\d{4}\/\d+$/);
  expect(await accessibilityViolations(page)).toEqual([]);

  // The FatturaPA XML: SDI recipient code, the buyer's partita IVA, format FPR12, valid against the XSD.
  const xmlButton = row.getByRole('button', { name: `XML FatturaPA della fattura ${number}` });
  await expect(xmlButton).toBeVisible();
  const xml = await download(page, xmlButton, 'fattura.xml');
  expect(xml.download.suggestedFilename()).toMatch(/\.xml$/);
  expect(xml.text).toContain(`<CodiceDestinatario>${company.codiceDestinatario}</CodiceDestinatario>`);
  expect(xml.text).toContain('<FormatoTrasmissione>FPR12</FormatoTrasmissione>');
  const buyer = element(xml.text, 'CessionarioCommittente');
  expect(buyer).toContain(`<IdCodice>${company.partitaIva}</IdCodice>`);
  expect(buyer).toContain(`<CodiceFiscale>${company.codiceFiscale}</CodiceFiscale>`);
  expect(buyer).toContain(`<Denominazione>${company.denominazione}</Denominazione>`);
  expect(element(xml.text, 'DatiGeneraliDocumento')).toContain(`<Numero>${number}</Numero>`);
  const validation = await validateFatturaPa(xml.text);
  expect(validation.errors).toEqual([]);
  expect(validation.valid).toBe(true);

  // The printable copy, a PDF, names the company and says Fattura with its number and the total paid.
  const copy = await download(page, row.getByRole('button', { name: `Copia stampabile della fattura ${number}` }), 'fattura.pdf');
  expect(copy.download.suggestedFilename()).toMatch(/^fattura-\d{4}-\d{6}\.pdf$/);
  const printed = pdfWords(copy.bytes);
  expect(printed).toContain(company.denominazione);
  expect(printed).toContain(`Fattura N. ${number}`);
  expect(printed).toContain(total.replace(/\s+/g, ' '));

  // No staff session went into an address.
  const session = await page.evaluate(() => sessionStorage.getItem('wosid'));
  expect(session).toBeTruthy();
  expect(page.url()).not.toContain(session ?? '');
});

test('a customer finds the VAT breakdown of a paid order and downloads its invoice @phone', async ({ page, request }) => {
  const [pick] = await pickArticles(request, 1, 6);
  if (!pick) throw new Error('seed has no suitable articles');
  const token = await registerByApi(request, uniqueEmail('fattura'));
  await page.goto('/');
  await storeInBrowser(page, { xtstoredsession: token, 'cart-1.0.1': cartOf(lineOf(pick, 1, { [pick.sizes[0]!.prog]: 1 })) });
  await page.goto('/cart/checkout');
  await expect(page.getByRole('heading', { name: 'Indirizzo di spedizione' })).toBeVisible();
  await page.getByRole('button', { name: 'Conferma', exact: true }).click();
  const payment = page.getByRole('dialog', { name: 'Conferma acquisto' });
  const orderId = await placedOrderId(payment);
  const total = ((await payment.locator('strong').textContent()) ?? '').trim();
  await payment.getByRole('button', { name: 'Paga ora con carta di credito' }).click();
  await payWithApprovingCard(page);

  await page.goto('/account/orders');
  await page.getByRole('button', { name: new RegExp(orderId) }).click();
  const dialog = page.getByRole('dialog', { name: `Ordine ${orderId}` });
  await expect(dialog.getByRole('table', { name: 'Articoli dell’ordine' })).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: 'Totale riga' })).toHaveCount(1);
  await expect(
    dialog
      .getByRole('term')
      .filter({ hasText: /^IVA \d+(,\d+)?%$/ })
      .first(),
  ).toBeVisible();
  await expect(
    dialog
      .getByRole('definition')
      .filter({ hasText: /^imponibile .+\s€, imposta .+\s€$/ })
      .first(),
  ).toBeVisible();
  await expect(dialog.getByRole('definition').last()).toHaveText(total);
  const invoice = dialog.getByText(/^Fattura n\. \d{4}\/\d+$/);
  await expect(invoice).toBeVisible();
  const number = ((await invoice.textContent()) ?? '').replace('Fattura n. ', '');
  expect(await accessibilityViolations(page)).toEqual([]);

  // The copy is a PDF: its number, the buyer, the article's row and the total paid, as the formatter writes them.
  const copy = await download(page, dialog.getByRole('button', { name: 'Scarica la fattura' }), 'fattura.pdf');
  expect(copy.download.suggestedFilename()).toMatch(/^fattura-\d{4}-\d{6}\.pdf$/);
  const printed = pdfWords(copy.bytes);
  expect(printed).toContain(`Fattura N. ${number}`);
  expect(printed).toContain('Marco Rossi');
  expect(printed).toContain(pick.codArticolo);
  expect(printed).toContain(`Totale pagato ${total.replace(/\s+/g, ' ')}`);
});
