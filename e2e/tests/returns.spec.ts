import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { registerByApi, uniqueEmail } from './account-helpers';
import { staffLogin } from './backoffice-helpers';
import { cartOf, lineOf, payWithApprovingCard, pickArticles, stockOf, storeInBrowser } from './cart-helpers';
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 180_000 });

/** Staff open an order's page from the Ordini list, found by its number. */
async function openOrder(page: Page, orderId: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Ordini' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ordini' })).toBeVisible();
  await page.getByLabel('Numero d’ordine').fill(orderId);
  await page.getByRole('button', { name: 'Cerca' }).click();
  const row = page.getByRole('table', { name: 'Ordini' }).getByRole('row').filter({ hasText: orderId });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: orderId }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Ordine ${orderId}` })).toBeVisible();
}

/** The customer's order details, opened from /account/orders. */
async function customerOrder(page: Page, orderId: string): Promise<Locator> {
  await page.goto('/account/orders');
  await page.getByRole('button', { name: new RegExp(orderId) }).click();
  const dialog = page.getByRole('dialog', { name: `Ordine ${orderId}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a customer returns one row of a delivered two-row order, staff receive and refund it, the credit note downloads and the size is back on sale @phone', async ({
  page,
  request,
}) => {
  const picks = await pickArticles(request, 6, 11);
  const pick = picks.find((candidate) => candidate.sizes.length >= 2);
  if (!pick) throw new Error('seed has no article with two sizes in stock');
  const [first, second] = [pick.sizes[0]!, pick.sizes[1]!];
  const token = await registerByApi(request, uniqueEmail('reso'));
  const before = await stockOf(request, pick, first.prog);

  // The customer buys one piece of two sizes: an order of two rows.
  await page.goto('/');
  await storeInBrowser(page, { xtstoredsession: token, 'cart-1.0.1': cartOf(lineOf(pick, 1, { [first.prog]: 1, [second.prog]: 1 })) });
  await page.goto('/cart/checkout');
  await page.getByRole('button', { name: 'Conferma', exact: true }).click();
  const payment = page.getByRole('dialog', { name: 'Conferma acquisto' });
  await expect(payment).toContainText('è stato registrato');
  const orderId = /ordine (\S+) è stato registrato/.exec((await payment.textContent()) ?? '')?.[1] ?? '';
  await payment.getByRole('button', { name: 'Paga ora con carta di credito' }).click();
  await payWithApprovingCard(page);
  await expect.poll(() => stockOf(request, pick, first.prog)).toBe(before - 1);

  // Staff ship it, then record the delivery: the withdrawal period starts.
  await staffLogin(page);
  await openOrder(page, orderId);
  await page.getByRole('button', { name: 'Segna come spedito' }).click();
  const ship = page.getByRole('dialog', { name: `Spedire l’ordine ${orderId}?` });
  await ship.getByRole('button', { name: 'Segna come spedito' }).click();
  await expect(page.getByText('Stato: Spedito')).toBeVisible();
  await page.getByRole('button', { name: 'Segna come consegnato' }).click();
  const delivered = page.getByRole('dialog', { name: `Segnare l’ordine ${orderId} come consegnato?` });
  await delivered.getByRole('button', { name: 'Segna come consegnato' }).click();
  await expect(delivered).toHaveCount(0);
  await expect(page.getByText(/Consegnato il/).first()).toBeVisible();

  // The customer asks to return the first row.
  let details = await customerOrder(page, orderId);
  await expect(details).toContainText('Consegnato il');
  await details.getByRole('button', { name: /Richiedi un reso/ }).click();
  const form = page.getByRole('form', { name: 'Richiesta di reso' });
  await form.getByRole('combobox', { name: new RegExp(`${first.sigla}$`) }).selectOption('1');
  await form.getByLabel('Motivo del reso').selectOption({ label: 'Taglia non giusta' });
  await form.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(page.getByText(/Il numero del tuo reso è R-/)).toBeVisible();
  const returnNumber = /(R-\S+?-\d+)/.exec((await page.getByText(/Il numero del tuo reso è R-/).textContent()) ?? '')?.[1] ?? '';
  expect(returnNumber).toBe(`R-${orderId}-1`);

  // Staff receive the piece back on sale and refund it.
  await page.goto('/backoffice/');
  await openOrder(page, orderId);
  const returns = page.getByRole('region', { name: 'Resi' });
  await expect(returns).toContainText(returnNumber);
  await expect(returns).toContainText('Reso richiesto');
  await returns.getByRole('button', { name: 'Segna come ricevuto' }).click();
  const receive = page.getByRole('dialog', { name: `Segnare il reso ${returnNumber} come ricevuto?` });
  await receive.getByRole('button', { name: 'Segna come ricevuto' }).click();
  await expect(returns).toContainText('Reso ricevuto');
  await expect.poll(() => stockOf(request, pick, first.prog)).toBe(before);
  await returns.getByRole('button', { name: /^Rimborsa / }).click();
  const refund = page.getByRole('dialog', { name: `Rimborsare il reso ${returnNumber}?` });
  await refund.getByRole('button', { name: /^Rimborsa/ }).click();
  await expect(returns).toContainText('Rimborsato');
  await expect(returns).toContainText(/NC\d{4}\/\d+/);

  // The customer sees the partial refund and downloads the credit note.
  details = await customerOrder(page, orderId);
  await expect(details).toContainText(returnNumber);
  await expect(details).toContainText('Rimborsato');
  const started = page.waitForEvent('download');
  await details.getByRole('button', { name: 'Scarica la nota di credito' }).click();
  const download = await started;
  const path = test.info().outputPath('nota-di-credito.html');
  await download.saveAs(path);
  const copy = await readFile(path, 'utf8');
  expect(copy).toContain('Nota di credito N. NC');
  expect(copy).toContain(first.sigla);
  // The other row can still be returned.
  await expect(details.getByRole('button', { name: /Richiedi un reso/ })).toBeVisible();
});
