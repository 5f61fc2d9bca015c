import type { Page } from '@playwright/test';
import { API, cartOf, guest, lineOf, payWithApprovingCard, pickArticles, stockOf, storeInBrowser } from './cart-helpers';
import { expect, test } from './fixtures';

const storedLines = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('cart-1.0.1') ?? '{}') as { righe?: unknown[] }).righe?.length ?? 0);

/** The order number the 'Conferma acquisto' window names. */
async function orderNumberInWindow(page: Page): Promise<string> {
  const window = page.getByRole('dialog', { name: 'Conferma acquisto' });
  await expect(window).toBeVisible();
  const text = await window.getByText(/Il tuo ordine .* è stato registrato/).textContent();
  const number = /ordine (\S+) è/.exec(text ?? '')?.[1];
  if (!number) throw new Error(`no order number in: ${text}`);
  return number;
}

async function declineAtGateway(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Pagamento con carta' })).toBeVisible();
  await page.getByLabel('Numero carta').fill('4539970000000014');
  await page.getByLabel('Scadenza (MM/AA)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Paga / }).click();
}

test('a declined card keeps the cart; the retry pays the same order once, the thank-you page shows it and offers an account @phone', async ({
  page,
  request,
}, testInfo) => {
  const [pick] = await pickArticles(request, 1, 9);
  if (!pick) throw new Error('seed has no suitable articles');
  // One size per project, so the phone and desktop runs never count each other's pieces.
  const size = pick.sizes[testInfo.project.name.includes('phone') ? 1 : 0]!;
  const before = await stockOf(request, pick, size.prog);
  await page.goto('/');
  await storeInBrowser(page, { 'cart-1.0.1': cartOf(lineOf(pick, 1, { [size.prog]: 1 })), customer: guest });
  await page.goto('/cart/checkout');
  await page.getByLabel('Accetto le condizioni di privacy').check();
  await page.getByRole('button', { name: 'Conferma', exact: true }).click();
  const orderId = await orderNumberInWindow(page);
  await page.getByRole('button', { name: 'Paga ora con carta di credito' }).click();
  await declineAtGateway(page);

  // The failed page: the same order stays payable, its piece reserved, the cart intact.
  await expect(page).toHaveURL(/\/wa\/CartAction\/ko\?t=[\w-]{43}&outcome=KO$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acquisto fallito' })).toBeVisible();
  await expect(page.getByText(/La banca ha rifiutato il pagamento e non ti è stato addebitato nulla/)).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(`Ordine n. ${orderId}`);
  await expect(page.getByRole('link', { name: 'Torna al carrello' })).toHaveAttribute('href', '/cart');
  expect(await storedLines(page)).toBe(1);
  expect(await stockOf(request, pick, size.prog)).toBe(before - 1);
  const token = new URL(page.url()).searchParams.get('t')!;

  await page.getByRole('button', { name: 'Riprova il pagamento' }).click();
  expect(await orderNumberInWindow(page)).toBe(orderId);
  await page.getByRole('button', { name: 'Paga ora con carta di credito' }).click();
  // A new transaction of the same order.
  await expect(page.getByText(`${orderId}P2`)).toBeVisible();
  await payWithApprovingCard(page);

  await expect(page.getByTestId('order-number')).toHaveText(`Ordine n. ${orderId}`);
  const rows = page.getByTestId('order-rows');
  await expect(rows.getByRole('columnheader', { name: 'Colore' })).toBeAttached();
  const row = rows.locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(2)).toHaveText(size.sigla);
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  await expect(rows.getByTestId('order-total')).toContainText('€');
  await expect.poll(() => storedLines(page)).toBe(0);
  expect(await stockOf(request, pick, size.prog)).toBe(before - 1);

  // The page shows the order's real state, whatever the return's query says.
  await page.goto(`/wa/CartAction/ko?t=${token}&outcome=KO`);
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie per il tuo acquisto' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Riprova il pagamento' })).toHaveCount(0);
  // A paid order is never paid again.
  const refused = await request.post(`${API}/AccountAction/retryPayment`, { data: { token } });
  expect(await refused.json()).toEqual({ error: true, message: 'Questo ordine è già stato pagato' });

  // The guest is offered an account, step 1 filled with the order's e-mail and country.
  await page.getByRole('link', { name: 'Crea un account' }).click();
  await expect(page).toHaveURL(/\/account\/create$/);
  await expect(page.getByLabel('Email')).toHaveValue(guest.email);
  await expect(page.getByLabel('Nazione')).toHaveValue(guest.cod_nazione_ope);
});

test('closing the payment window keeps the cart and offers the retry, which pays the same order', async ({ page, request }) => {
  const [pick] = await pickArticles(request, 1, 10);
  if (!pick) throw new Error('seed has no suitable articles');
  const size = pick.sizes[0]!;
  const before = await stockOf(request, pick, size.prog);
  await page.goto('/');
  await storeInBrowser(page, { 'cart-1.0.1': cartOf(lineOf(pick, 1, { [size.prog]: 1 })), customer: guest });
  await page.goto('/cart/checkout');
  await page.getByLabel('Accetto le condizioni di privacy').check();
  await page.getByRole('button', { name: 'Conferma', exact: true }).click();
  const orderId = await orderNumberInWindow(page);
  await page.getByRole('dialog', { name: 'Conferma acquisto' }).getByRole('button', { name: 'Chiudi' }).click();

  const notice = page.getByTestId('payment-closed');
  await expect(notice.getByRole('heading', { name: 'Pagamento non completato' })).toBeVisible();
  await expect(notice).toContainText(orderId);
  expect(await storedLines(page)).toBe(1);
  expect(await stockOf(request, pick, size.prog)).toBe(before - 1);

  await notice.getByRole('button', { name: 'Riprova il pagamento' }).click();
  expect(await orderNumberInWindow(page)).toBe(orderId);
  await page.getByRole('button', { name: 'Paga ora con carta di credito' }).click();
  await payWithApprovingCard(page);
  await expect(page.getByTestId('order-number')).toHaveText(`Ordine n. ${orderId}`);
  await expect.poll(() => storedLines(page)).toBe(0);
  expect(await stockOf(request, pick, size.prog)).toBe(before - 1);
});
