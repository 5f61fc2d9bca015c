import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readArticles, type ApiArticle } from './catalog-helpers';
import { swipe } from './photo-helpers';

/** A live article with a price, two colours (so several pictures) and a size in stock for the first colour. */
async function pickArticle(request: Parameters<typeof readArticles>[0]) {
  const { records } = await readArticles(request, { escludiCodCatRaggrupps: ['CR1', 'CR3'] }, 200);
  const found = records.find(
    (a) =>
      a.prezzo && !a.soldOut && a.colori.length > 1 && a.disponibilita.some((d) => d.codColore === a.colori[0]!.codColore && d.qta > 1),
  );
  if (!found) throw new Error('the seed has no article with two colours and stock');
  const colour = found.colori[0]!;
  const stock = found.disponibilita.find((d) => d.codColore === colour.codColore && d.qta > 1)!;
  const size = found.taglie.find((t) => t.progSiglaTaglia === stock.progSiglaTaglia)!.siglaTaglia;
  return { article: found, colour: colour.desColore, size };
}

const euro = (article: ApiArticle) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(article.prezzo!.prezzoVendita);

/** Scrolls the page's purchase panel off the top, to the product's care section. */
async function scrollPastPanel(page: Page) {
  await page.getByText('Lavaggio e Cura').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
}

/** The zoom's picture on view. */
const zoomPicture = (page: Page) => page.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)');

test.describe('product detail on a phone', () => {
  test.describe.configure({ timeout: 90_000 });

  test.describe('the sticky bar', () => {
    // Skipped before the page opens, so the end-of-journey checks do not look at a blank page.
    test.skip(({ isMobile }) => !isMobile, 'the bar is for phones');

    test('the sticky bar shows the price once the add button is scrolled past and adds to the cart @phone', async ({ page, request }) => {
      const { article, colour, size } = await pickArticle(request);
      await page.goto(`/items/detail/${article.id}`);
      const bar = page.getByRole('region', { name: 'Acquisto rapido' });
      await page.getByRole('radio', { name: colour }).check({ force: true });
      await page.getByRole('radiogroup', { name: 'Taglia' }).getByRole('radio', { name: size, exact: true }).check({ force: true });
      await expect(bar).toHaveCount(0);

      await scrollPastPanel(page);
      await expect(bar).toBeVisible();
      await expect(bar).toContainText(euro(article));
      await expect(bar).toContainText(`${colour} · ${size}`);
      // The page's end stays reachable above the bar.
      const room = await page.evaluate(() => getComputedStyle(document.body).paddingBottom);
      expect(Math.round(parseFloat(room))).toBe(Math.round((await bar.boundingBox())!.height));

      const add = bar.getByRole('button', { name: 'Aggiungi al carrello' });
      await add.focus();
      await page.keyboard.press('Enter');
      // The mini-cart comes up over the bar; closing it gives the focus back to the bar's button.
      const miniCart = page.getByRole('dialog', { name: 'Carrello aggiornato' });
      await expect(miniCart.getByTestId('summary-line')).toContainText(`Taglia ${size} · Quantità 1`);
      await miniCart.getByRole('button', { name: 'Continua lo shopping' }).click();
      await expect(miniCart).toHaveCount(0);
      await expect(add).toBeFocused();
      await expect(page.getByRole('link', { name: 'Carrello, 1 articolo' })).toBeVisible();

      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar).toHaveCount(0);
      expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe('');
    });

    test('the bar takes the shopper to the colour when none is chosen @phone', async ({ page, request }) => {
      const { article, colour } = await pickArticle(request);
      await page.goto(`/items/detail/${article.id}`);
      await expect(page.getByText(`Codice prodotto ${article.codArticolo}`).first()).toBeVisible();
      await scrollPastPanel(page);
      const bar = page.getByRole('region', { name: 'Acquisto rapido' });
      await expect(bar).toContainText('Scegli colore e taglia');
      await bar.getByRole('button', { name: 'Aggiungi al carrello' }).click();
      await expect(page.getByRole('radio', { name: colour })).toBeFocused();
      await expect(page.getByRole('group', { name: 'Colore' })).toHaveAccessibleDescription('Scegli prima un colore');
      await expect(page.getByRole('link', { name: 'Carrello, vuoto' })).toBeVisible();
    });
  });

  test('no bar on the desktop layout', async ({ page, request }) => {
    const { article } = await pickArticle(request);
    await page.goto(`/items/detail/${article.id}`);
    await expect(page.getByText(`Codice prodotto ${article.codArticolo}`).first()).toBeVisible();
    await page.getByText('Lavaggio e Cura').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    // Two frames: the observer has reported by then.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(page.getByRole('region', { name: 'Acquisto rapido' })).toHaveCount(0);
  });

  test('the zoom shows the picture larger, swipes and arrows to the next, Escape returns focus @phone', async ({
    page,
    request,
    isMobile,
  }) => {
    const { article } = await pickArticle(request);
    await page.goto(`/items/detail/${article.id}`);
    const onPage = page.locator('main img[fetchpriority="high"]');
    await expect(onPage).toBeVisible();
    const pageWidth = (await onPage.boundingBox())!.width;
    const total = await page.getByRole('list', { name: 'Immagini' }).getByRole('listitem').count();
    expect(total).toBeGreaterThan(2);

    const opener = page.getByRole('button', { name: 'Ingrandisci immagine' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: /^Immagini di / });
    await expect(dialog).toBeVisible();
    // Faded in over the page, not merely there.
    await expect(dialog).toHaveCSS('opacity', '1');
    const picture = zoomPicture(page);
    await expect(picture).toHaveAttribute('alt', new RegExp(`immagine 1 di ${total}$`));
    await expect(dialog).toContainText(`1 di ${total}`);
    await expect.poll(async () => (await picture.boundingBox())?.width ?? 0).toBeGreaterThan(0);

    // A swipe on a phone, the arrow key elsewhere; the arrow buttons are for a mouse.
    const box = (await dialog.boundingBox())!;
    const y = box.height / 2;
    if (isMobile) await swipe(page, { x: box.width * 0.85, y }, { x: box.width * 0.1, y });
    else await page.keyboard.press('ArrowRight');
    await expect(picture).toHaveAttribute('alt', new RegExp(`immagine 2 di ${total}$`));
    await page.keyboard.press('ArrowRight');
    await expect(picture).toHaveAttribute('alt', new RegExp(`immagine 3 di ${total}$`));
    if (isMobile) await swipe(page, { x: box.width * 0.1, y }, { x: box.width * 0.85, y });
    else await dialog.getByRole('button', { name: 'Immagine precedente' }).click();
    await expect(picture).toHaveAttribute('alt', new RegExp(`immagine 2 di ${total}$`));
    await expect(dialog).toContainText(`2 di ${total}`);

    // Zoomed in, the drawing is much wider than the page showed it.
    await dialog.getByRole('button', { name: 'Ingrandisci o riduci' }).click();
    const viewport = page.viewportSize()!;
    await expect.poll(async () => (await picture.boundingBox())?.width ?? 0).toBeGreaterThan(2 * Math.min(viewport.width, pageWidth));

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.getByRole('button', { name: 'Mostra immagine 2' })).toHaveAttribute('aria-current', 'true');
  });
});
