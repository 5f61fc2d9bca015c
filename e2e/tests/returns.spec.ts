import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { registerByApi, uniqueEmail } from './account-helpers';
import { staffLogin } from './backoffice-helpers';
import { cartOf, lineOf, payWithApprovingCard, pickArticles, stockOf, storeInBrowser } from './cart-helpers';
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 180_000 });

/** What the shopper and the staff read, in each language of the shop. */
const TEXTS = {
  it: {
    confirm: 'Conferma',
    payment: 'Conferma acquisto',
    recorded: 'è stato registrato',
    orderOf: /ordine (\S+) è stato registrato/,
    pay: 'Paga ora con carta di credito',
    login: 'Accedi',
    articles: 'Articoli',
    orders: 'Ordini',
    orderNumber: 'Numero d’ordine',
    search: 'Cerca',
    order: (id: string) => `Ordine ${id}`,
    ship: 'Segna come spedito',
    shipDialog: (id: string) => `Spedire l’ordine ${id}?`,
    shipped: 'Stato: Spedito',
    deliver: 'Segna come consegnato',
    deliverDialog: (id: string) => `Segnare l’ordine ${id} come consegnato?`,
    deliveredOn: 'Consegnato il',
    request: /Richiedi un reso/,
    form: 'Richiesta di reso',
    reason: 'Motivo del reso',
    wrongSize: 'Taglia non giusta',
    send: 'Invia la richiesta',
    returnNumber: /Il numero del tuo reso è R-/,
    returns: 'Resi',
    requested: 'Reso richiesto',
    receive: 'Segna come ricevuto',
    receiveDialog: (number: string) => `Segnare il reso ${number} come ricevuto?`,
    received: 'Reso ricevuto',
    refund: /^Rimborsa /,
    refundDialog: (number: string) => `Rimborsare il reso ${number}?`,
    refunded: 'Rimborsato',
    download: 'Scarica la nota di credito',
    copyTitle: 'Nota di credito N. NC',
  },
  en: {
    confirm: 'Confirm',
    payment: 'Confirm purchase',
    recorded: 'has been recorded',
    orderOf: /order (\S+) has been recorded/,
    pay: 'Pay now by credit card',
    login: 'Log in',
    articles: 'Articles',
    orders: 'Orders',
    orderNumber: 'Order number',
    search: 'Search',
    order: (id: string) => `Order ${id}`,
    ship: 'Mark as shipped',
    shipDialog: (id: string) => `Ship order ${id}?`,
    shipped: 'Status: Shipped',
    deliver: 'Mark as delivered',
    deliverDialog: (id: string) => `Mark order ${id} as delivered?`,
    deliveredOn: 'Delivered on',
    request: /Request a return/,
    form: 'Return request',
    reason: 'Reason for the return',
    wrongSize: 'Wrong size',
    send: 'Send the request',
    returnNumber: /Your return number is R-/,
    returns: 'Returns',
    requested: 'Return requested',
    receive: 'Mark as received',
    receiveDialog: (number: string) => `Mark return ${number} as received?`,
    received: 'Return received',
    refund: /^Refund /,
    refundDialog: (number: string) => `Refund return ${number}?`,
    refunded: 'Refunded',
    download: 'Download the credit note',
    copyTitle: 'Credit note no. NC',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Staff open an order's page from the Ordini list, found by its number. */
async function openOrder(page: Page, t: Texts, orderId: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: t.orders }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.orders })).toBeVisible();
  await page.getByLabel(t.orderNumber).fill(orderId);
  await page.getByRole('button', { name: t.search }).click();
  const row = page.getByRole('table', { name: t.orders }).getByRole('row').filter({ hasText: orderId });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: orderId }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.order(orderId) })).toBeVisible();
}

/** The customer's order details, opened from /account/orders. */
async function customerOrder(page: Page, t: Texts, orderId: string): Promise<Locator> {
  await page.goto('/account/orders');
  await page.getByRole('button', { name: new RegExp(orderId) }).click();
  const dialog = page.getByRole('dialog', { name: t.order(orderId) });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const lang of ['it', 'en'] as const) {
  const t: Texts = TEXTS[lang];
  test(`a customer returns one row of a delivered two-row order, staff receive and refund it, the credit note downloads and the size is back on sale (${lang}) @phone`, async ({
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
    await page.goto(`/?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await storeInBrowser(page, { xtstoredsession: token, 'cart-1.0.1': cartOf(lineOf(pick, 1, { [first.prog]: 1, [second.prog]: 1 })) });
    await page.goto('/cart/checkout');
    await page.getByRole('button', { name: t.confirm, exact: true }).click();
    const payment = page.getByRole('dialog', { name: t.payment });
    await expect(payment).toContainText(t.recorded);
    const orderId = t.orderOf.exec((await payment.textContent()) ?? '')?.[1] ?? '';
    await payment.getByRole('button', { name: t.pay }).click();
    await payWithApprovingCard(page, lang);
    await expect.poll(() => stockOf(request, pick, first.prog)).toBe(before - 1);

    // Staff ship it, then record the delivery: the withdrawal period starts.
    await staffLogin(page, lang);
    await openOrder(page, t, orderId);
    await page.getByRole('button', { name: t.ship }).click();
    const ship = page.getByRole('dialog', { name: t.shipDialog(orderId) });
    await ship.getByRole('button', { name: t.ship }).click();
    await expect(page.getByText(t.shipped)).toBeVisible();
    await page.getByRole('button', { name: t.deliver }).click();
    const delivered = page.getByRole('dialog', { name: t.deliverDialog(orderId) });
    await delivered.getByRole('button', { name: t.deliver }).click();
    await expect(delivered).toHaveCount(0);
    await expect(page.getByText(t.deliveredOn).first()).toBeVisible();

    // The customer asks to return the first row.
    let details = await customerOrder(page, t, orderId);
    await expect(details).toContainText(t.deliveredOn);
    await details.getByRole('button', { name: t.request }).click();
    const form = page.getByRole('form', { name: t.form });
    await form.getByRole('combobox', { name: new RegExp(`${first.sigla}$`) }).selectOption('1');
    await form.getByLabel(t.reason).selectOption({ label: t.wrongSize });
    await form.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.returnNumber)).toBeVisible();
    const returnNumber = /(R-\S+?-\d+)/.exec((await page.getByText(t.returnNumber).textContent()) ?? '')?.[1] ?? '';
    expect(returnNumber).toBe(`R-${orderId}-1`);

    // Staff receive the piece back on sale and refund it.
    await page.goto('/backoffice/');
    await openOrder(page, t, orderId);
    const returns = page.getByRole('region', { name: t.returns });
    await expect(returns).toContainText(returnNumber);
    await expect(returns).toContainText(t.requested);
    await returns.getByRole('button', { name: t.receive }).click();
    const receive = page.getByRole('dialog', { name: t.receiveDialog(returnNumber) });
    await receive.getByRole('button', { name: t.receive }).click();
    await expect(returns).toContainText(t.received);
    await expect.poll(() => stockOf(request, pick, first.prog)).toBe(before);
    await returns.getByRole('button', { name: t.refund }).click();
    const refund = page.getByRole('dialog', { name: t.refundDialog(returnNumber) });
    await refund.getByRole('button', { name: t.refund }).click();
    await expect(returns).toContainText(t.refunded);
    await expect(returns).toContainText(/NC\d{4}\/\d+/);

    // The customer sees the partial refund and downloads the credit note.
    details = await customerOrder(page, t, orderId);
    await expect(details).toContainText(returnNumber);
    await expect(details).toContainText(t.refunded);
    const started = page.waitForEvent('download');
    await details.getByRole('button', { name: t.download }).click();
    const download = await started;
    const path = test.info().outputPath('nota-di-credito.html');
    await download.saveAs(path);
    const copy = await readFile(path, 'utf8');
    expect(copy).toContain(t.copyTitle);
    expect(copy).toContain(first.sigla);
    // The other row can still be returned.
    await expect(details.getByRole('button', { name: t.request })).toBeVisible();
  });
}
