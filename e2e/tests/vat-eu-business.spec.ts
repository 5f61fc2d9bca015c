import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { staffLogin } from './backoffice-helpers';
import { cartOf, guest, lineOf, payWithApprovingCard, pickArticles, storeInBrowser } from './cart-helpers';
import { validateFatturaPa } from './fatturapa-xsd';
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

/** A French company with a VAT number valid for France (format and check digits). */
const company = { name: 'Maison Lefèvre SARL', vat: 'FR40303265045' };

/** Cents of an amount the shop writes with two decimals, in either language (1.089,50 € or €1,089.50). */
const euro = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** What the shopper and the staff read, in each language of the shop. */
const TEXTS = {
  it: {
    fill: 'Inserisci i dati',
    guest: 'Dati ospite',
    company: 'Azienda',
    country: 'Nazione',
    name: 'Nome e cognome o ragione sociale',
    phone: 'Telefono',
    address: 'Indirizzo',
    postalCode: 'CAP',
    town: 'Città',
    vat: 'Partita IVA comunitaria',
    apply: 'Applica',
    updated: 'i prezzi del carrello sono stati aggiornati',
    noVat: 'IVA non applicabile',
    privacy: 'Accetto le condizioni di privacy',
    confirm: 'Conferma',
    payment: 'Conferma acquisto',
    recorded: 'è stato registrato',
    orderOf: /ordine (\S+) è stato registrato/,
    pay: 'Paga ora con carta di credito',
    invoices: 'Fatture',
    issued: /Fatture emesse/,
    xmlOf: (number: string) => `XML FatturaPA della fattura ${number}`,
  },
  en: {
    fill: 'Enter your details',
    guest: 'Guest details',
    company: 'Company',
    country: 'Country',
    name: 'Full name or company name',
    phone: 'Phone',
    address: 'Address',
    postalCode: 'Postal code',
    town: 'Town',
    vat: 'EU VAT number',
    apply: 'Apply',
    updated: 'the cart prices have been updated',
    noVat: 'VAT not applicable',
    privacy: 'I accept the privacy terms',
    confirm: 'Confirm',
    payment: 'Confirm purchase',
    recorded: 'has been recorded',
    orderOf: /order (\S+) has been recorded/,
    pay: 'Pay now by credit card',
    invoices: 'Invoices',
    issued: /Invoices issued/,
    xmlOf: (number: string) => `FatturaPA XML of invoice ${number}`,
  },
} as const;

async function saveDownload(page: Page, button: Locator, file: string): Promise<string> {
  const started = page.waitForEvent('download');
  await button.click();
  const done = await started;
  const path = test.info().outputPath(file);
  await done.saveAs(path);
  return readFile(path, 'utf8');
}

for (const lang of ['it', 'en'] as const) {
  const t = TEXTS[lang];
  test(`a French company with a valid VAT number pays the net price and is invoiced without VAT (N3.2) (${lang}) @phone`, async ({
    page,
    request,
  }) => {
    const [pick] = await pickArticles(request, 1, 9);
    if (!pick) throw new Error('seed has no suitable articles');
    await page.goto(`/?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await storeInBrowser(page, { 'cart-1.0.1': cartOf(lineOf(pick, 1, { [pick.sizes[0]!.prog]: 1 })) });

    await page.goto('/cart/checkout');
    await page.getByRole('button', { name: t.fill }).click();
    const modal = page.getByRole('dialog', { name: t.guest });
    await modal.getByRole('radio', { name: t.company }).check();
    await modal.getByLabel(t.country).selectOption('FR');
    await modal.getByLabel(t.name).fill(company.name);
    await modal.getByLabel('Email').fill('achats@maison-lefevre.example');
    await modal.getByLabel(t.phone).fill(guest.telefono);
    await modal.getByLabel(t.address).fill('8 rue du Faubourg Saint-Honoré');
    await modal.getByLabel(t.postalCode).fill('75008');
    await modal.getByLabel(t.town).fill('Paris');
    await modal.getByLabel(t.vat).fill(company.vat);
    await modal.getByRole('button', { name: t.apply }).click();
    await expect(modal).toHaveCount(0);

    // The cart is priced again, net of VAT: the shopper is told, then the summary says why.
    const updated = page.getByRole('alertdialog');
    await expect(updated).toContainText(t.updated);
    await updated.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('summary-reverse-charge')).toContainText('art. 41 DL 331/93');
    await expect(page.getByTestId('summary-taxes')).toHaveText(t.noVat);
    const net = Math.round((Math.round(pick.prezzo * 100) * 100) / 122);
    await expect.poll(async () => euro((await page.getByTestId('summary-line-total').first().textContent()) ?? '')).toBe(net);
    const total = euro((await page.getByTestId('summary-total').textContent()) ?? '');

    await page.getByLabel(t.privacy).check();
    await page.getByRole('button', { name: t.confirm, exact: true }).click();
    const payment = page.getByRole('dialog', { name: t.payment });
    await expect(payment).toContainText(t.recorded);
    const orderId = t.orderOf.exec((await payment.textContent()) ?? '')?.[1] ?? '';
    expect(euro((await payment.locator('strong').textContent()) ?? '')).toBe(total);
    await payment.getByRole('button', { name: t.pay }).click();
    await payWithApprovingCard(page, lang);

    // The invoice: the buyer's French VAT number, AliquotaIVA 0.00 with Natura N3.2, the art. 41 reference.
    await staffLogin(page, lang);
    await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: t.invoices }).click();
    const row = page.getByRole('table', { name: t.issued }).getByRole('row').filter({ hasText: orderId });
    await expect(row).toHaveCount(1);
    const number = ((await row.getByRole('rowheader').textContent()) ?? '').trim();
    const xml = await saveDownload(page, row.getByRole('button', { name: t.xmlOf(number) }), 'fattura.xml');
    expect(xml).toMatch(/<IdPaese>FR<\/IdPaese>\s*<IdCodice>40303265045<\/IdCodice>/);
    expect(xml).toContain('<Natura>N3.2</Natura>');
    expect(xml).not.toMatch(/<AliquotaIVA>(?!0\.00)/);
    expect(xml).toContain(`<ImportoTotaleDocumento>${(total / 100).toFixed(2)}</ImportoTotaleDocumento>`);
    expect(xml).toContain('art. 41');
    expect(await validateFatturaPa(xml)).toEqual({ valid: true, errors: [] });
  });
}
