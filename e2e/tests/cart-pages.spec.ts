import type { APIRequestContext, Locator } from '@playwright/test';
import { API, cartOf, lineOf, pickArticles, storeInBrowser, type ArticlePick } from './cart-helpers';
import { expect, test } from './fixtures';

/** The server's own quote of one article's pieces for a country: what the shipping page must agree with. */
async function quoteOf(request: APIRequestContext, pick: ArticlePick, pieces: number, country: string) {
  const cart = cartOf(lineOf(pick, 1, { [pick.sizes[0]!.prog]: pieces }));
  const response = await request.post(`${API}/CartAction/quote`, { data: { cart, country } });
  const body = (await response.json()) as { quote: { subtotalCents: number; shippingCents: number } };
  return body.quote;
}

/** Euro text as the shop writes it (1.234,50 €), whatever space the formatter puts before the sign. */
const euro = (cents: number) => {
  const [units = '0', decimals = '00'] = (cents / 100).toFixed(2).split('.');
  return new RegExp(`${units.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${decimals}\\s€`);
};

const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s/g, ' ');

test('cart rows link to their product and show unit price and row total; the checkout lists its rows @phone', async ({ page, request }) => {
  // Two languages, the product page and the checkout, each page checked with axe: slow on a busy machine.
  test.setTimeout(180_000);
  const [pick] = await pickArticles(request, 1);
  if (!pick) throw new Error('seed has no suitable articles');
  const size = pick.sizes[0]!;
  await page.goto('/');
  await storeInBrowser(page, { 'cart-1.0.1': cartOf(lineOf(pick, 1, { [size.prog]: 2 })) });
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio carrello (2)' })).toBeVisible();
  const line = page.getByTestId('cart-line');
  // One line of two pieces: its row total is the order's sub-total, twice its unit price.
  await expect(line.getByText('Totale (2 pezzi)')).toBeVisible();
  const quote = await quoteOf(request, pick, 2, 'IT');
  await expect(line.getByTestId('line-total')).toHaveText(euro(quote.subtotalCents));
  await expect(line.getByTestId('line-unit-price')).toHaveText(euro(quote.subtotalCents / 2));
  await expect(page.getByTestId('summary-subtotal')).toHaveText(euro(quote.subtotalCents));
  // Shipping is always said: its price, or that it is free.
  await expect(page.getByTestId('summary-shipping')).toHaveText(quote.shippingCents > 0 ? euro(quote.shippingCents) : 'Gratuita');

  // The name leads to the product page.
  const name = line.getByRole('heading', { level: 2 }).getByRole('link');
  const title = await textOf(name);
  await name.click();
  await expect(page).toHaveURL(/\/items\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title.trim());
  await page.goBack();
  await expect(page.getByTestId('line-total')).toHaveText(euro(quote.subtotalCents));

  // The checkout's summary lists the rows above the amounts.
  await page.getByRole('button', { name: "Procedi all'acquisto" }).click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  const row = page.getByTestId('summary-line');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(title.trim());
  await expect(row).toContainText(`Taglia ${size.sigla} · Quantità 2`);
  await expect(row.getByTestId('summary-line-total')).toHaveText(euro(quote.subtotalCents));
  await expect(row.getByRole('img')).toHaveCount(0); // the thumbnail is decoration (alt="")
  await expect(row.locator('img')).toBeVisible();

  await page.goto('/cart?lang=en');
  await expect(page.getByTestId('cart-line').getByText('Total (2 pieces)')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to purchase' }).click();
  await expect(page.getByTestId('summary-line')).toContainText(`Size ${size.sigla} · Quantity 2`);
});

test('the cart leads to the shipping page, whose costs and threshold are the ones the cart charges @phone', async ({ page, request }) => {
  // The cart, the page in two languages and six quotes, each page checked with axe.
  test.setTimeout(180_000);
  const [pick] = await pickArticles(request, 1);
  if (!pick) throw new Error('seed has no suitable articles');
  await page.goto('/');
  await storeInBrowser(page, { 'cart-1.0.1': cartOf(lineOf(pick, 1, { [pick.sizes[0]!.prog]: 1 })) });
  await page.goto('/cart');
  await page.getByRole('complementary').getByRole('link', { name: 'Spedizioni e resi' }).click();
  await expect(page).toHaveURL(/\/spedizioni-e-resi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spedizioni e resi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Diritto di recesso' })).toBeVisible();
  await expect(page.getByText(/entro 14 giorni dalla consegna/).first()).toBeVisible();

  for (const [country, name] of [
    ['IT', 'Italia'],
    ['DE', 'Germania'],
  ] as const) {
    const row = page.getByRole('row', { name: new RegExp(`^${name} `) });
    const [cost, freeFrom] = await row.getByRole('cell').allTextContents();
    const cents = (text = '') => Number(text.replace(/[^\d]/g, ''));
    // One piece below the threshold pays the row's cost; as many as reach the threshold ship free.
    const unit = (await quoteOf(request, pick, 1, country)).subtotalCents;
    const below = Math.max(1, Math.ceil(cents(freeFrom) / unit) - 1);
    const reach = Math.ceil(cents(freeFrom) / unit);
    const under = await quoteOf(request, pick, below, country);
    if (under.subtotalCents < cents(freeFrom)) expect(under.shippingCents).toBe(cents(cost));
    expect((await quoteOf(request, pick, reach, country)).shippingCents).toBe(0);
    if (country === 'IT') await expect(page.getByText(`gratuita per ordini da ${freeFrom}`)).toBeVisible();
  }

  await page.goto('/spedizioni-e-resi?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping and returns' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Germany' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Right of withdrawal' })).toBeVisible();
});

test('the footer states the company and leads to the shipping page; the terms give 24 months @phone', async ({ page }) => {
  // Four pages, the footer's remotes loaded twice, each page checked with axe.
  test.setTimeout(180_000);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByTestId('shop-identity')).toHaveText(
    'Atelier Lanterna S.r.l. · P.IVA 00743110157 · Sede legale: Via della Spiga 12, 20121 Milano (MI)',
  );
  await footer.getByRole('link', { name: 'Spedizioni e resi' }).click();
  await expect(page).toHaveURL(/\/spedizioni-e-resi$/);
  await expect(page.getByRole('rowheader', { name: 'Italia' })).toBeVisible();

  await page.goto('/wa/default?name=terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Condizioni di vendita' })).toBeVisible();
  await expect(page.getByText(/garanzia legale di conformità di 24 mesi/)).toBeVisible();
  await expect(page.getByText(/26 mesi/)).toHaveCount(0);
  await expect(page.getByText(/Atelier Lanterna S\.r\.l\., P\.IVA 00743110157/)).toBeVisible();

  await page.goto('/wa/default?name=terms-and-conditions&lang=en');
  await expect(page.getByText(/24-month legal guarantee/)).toBeVisible();
  const englishFooter = page.getByRole('contentinfo');
  await englishFooter.scrollIntoViewIfNeeded();
  await expect(englishFooter.getByTestId('shop-identity')).toContainText('VAT no. IT00743110157 · Registered office');
});
