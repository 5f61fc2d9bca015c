import { readArticles } from './catalog-helpers';
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 90_000 });

/** A live article with a colour holding stock in two sizes. */
async function pickArticle(request: Parameters<typeof readArticles>[0]) {
  const { records } = await readArticles(request, { escludiCodCatRaggrupps: ['CR1', 'CR3'] }, 200);
  for (const article of records) {
    if (!article.prezzo || article.soldOut) continue;
    for (const colour of article.colori) {
      const sizes = article.taglie.filter((t) =>
        article.disponibilita.some((d) => d.codColore === colour.codColore && d.progSiglaTaglia === t.progSiglaTaglia && d.qta > 1),
      );
      if (sizes.length >= 2) return { article, colour, sizes };
    }
  }
  throw new Error('the seed has no article with two sizes in stock');
}

const euro = (cents: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);

test("after 'Aggiungi al carrello' the mini-cart lists the cart and leads to it by keyboard @phone", async ({ page, request }) => {
  const { article, colour, sizes } = await pickArticle(request);
  await page.goto(`/items/detail/${article.id}`);
  await page.getByRole('radio', { name: colour.desColore }).check({ force: true });
  const sizePicker = page.getByRole('radiogroup', { name: 'Taglia' });
  const add = page.getByRole('button', { name: 'Aggiungi al carrello' });
  await sizePicker.getByRole('radio', { name: sizes[0]!.siglaTaglia, exact: true }).check({ force: true });
  await add.click();

  const miniCart = page.getByRole('dialog', { name: 'Carrello aggiornato' });
  const lines = miniCart.getByTestId('summary-line');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(`Colore ${colour.desColore} · Taglia ${sizes[0]!.siglaTaglia} · Quantità 1`);
  await expect(lines.first().locator('img')).toBeVisible();
  await expect(miniCart.getByTestId('mini-cart-total')).toBeVisible();
  // The sheet fits the screen: its buttons are on view without scrolling the page.
  await expect(miniCart.getByRole('button', { name: 'Vai al carrello' })).toBeInViewport();
  await miniCart.getByRole('button', { name: 'Continua lo shopping' }).click();
  await expect(miniCart).toHaveCount(0);
  await expect(add).toBeFocused();

  // A second size: two lines, the total is their sum, and the keyboard takes the shopper to the cart.
  await sizePicker.getByRole('radio', { name: sizes[1]!.siglaTaglia, exact: true }).check({ force: true });
  await add.click();
  await expect(lines).toHaveCount(2);
  const unit = article.prezzo!.prezzoVendita;
  await expect(lines.nth(1)).toContainText(euro(Math.round(unit * 100)));
  const goToCart = miniCart.getByRole('button', { name: 'Vai al carrello' });
  for (let i = 0; i < 6 && !(await goToCart.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(goToCart).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(miniCart).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Il mio carrello (2)' })).toBeVisible();
});

test('the mini-cart speaks English with ?lang=en @phone', async ({ page, request }) => {
  const { article, colour, sizes } = await pickArticle(request);
  await page.goto(`/items/detail/${article.id}?lang=en`);
  const colours = page.getByRole('group', { name: 'Colour' }).getByRole('radio');
  await colours.nth(article.colori.findIndex((c) => c.codColore === colour.codColore)).check({ force: true });
  await page
    .getByRole('radiogroup', { name: 'Size' })
    .getByRole('radio', { name: sizes[0]!.siglaTaglia, exact: true })
    .check({ force: true });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const miniCart = page.getByRole('dialog', { name: 'Cart updated' });
  await expect(miniCart.getByTestId('summary-line')).toContainText(`Size ${sizes[0]!.siglaTaglia} · Quantity 1`);
  await expect(miniCart.getByRole('button', { name: 'Go to cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(miniCart).toHaveCount(0);
});
