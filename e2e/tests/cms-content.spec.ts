import { expect, test } from './fixtures';

test.describe('content pages', () => {
  test('the home is built from containers in Italian and in English @phone', async ({ page }) => {
    await page.goto('/ita');
    await expect(page.getByRole('heading', { level: 2, name: 'Fatto in Italia, pensato per durare' })).toBeVisible();
    const carousel = page.getByRole('region', { name: 'In evidenza' });
    await expect(carousel.getByRole('heading', { name: 'La nuova stagione' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Immagine successiva' }).click();
    await expect(carousel.getByRole('heading', { name: 'Maglieria fatta a regola d’arte' })).toBeVisible();
    await expect(carousel.getByRole('heading', { name: 'La nuova stagione' })).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByRole('heading', { name: 'Promozioni di stagione' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Dentro il laboratorio' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Saldi invernali (bozza)' })).toHaveCount(0);

    await page.goto('/eng');
    await expect(page.getByRole('heading', { level: 2, name: 'Made in Italy, made to last' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured' }).getByRole('heading', { name: 'The new season' })).toBeVisible();
    await page.getByRole('link', { name: 'Discover Knitwear is back' }).click();
    await expect(page).toHaveURL(/\/items\/famiglia\/MG$/);
  });

  test('legacy content paths read id and name from the query', async ({ page }) => {
    await page.goto('/Apps/WebObjects/Shop.woa/wa/default?id=1');
    await expect(page.getByRole('heading', { level: 2, name: 'Fatto in Italia, pensato per durare' })).toBeVisible();
    await page.goto('/wa/viewSite');
    await expect(page.getByRole('heading', { level: 2, name: 'Fatto in Italia, pensato per durare' })).toBeVisible();
    await page.goto('/wa/rewrite?name=terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Condizioni di vendita' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '4. Diritto di recesso' })).toBeVisible();
    await page.goto('/wa/viewSection?id=99999');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
    await page.goto('/wa/viewProduct?id=abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  });

  test('a content load that fails shows the server message and can be retried', async ({ page }) => {
    let fail = true;
    await page.route('**/XAPI/list', async (route) => {
      const body = route.request().postDataJSON() as { expression?: { id?: number } };
      if (fail && body.expression?.id === 1) {
        await route.fulfill({ status: 503, json: { error: true, message: 'Servizio momentaneamente non disponibile', statusCode: 503 } });
      } else {
        await route.continue();
      }
    });
    // The server sends a content page with its container's answer: taken out here, so the page asks
    // for it itself, as it does when the shopper comes from another page of the shop.
    await page.route('**/wa/default?id=1', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script type="application\/json" id="shop-first-answers">.*?<\/script>/s, '');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/wa/default?id=1');
    await expect(page.locator('[data-remote="cms"]').getByRole('alert')).toContainText('Servizio momentaneamente non disponibile');
    fail = false;
    await page.getByRole('button', { name: 'Riprova' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Fatto in Italia, pensato per durare' })).toBeVisible();
  });

  test('hostile rich text is rendered harmless even if it reached the page', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.route('**/XAPI/list', async (route) => {
      const body = route.request().postDataJSON() as { expression?: { id?: number } };
      if (body.expression?.id !== 4242) return route.continue();
      const hostile = {
        id: 4242,
        name: 'ostile',
        title: 'Contenuto ostile',
        showTitle: true,
        description:
          '<p onmouseover="alert(1)">Testo</p><img src="/media/content/banner-x.svg" onerror="alert(2)" alt="x"><script>alert(3)</script>' +
          '<a href="javascript:alert(4)">Clicca</a><iframe src="javascript:alert(5)"></iframe>',
        containerClass: 'CONTENT',
        published: true,
        layoutPosition: null,
        position: 1,
        directActionName: null,
        multimedia: null,
        route: null,
        externalLink: null,
        idParent: null,
        containers: [],
      };
      return route.fulfill({ json: { error: false, records: [hostile] } });
    });
    await page.goto('/wa/default?id=4242');
    const cms = page.locator('[data-remote="cms"]');
    await expect(cms.getByRole('heading', { level: 1, name: 'Contenuto ostile' })).toBeVisible();
    await cms.getByText('Testo').hover();
    await cms.getByText('Clicca').click();
    expect(await cms.locator('script, iframe, [onmouseover], [onerror], a[href^="javascript"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe('footer and content modals', () => {
  test('footer sections come from containers; the size guide and privacy open in the modal @phone', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('heading', { name: 'Assistenza' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/');
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');

    await footer.getByRole('link', { name: 'Guida alle taglie' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('table')).toBeVisible();
    await expect(dialog.getByRole('rowheader', { name: 'XL', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await footer.getByRole('link', { name: 'Privacy' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Informativa sul trattamento dei dati personali' })).toBeVisible();
    await page.keyboard.press('Escape');

    await footer.getByRole('link', { name: 'Contatti' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contatti' })).toBeVisible();
  });

  test('the size guide opens as a page too, under its legacy address', async ({ page }) => {
    await page.goto('/wa/default?name=taglie');
    await expect(page.getByRole('heading', { level: 1, name: 'Guida alle taglie' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
  });
});
