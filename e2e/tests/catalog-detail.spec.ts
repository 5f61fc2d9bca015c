import { expect, test } from './fixtures';
import { readArticles, type ApiArticle } from './catalog-helpers';

/** A live article with two colours, stock in some sizes and none in others, and a look to complete. */
async function pickArticle(request: Parameters<typeof readArticles>[0]): Promise<ApiArticle> {
  const { records } = await readArticles(request, { escludiCodCatRaggrupps: ['CR1', 'CR3'] }, 200);
  const found = records.find(
    (a) =>
      a.prezzo &&
      a.colori.length > 1 &&
      a.codiciArticoloCompletaLook.length > 0 &&
      a.disponibilita.some((d) => d.codColore === a.colori[0]!.codColore && d.qta === 0) &&
      a.disponibilita.some((d) => d.codColore === a.colori[0]!.codColore && d.qta > 1),
  );
  if (!found) throw new Error('the seed has no article with mixed stock');
  return found;
}

test.describe('product detail', () => {
  // Each page visit also runs axe, and the machine is shared: give journeys room.
  test.describe.configure({ timeout: 90_000 });

  test('colour then size (sold-out sizes shown struck and not addable), add to cart, mini-cart and badge @phone', async ({
    page,
    request,
  }) => {
    const article = await pickArticle(request);
    const colour = article.colori[0]!;
    const offeredSizes = article.taglie
      .map((t) => ({
        t,
        stock: article.disponibilita.find((d) => d.codColore === colour.codColore && d.progSiglaTaglia === t.progSiglaTaglia),
      }))
      .filter(({ stock }) => stock !== undefined);
    const names = offeredSizes.map(({ t, stock }) => (stock!.qta > 0 ? t.siglaTaglia : `${t.siglaTaglia}, esaurita`));
    const inStock = offeredSizes.filter(({ stock }) => stock!.qta > 0).map(({ t }) => t.siglaTaglia);
    const soldOut = offeredSizes.find(({ stock }) => stock!.qta <= 0)!.t.siglaTaglia;

    await page.goto(`/items/detail/${article.id}`);
    await expect(page.getByText(`Codice prodotto ${article.codArticolo}`).first()).toBeVisible();
    const sizes = page.getByRole('radiogroup', { name: 'Taglia' });
    const add = page.getByRole('button', { name: 'Aggiungi al carrello' });
    await expect(sizes).toHaveCount(0);
    await expect(add).toBeDisabled();

    await page.getByRole('radio', { name: colour.desColore }).check({ force: true });
    await expect(sizes).toBeVisible();
    expect(await sizes.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.getAttribute('aria-label')))).toEqual(names);
    await sizes.getByRole('radio', { name: `${soldOut}, esaurita`, exact: true }).check({ force: true });
    await expect(add).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Avvisami quando torna disponibile' })).toBeVisible();
    await sizes.getByRole('radio', { name: inStock[0]!, exact: true }).check({ force: true });
    await expect(page.getByRole('region', { name: 'Avvisami quando torna disponibile' })).toHaveCount(0);
    await add.click();
    const miniCart = page.getByRole('dialog', { name: 'Carrello aggiornato' });
    await expect(miniCart.getByTestId('summary-line')).toContainText(`Taglia ${inStock[0]!} · Quantità 1`);
    await page.keyboard.press('Escape');
    await expect(miniCart).toHaveCount(0);
    await expect(add).toBeFocused();
    await expect(page.getByRole('link', { name: 'Carrello, 1 articolo' })).toBeVisible();

    await page.getByRole('radio', { name: article.colori[1]!.desColore }).check({ force: true });
    await expect(sizes.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(add).toBeDisabled();
  });

  test('clamps to stock with a warning', async ({ page, request }) => {
    const { records } = await readArticles(request, {}, 200);
    const article = records.find((a) => a.prezzo && a.disponibilita.some((d) => d.qta === 1))!;
    const stock = article.disponibilita.find((d) => d.qta === 1)!;
    const colour = article.colori.find((c) => c.codColore === stock.codColore)!;
    const sigla = article.taglie.find((t) => t.progSiglaTaglia === stock.progSiglaTaglia)!.siglaTaglia;
    await page.goto(`/items/detail/${article.id}`);
    await page.getByRole('radio', { name: colour.desColore }).check({ force: true });
    await page.getByRole('radiogroup', { name: 'Taglia' }).getByRole('radio', { name: sigla, exact: true }).check({ force: true });
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await page.getByRole('dialog', { name: 'Carrello aggiornato' }).getByRole('button', { name: 'Continua lo shopping' }).click();
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Quantità non disponibile');
    await alert.getByRole('button').first().click();
    await expect(page.getByRole('link', { name: 'Carrello, 1 articolo' })).toBeVisible();
  });

  test('size guide, care labels in both languages and the related carousels', async ({ page, request }) => {
    const article = await pickArticle(request);
    await page.goto(`/items/detail/${article.id}`);
    await page.getByRole('button', { name: 'Guida alle taglie' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByText('Lavaggio e Cura').click();
    const care = page.locator('[data-care-code]');
    await expect(care.first()).toBeVisible();
    const italian = await care.allTextContents();
    await expect(page.getByRole('heading', { name: 'Completa il tuo look' })).toBeVisible();

    await page.goto('/eng');
    await page.goto(`/items/detail/${article.id}`);
    await page.getByText('Washing and care').click();
    await expect(care.first()).toBeVisible();
    const english = await care.allTextContents();
    expect(english.length).toBe(italian.length);
    expect(english).not.toEqual(italian);
    await expect(page.getByRole('heading', { name: 'Complete your look' })).toBeVisible();
  });

  test('an unknown article gets a clear not-found page', async ({ page }) => {
    await page.goto('/items/detail/99999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Articolo non trovato' })).toBeVisible();
    await page.goto('/items/detail/abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Articolo non trovato' })).toBeVisible();
  });
});
