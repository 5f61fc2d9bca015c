import { expect, test } from './fixtures';

test.describe('the shell', () => {
  test('renders in Italian with header, menu and footer @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('link', { name: 'Atelier Lanterna' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Carrello/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.getByRole('button', { name: 'Apri il menu' }).click();
    const menu = page.locator('#side-menu');
    await expect(menu.getByRole('link', { name: 'Collezione' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Outlet' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'Collezione' })).toBeHidden();
  });

  test('the menu is a modal dialog: Tab stays in it, the page behind is inert, Escape gives focus back @phone', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Apri il menu' });
    await opener.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Collezione' })).toBeVisible();
    const focusInside = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active === document.body || active === null || Boolean(active.closest('#side-menu'));
      });
    // Twice round the menu's links and buttons: focus never reaches the page behind.
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press(step % 7 === 6 ? 'Shift+Tab' : 'Tab');
      expect(await focusInside()).toBe(true);
    }
    // The page behind cannot take focus at all while the menu is open.
    const behind = await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>('footer a[href]');
      link?.focus();
      return link !== null && document.activeElement === link;
    });
    expect(behind).toBe(false);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('/eng and /en switch the interface to English, /ita back to Italian', async ({ page }) => {
    await page.goto('/eng');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible();
    await page.goto('/ita');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a shared English link opens in English for a new visitor, who then stays in English', async ({ page }) => {
    await page.goto('/items/outlet?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Collection · Outlet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible();
    await page.goto('/items/outlet');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/items/outlet?lang=it');
    await expect(page.getByRole('heading', { level: 1, name: 'Collezione · Outlet' })).toBeVisible();
  });

  test('the menu switch changes the language', async ({ page }) => {
    await page.goto('/items');
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    await page.locator('#side-menu').getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an unknown path answers 404 and shows the catch-all page inside the layout', async ({ page }) => {
    const response = await page.goto('/questa-pagina-non-esiste');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Carrello/ })).toBeVisible();
    await expect(page.locator('[data-remote][data-module="routes"]')).toHaveCount(0);
  });

  test('favourites without login show the warning', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Preferiti' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText("Devi esserti registrato e aver effettuato l'accesso");
    await page.keyboard.press('Escape');
    await expect(alert).toBeHidden();
  });
});
