import { logInThroughForm } from './account-helpers';
import { expect, test } from './fixtures';
import { logInAsDemo } from './catalog-helpers';

test.describe('favourites', () => {
  // Each page visit also runs axe, and the machine is shared: give journeys room.
  test.describe.configure({ timeout: 90_000 });

  test('a visitor is warned on the heart, offered the login, and sent to login from the list @phone', async ({ page }) => {
    await page.goto('/items');
    const heart = page.getByRole('button', { name: 'Aggiungi ai preferiti' }).first();
    await heart.click();
    const warning = page.getByRole('alertdialog');
    await expect(warning).toContainText("Devi esserti registrato e aver effettuato l'accesso per poter aggiungere ai preferiti");
    // 'Annulla' leaves the visitor where they were; 'Accedi' leads to login and back here.
    await warning.getByRole('button', { name: 'Annulla' }).click();
    await expect(warning).toHaveCount(0);
    await expect(page).toHaveURL(/\/items$/);
    await heart.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2Fitems$/);
    await logInThroughForm(page, 'demo@shop.test', 'Demo!2345');
    await expect(page).toHaveURL(/\/items$/);
    await expect(page.getByRole('button', { name: /preferiti/ }).first()).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('xtstoredsession'));
    await page.goto('/items/favorites');
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2Fitems%2Ffavorites/);
    await expect(page.getByRole('alertdialog')).toContainText('per visualizzare i tuoi preferiti');
  });

  test('a customer adds a favourite that survives a reload and a new device', async ({ page, browser }) => {
    await page.goto('/items/novita');
    await logInAsDemo(page);
    const card = page.getByRole('list', { name: 'Articoli' }).getByTestId('product-card').first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    const heart = card.getByRole('button', { name: /preferiti/ });
    if ((await heart.getAttribute('aria-pressed')) === 'true') {
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
    }
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/items/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'I miei preferiti' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    const other = await browser.newContext();
    const phone = await other.newPage();
    await phone.goto('/items');
    await logInAsDemo(phone);
    await phone.goto('/items/favorites');
    await expect(phone.getByRole('link', { name: title })).toBeVisible();
    const otherHeart = phone
      .getByRole('list', { name: 'Articoli' })
      .getByTestId('product-card')
      .filter({ hasText: title })
      .getByRole('button', { name: 'Rimuovi dai preferiti' });
    await otherHeart.click();
    await expect(phone.getByRole('link', { name: title })).toBeHidden();
    await other.close();

    await page.reload();
    await expect(page.getByRole('link', { name: title })).toBeHidden();
  });
});
