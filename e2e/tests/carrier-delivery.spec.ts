import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { mailFromOutbox, registerByApi, uniqueEmail } from './account-helpers';
import { staffLogin } from './backoffice-helpers';
import { cartOf, lineOf, payWithApprovingCard, pickArticles, storeInBrowser } from './cart-helpers';
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

/** The secret the journeys' server shares with BRT (e2e/start-server.mjs). */
const BRT_SECRET = 'journeys-carrier-secret-brt';

const TEXTS = {
  it: {
    confirm: 'Conferma',
    payment: 'Conferma acquisto',
    orderOf: /ordine (\S+) è stato registrato/,
    pay: 'Paga ora con carta di credito',
    ship: 'Segna come spedito',
    shipDialog: (id: string) => `Spedire l’ordine ${id}?`,
    carrier: 'Corriere',
    tracking: 'Numero di tracking',
    shipped: 'Stato: Spedito',
    delivered: 'Stato: Consegnato',
    deliveredOn: (date: string) => `Consegnato il ${date}`,
    deliveredByBrt: /^Consegnato il .+ \(BRT\)$/,
    mail: /https?:\/\/\S+\/account\/returns\/[^\s?]+/,
    mailSays: 'è stato consegnato il',
    status: 'Consegnato',
    request: /Richiedi un reso/,
  },
  en: {
    confirm: 'Confirm',
    payment: 'Confirm purchase',
    orderOf: /order (\S+) has been recorded/,
    pay: 'Pay now by credit card',
    ship: 'Mark as shipped',
    shipDialog: (id: string) => `Ship order ${id}?`,
    carrier: 'Carrier',
    tracking: 'Tracking number',
    shipped: 'Status: Shipped',
    delivered: 'Status: Delivered',
    deliveredOn: (date: string) => `Delivered on ${date}`,
    deliveredByBrt: /^Delivered on .+ \(BRT\)$/,
    mail: /https?:\/\/\S+\/account\/returns\/[^\s?]+/,
    mailSays: 'was delivered on',
    status: 'Delivered',
    request: /Request a return/,
  },
} as const;

/** The day as the screens write it (dd/mm/yyyy, the browser's time). */
const shownDay = (when: Date) =>
  `${String(when.getDate()).padStart(2, '0')}/${String(when.getMonth() + 1).padStart(2, '0')}/${when.getFullYear()}`;

/** BRT's tracking event for a parcel, signed as BRT signs it. */
async function brtSays(page: Page, trackingNumber: string, status: string, occurredAt: string) {
  const body = JSON.stringify({ trackingNumber, status, occurredAt });
  const signature = createHmac('sha256', BRT_SECRET).update(body).digest('hex');
  return page.request.post('/carriers/brt/tracking', {
    data: body,
    headers: { 'content-type': 'application/json', 'x-carrier-signature': `sha256=${signature}` },
  });
}

for (const lang of ['it', 'en'] as const) {
  const t = TEXTS[lang];
  test(`BRT's signed tracking event marks a shipped order delivered: the customer reads it on the order's page the delivery mail links (${lang}) @phone`, async ({
    page,
    request,
  }) => {
    const [pick] = await pickArticles(request, 1, 13);
    if (!pick) throw new Error('seed has no suitable articles');
    const email = uniqueEmail(`corriere-${lang}`);
    const token = await registerByApi(request, email);
    const trackingNumber = `BRT${Date.now().toString(36).toUpperCase()}${lang.toUpperCase()}`;

    // The customer buys and pays.
    await page.goto(`/?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await storeInBrowser(page, { xtstoredsession: token, 'cart-1.0.1': cartOf(lineOf(pick, 1, { [pick.sizes[0]!.prog]: 1 })) });
    await page.goto('/cart/checkout');
    await page.getByRole('button', { name: t.confirm, exact: true }).click();
    const payment = page.getByRole('dialog', { name: t.payment });
    await expect(payment).toContainText(t.orderOf);
    const orderId = t.orderOf.exec((await payment.textContent()) ?? '')?.[1] ?? '';
    await payment.getByRole('button', { name: t.pay }).click();
    await payWithApprovingCard(page, lang);

    // Staff ship it with BRT and its tracking number.
    await staffLogin(page, lang);
    await page.goto(`/backoffice/ordini/${orderId}`);
    await page.getByRole('button', { name: t.ship }).click();
    const ship = page.getByRole('dialog', { name: t.shipDialog(orderId) });
    await ship.getByLabel(t.carrier).fill('BRT');
    await ship.getByLabel(t.tracking).fill(trackingNumber);
    await ship.getByRole('button', { name: t.ship }).click();
    await expect(page.getByText(t.shipped)).toBeVisible();

    // BRT pushes the parcel's progress; an unsigned event changes nothing.
    const now = new Date(Date.now() - 60_000);
    const unsigned = await page.request.post('/carriers/brt/tracking', {
      data: JSON.stringify({ trackingNumber, status: 'delivered', occurredAt: now.toISOString() }),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status()).toBe(401);
    expect((await brtSays(page, trackingNumber, 'out_for_delivery', now.toISOString())).status()).toBe(200);
    await page.reload();
    await expect(page.getByText(t.shipped)).toBeVisible();
    const delivered = await brtSays(page, trackingNumber, 'delivered', now.toISOString());
    expect(await delivered.json()).toEqual({ error: false, delivered: [orderId] });

    // The back-office reads the delivery with BRT as who recorded it.
    await page.reload();
    await expect(page.getByText(t.delivered)).toBeVisible();
    await expect(page.getByText(t.deliveredByBrt)).toBeVisible();

    // The delivery mail links the order's page, where the customer reads 'Consegnato' with the day and may ask for a return.
    const link = await mailFromOutbox(email, t.mail);
    expect(await mailFromOutbox(email, new RegExp(`${orderId} ${t.mailSays}`))).toBeTruthy();
    await page.goto(link);
    await expect(page.getByText(t.status, { exact: true })).toBeVisible();
    await expect(page.getByText(t.deliveredOn(shownDay(now)), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t.request })).toBeVisible();
  });
}
