import type { Locator, Page } from '@playwright/test';
import { registerByApi, uniqueEmail } from './account-helpers';
import { staffLogin } from './backoffice-helpers';
import { readArticles } from './catalog-helpers';
import { cartOf, lineOf, payWithApprovingCard, pickArticles, stockOf, storeInBrowser, type ArticlePick } from './cart-helpers';
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

/** The order code the payment modal announces ('Il tuo ordine ... è stato registrato'). */
async function placedOrderId(payment: Locator): Promise<string> {
  await expect(payment).toContainText('è stato registrato');
  return /ordine (\S+) è stato registrato/.exec((await payment.textContent()) ?? '')?.[1] ?? '';
}

/** A registered customer buys one piece of the pick's first size and pays with the approving card. */
async function customerPays(page: Page, request: Page['request'], pick: ArticlePick, email: string): Promise<string> {
  const token = await registerByApi(request, email);
  await page.goto('/');
  await storeInBrowser(page, { xtstoredsession: token, 'cart-1.0.1': cartOf(lineOf(pick, 1, { [pick.sizes[0]!.prog]: 1 })) });
  await page.goto('/cart/checkout');
  await expect(page.getByRole('heading', { name: 'Indirizzo di spedizione' })).toBeVisible();
  await page.getByRole('button', { name: 'Conferma', exact: true }).click();
  const payment = page.getByRole('dialog', { name: 'Conferma acquisto' });
  const orderId = await placedOrderId(payment);
  await payment.getByRole('button', { name: 'Paga ora con carta di credito' }).click();
  await payWithApprovingCard(page);
  return orderId;
}

/** Staff open the order from the Ordini list, found by its number. */
async function openOrder(page: Page, orderId: string): Promise<void> {
  await staffLogin(page);
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Ordini' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ordini' })).toBeVisible();
  await page.getByLabel('Numero d’ordine').fill(orderId);
  await page.getByRole('button', { name: 'Cerca' }).click();
  const row = page.getByRole('table', { name: 'Ordini' }).getByRole('row').filter({ hasText: orderId });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Ordine confermato');
  await row.getByRole('link', { name: orderId }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Ordine ${orderId}` })).toBeVisible();
  await expect(page.getByText('Stato: Ordine confermato')).toBeVisible();
}

test('staff ship a paid order and the customer sees it shipped with its tracking number @phone', async ({ page, request }) => {
  const [pick] = await pickArticles(request, 1, 7);
  if (!pick) throw new Error('seed has no suitable articles');
  const orderId = await customerPays(page, request, pick, uniqueEmail('spedito'));

  await openOrder(page, orderId);
  await page.getByRole('button', { name: 'Segna come spedito' }).click();
  const dialog = page.getByRole('dialog', { name: `Spedire l’ordine ${orderId}?` });
  await dialog.getByLabel('Corriere').fill('BRT');
  await dialog.getByLabel('Numero di tracking').fill('BRT0012345678');
  await dialog.getByRole('button', { name: 'Segna come spedito' }).click();
  await expect(page.getByText('Stato: Spedito')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cronologia degli stati' })).toContainText('Ordine confermato → Spedito');
  await expect(page.getByRole('region', { name: 'Cronologia degli stati' })).toContainText('staff@shop.test');
  await expect(page.getByRole('region', { name: 'Email inviate' })).toContainText(`Il tuo ordine ${orderId} è stato spedito`);

  await page.goto('/account/orders');
  const card = page.getByRole('button', { name: new RegExp(orderId) });
  await expect(card).toContainText('Spedito');
  await expect(card).toContainText('BRT0012345678');
  await card.click();
  const details = page.getByRole('dialog', { name: `Ordine ${orderId}` });
  await expect(details.getByRole('link', { name: 'Segui il pacco su BRT' })).toHaveAttribute(
    'href',
    'https://www.mybrt.it/it/mybrt/my-parcels/search?parcelNumber=BRT0012345678',
  );
  await expect(details).not.toContainText('Consegnato');

  // Shipped is not delivered: the customer reads 'Consegnato' only once staff record the delivery.
  await page.goto(`/backoffice/ordini/${orderId}`);
  await page.getByRole('button', { name: 'Segna come consegnato' }).click();
  const delivered = page.getByRole('dialog', { name: `Segnare l’ordine ${orderId} come consegnato?` });
  await delivered.getByRole('button', { name: 'Segna come consegnato' }).click();
  await expect(page.getByText('Stato: Consegnato')).toBeVisible();
  await page.goto('/account/orders');
  await expect(card).toContainText('Consegnato');
  await card.click();
  await expect(details).toContainText('Consegnato il');
});

test('staff cancel a paid order and its piece is back on the storefront', async ({ page, request }) => {
  const [pick] = await pickArticles(request, 1, 8);
  if (!pick) throw new Error('seed has no suitable articles');
  const size = pick.sizes[0]!;
  const before = await stockOf(request, pick, size.prog);
  const orderId = await customerPays(page, request, pick, uniqueEmail('annullato'));
  await expect.poll(() => stockOf(request, pick, size.prog)).toBe(before - 1);

  await openOrder(page, orderId);
  await page.getByRole('button', { name: 'Annulla e rimborsa' }).click();
  const dialog = page.getByRole('dialog', { name: `Annullare l’ordine ${orderId}?` });
  await dialog.getByRole('button', { name: 'Annulla e rimborsa' }).click();
  // The reason's own error, tied to the field, which takes the focus.
  await expect(dialog.getByLabel('Motivo')).toBeFocused();
  await expect(dialog.getByLabel('Motivo')).toHaveAccessibleDescription(/Indica il motivo/);
  await dialog.getByLabel('Motivo').fill('Il cliente ha chiesto di annullare');
  await dialog.getByRole('button', { name: 'Annulla e rimborsa' }).click();
  await expect(page.getByText('Stato: Annullato')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pagamenti e rimborsi' })).toContainText('gateway di prova');
  await expect(page.getByText('Nessuna operazione possibile in questo stato.')).toBeVisible();

  expect(await stockOf(request, pick, size.prog)).toBe(before);
  const [article] = (await readArticles(request, { codArticolo: pick.codArticolo }, 1)).records;
  await page.goto(`/items/detail/${article!.id}`);
  await page.getByRole('radio', { name: article!.colori.find((c) => c.codColore === pick.codColore)!.desColore }).check({ force: true });
  await expect(page.getByRole('radiogroup', { name: 'Taglia' }).getByRole('radio', { name: size.sigla, exact: true })).toHaveCount(1);
});

test('a restock in the Disponibilità tab makes a sold-out article buyable again', async ({ page, request }) => {
  const { records } = await readArticles(request, { escludiCodCatRaggrupps: ['CR1', 'CR3'] }, 200);
  const article =
    records.find((a) => a.prezzo && !a.soldOut && a.colori.length === 1 && a.taglie.length > 1) ??
    records.find((a) => a.prezzo && !a.soldOut);
  if (!article) throw new Error('seed has no suitable article');
  const colour = article.colori[0]!;
  const size = article.taglie[0]!;

  await staffLogin(page);
  await page.goto(`/backoffice/articolo/${article.id}?tab=stock`);
  const panel = page.getByRole('form', { name: 'Disponibilità' });
  const inputs = panel.getByRole('spinbutton');
  await expect(inputs.first()).toBeVisible();
  for (const input of await inputs.all()) await input.fill('0');
  await panel.getByRole('button', { name: 'Salva disponibilità' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'aggiornat' })).toBeVisible();

  await page.goto(`/items/detail/${article.id}`);
  // The detail's own notice (cards of related articles may carry theirs).
  const soldOut = page.getByRole('paragraph').filter({ hasText: /^SOLD OUT$/ });
  await expect(soldOut).toBeVisible();

  await page.goto(`/backoffice/articolo/${article.id}?tab=stock`);
  const restock = page
    .getByRole('group', { name: new RegExp(`\\(${colour.codColore}\\)`) })
    .getByLabel(`Taglia ${size.siglaTaglia}`, { exact: true });
  await expect(restock).toHaveValue('0');
  await restock.fill('3');
  await page.getByRole('button', { name: 'Salva disponibilità' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'aggiornat' })).toBeVisible();

  await page.goto(`/items/detail/${article.id}`);
  await expect(page.getByText(`Codice prodotto ${article.codArticolo}`).first()).toBeVisible();
  await expect(soldOut).toHaveCount(0);
  await page.getByRole('radio', { name: colour.desColore }).check({ force: true });
  await page.getByRole('radiogroup', { name: 'Taglia' }).getByRole('radio', { name: size.siglaTaglia, exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(page.getByRole('dialog', { name: 'Carrello aggiornato' }).getByTestId('summary-line')).toContainText(
    `Taglia ${size.siglaTaglia}`,
  );
});

test("the Disponibilità tab's fields fit the screen, a phone's too @phone", async ({ page, request }) => {
  const { records } = await readArticles(request, {}, 40);
  const article = records.find((a) => a.taglie.length >= 5) ?? records[0]!;
  await staffLogin(page);
  await page.goto(`/backoffice/articolo/${article.id}?tab=stock`);
  const inputs = page.getByRole('form', { name: 'Disponibilità' }).getByRole('spinbutton');
  await expect(inputs.first()).toBeVisible();
  const width = await page.evaluate(() => window.innerWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  for (const input of await inputs.all()) {
    const box = (await input.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
});
