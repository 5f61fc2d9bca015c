import { newsletterLinkFromOutbox, uniqueEmail } from './account-helpers';
import { API } from './catalog-helpers';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The shell's alert says exactly `text`, then closes with OK. */
async function alertSays(page: Page, text: string): Promise<void> {
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
}

/** Opens `path` from a shared English link (the choice then stays for the visit). */
async function inEnglish(page: Page, path: string): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible();
}

test.describe('the English shop speaks English', () => {
  // Each page visit also runs axe, and the machine is shared: give journeys room.
  test.describe.configure({ timeout: 150_000 });

  test('a wrong password is refused in English @phone', async ({ page }) => {
    await inEnglish(page, '/account/login');
    await page.getByLabel('Email', { exact: false }).first().fill('demo@shop.test');
    await page.getByRole('textbox', { name: /^Password/ }).fill('Wrong!Pass1');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await alertSays(page, 'Wrong email or password');
  });

  test('a contact request is thanked in English @phone', async ({ page }) => {
    await inEnglish(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('First name', { exact: true }).fill('Jane');
    await form.getByLabel('Last name').fill('Doe');
    await form.getByLabel('Email', { exact: false }).first().fill('jane.doe@example.com');
    await form.getByLabel('Message').fill('Is the wool coat lined?');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send request' }).click();
    await alertSays(page, 'Request sent successfully');
  });

  test('a newsletter subscription is confirmed in English from its mail @phone', async ({ page }) => {
    const email = uniqueEmail('reader');
    await inEnglish(page, '/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const box = page.getByRole('region', { name: 'Newsletter' });
    await box.getByLabel('Email address').fill(email);
    await box.getByRole('checkbox').check();
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await alertSays(page, 'We sent you an e-mail: confirm your subscription from its link.');
    await expect(box.getByRole('status')).toContainText('Check your inbox');
    const link = await newsletterLinkFromOutbox(email);
    expect(link).toContain('lang=en');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Newsletter subscription confirmed' })).toBeVisible();
  });

  test('a product page names its line and collection in English @phone', async ({ page, request }) => {
    const reply = await request.post(`${API}/API/read`, { data: { entity: 'Articolo', expression: { codLinea: 'UOM' } } });
    const { records } = (await reply.json()) as { records: { id: number; linea: { desLinea: string } | null }[] };
    const article = records.find((record) => record.linea?.desLinea === 'Uomo/Men');
    if (!article) throw new Error('the seed has no article of the men’s line');
    await inEnglish(page, `/items/detail/${article.id}`);
    await page.getByText('Product details', { exact: true }).click();
    const facts = page.getByRole('main').locator('dl');
    await expect(facts.getByText('Men', { exact: true })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Uomo');
    await expect(page.getByRole('main')).not.toContainText('/Men');
  });

  test("the customer's orders show their rows in English @phone", async ({ page, request }) => {
    // The seeded order's articles and their titles in both languages, as the catalogue gives them.
    const login = await request.post(`${API}/AccountAction/login`, { data: { email: 'demo@shop.test', password: 'Demo!2345' } });
    const { xtstoredsession } = (await login.json()) as { xtstoredsession: string };
    const orders = await request.post(`${API}/API/read`, {
      headers: { authorization: `Bearer ${xtstoredsession}` },
      data: { entity: 'Order' },
    });
    const { records } = (await orders.json()) as { records: { orderId: string; rows: { codArticolo: string }[] }[] };
    const codes = records.find((order) => order.orderId === 'SHOP-2026-000187')?.rows.map((row) => row.codArticolo) ?? [];
    expect(codes.length).toBeGreaterThan(0);
    const titles = async (language: string) => {
      const reply = await request.post(`${API}/API/read`, {
        headers: { 'x-language-code': language },
        data: { entity: 'Articolo', expression: { codArticoli: codes, nonCancellati: false } },
      });
      const { records: articles } = (await reply.json()) as { records: { notes: { codClasseNota: string; desNota: string }[] }[] };
      return articles.map((article) => article.notes.find((note) => note.codClasseNota === 'B2C_T')?.desNota ?? '');
    };
    const [english, italian] = [await titles('eng'), await titles('ita')];

    await inEnglish(page, '/account/login?redirect=/account/orders');
    await page.getByLabel('Email', { exact: false }).first().fill('demo@shop.test');
    await page.getByRole('textbox', { name: /^Password/ }).fill('Demo!2345');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await page.getByRole('main').getByRole('listitem').filter({ hasText: 'SHOP-2026-000187' }).getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Order SHOP-2026-000187' });
    for (const title of english) await expect(dialog).toContainText(title);
    for (const title of italian.filter((text) => !english.includes(text))) await expect(dialog).not.toContainText(title);
  });
});
