import type { Page } from '@playwright/test';
import { staffLogin } from './backoffice-helpers';
import { expect, test } from './fixtures';

const API = '/Apps/WebObjects/Shop.woa/wa';

async function closeAlert(page: Page, message: string) {
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(message);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
}

test.describe('the back-office', () => {
  test('opens in English from a link that asks for it (?lang=en), as the storefront does @phone', async ({ page }) => {
    await page.goto('/backoffice/login?lang=en');
    await page.getByLabel('Email').fill('staff@shop.test');
    await page.getByLabel('Password').fill('Staff!2345');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Releases' })).toBeVisible();
  });

  test('is refused without a staff session, then opens after the staff login @phone', async ({ page }) => {
    await page.goto('/backoffice/');
    await expect(page.getByText('Accesso negato, effettua nuovamente il login')).toBeVisible();
    await page.getByRole('link', { name: 'Vai al login' }).click();
    await expect(page).toHaveURL(/\/backoffice\/login$/);
    await page.getByLabel('Email').fill('staff@shop.test');
    await page.getByLabel('Password').fill('Sbagliata!1');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await closeAlert(page, 'Email o password non corretti');
    await page.getByLabel('Password').fill('Staff!2345');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Articoli' })).toBeVisible();
    await expect(page.getByText(/^\d+ risultati$/)).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('wosid'))).toBeTruthy();

    await page.getByRole('button', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/backoffice\/login$/);
    await page.goto('/backoffice/');
    await expect(page.getByText('Accesso negato, effettua nuovamente il login')).toBeVisible();
  });

  test('filters and pages the list, keeping both in the URL', async ({ page }) => {
    await staffLogin(page);
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(30);

    await page.getByLabel('Tipo').selectOption('CR2');
    await expect(page).toHaveURL(/tipo=CR2/);
    await expect(rows.first()).toContainText('Novità');
    for (const cell of await page.locator('tbody td:nth-child(4)').allTextContents()) expect(cell).toBe('Novità');

    await page.getByLabel('Tipo').selectOption('');
    await page.getByLabel('Elementi per pagina').selectOption('10');
    await expect(page).toHaveURL(/limit=10/);
    await expect(rows).toHaveCount(10);
    const firstCode = await rows.first().locator('td').nth(1).textContent();
    await page.getByRole('navigation', { name: 'Paginazione' }).getByRole('link', { name: 'Pagina 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows.first().locator('td').nth(1)).not.toHaveText(firstCode ?? '');
    await page.reload();
    await expect(rows).toHaveCount(10);
    await expect(page.getByLabel('Elementi per pagina')).toHaveValue('10');

    await page.goto('/backoffice/?limit=');
    await expect(rows).toHaveCount(60);

    await page.goto('/backoffice/?scontati=si&limit=90');
    for (const cell of await page.locator('tbody td:nth-child(9)').allTextContents()) expect(cell).toMatch(/%$/);
  });

  test('validates and saves a discount, and the storefront price follows @phone', async ({ page }) => {
    await staffLogin(page);
    await page.goto('/backoffice/?scontati=no');
    const link = page.locator('tbody tr').first().getByRole('link');
    const code = (await link.textContent()) ?? '';
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(code);

    const field = page.getByLabel('Percentuale di sconto (0-90)');
    await field.fill('95');
    await page.getByRole('button', { name: 'Salva sconto' }).click();
    await expect(page.getByText('Inserisci un valore compreso tra 0 e 90')).toBeVisible();
    await field.fill('abc');
    await page.getByRole('button', { name: 'Salva sconto' }).click();
    await expect(page.getByText('Inserisci un valore numerico')).toBeVisible();
    await field.fill('20,5');
    await page.getByRole('button', { name: 'Salva sconto' }).click();
    await expect(page.getByRole('status')).toContainText('Sconto salvato');
    await expect(page.getByText('sconto da — a 20,5%')).toBeVisible();
    await expect(page.getByText('staff@shop.test')).toBeVisible();

    // What the storefront reads: the discount and the derived sale price, at once.
    const reply = await page.request.post(`${API}/API/read`, { data: { entity: 'Articolo', expression: { codArticolo: code } } });
    const article = (await reply.json()).records[0];
    expect(article.percentualeSconto).toBe(20.5);
    expect(article.prezzo.prezzoVendita).toBeCloseTo(Math.round(article.prezzo.prezzoListinoCli * 79.5) / 100, 2);
  });

  test('applies a bulk discount to the filtered articles', async ({ page }) => {
    await staffLogin(page);
    await page.goto('/backoffice/?tipo=CR3');
    await page.getByRole('button', { name: 'Applica sconto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sconto massivo' });
    await dialog.getByLabel('Percentuale di sconto (0-90)').fill('12,5');
    await dialog.getByRole('button', { name: 'Applica' }).click();
    await expect(page.getByRole('status')).toContainText('Sconto applicato');
    await expect(dialog).toBeHidden();
    for (const cell of await page.locator('tbody td:nth-child(9)').allTextContents()) expect(cell).toBe('12,5%');
  });

  test('links an accessory both ways and refuses itself and twice', async ({ page }) => {
    await staffLogin(page);
    await expect(page.locator('tbody tr')).toHaveCount(30);
    const codes = await page.locator('tbody tr td:nth-child(2)').allTextContents();
    const own = codes[3] ?? '';
    await page.getByRole('link', { name: own, exact: true }).click();
    await page.getByRole('tab', { name: 'Potrebbe piacerti anche' }).click();
    await expect(page.getByRole('combobox')).toBeVisible();
    const linked = await page.getByRole('tabpanel').getByRole('link').allTextContents();
    const other = codes.find((code) => code !== own && !linked.includes(code)) ?? '';
    const search = page.getByRole('combobox', { name: 'Aggiungi un articolo (codice o titolo)' });

    await search.fill(own.slice(0, 2));
    await expect(page.getByRole('option')).toHaveCount(0);
    await search.fill(own);
    await page.getByRole('option', { name: new RegExp(own) }).click();
    await closeAlert(page, 'Impossibile associare lo stesso articolo');

    await search.fill(other);
    await page.getByRole('option', { name: new RegExp(other) }).click();
    await expect(page.getByRole('status')).toContainText('Articolo associato');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('link', { name: other })).toBeVisible();

    await search.fill(other);
    await page.getByRole('option', { name: new RegExp(other) }).click();
    await closeAlert(page, 'Articolo già associato');

    // The other article shows the link too.
    await panel.getByRole('link', { name: other }).click();
    await page.getByRole('tab', { name: 'Potrebbe piacerti anche' }).click();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: own })).toBeVisible();
    const reply = await page.request.post(`${API}/API/read`, { data: { entity: 'Articolo', expression: { codArticolo: other } } });
    expect((await reply.json()).records[0].codiciArticoloAccessori).toContain(own);

    await page.getByRole('button', { name: `Rimuovi ${own}` }).click();
    await expect(page.getByRole('status')).toContainText('Associazione rimossa');
    await expect(page.getByRole('tabpanel').getByRole('link', { name: own })).toHaveCount(0);
    const after = await page.request.post(`${API}/API/read`, { data: { entity: 'Articolo', expression: { codArticolo: own } } });
    expect((await after.json()).records[0].codiciArticoloAccessori).not.toContain(other);
  });

  test('edits a content container and the storefront content follows', async ({ page }) => {
    await staffLogin(page);
    await page.getByRole('link', { name: 'Contenuti' }).click();
    await expect(page).toHaveURL(/\/backoffice\/contenuti$/);
    await page
      .getByRole('navigation', { name: 'Albero dei contenuti' })
      .getByRole('button', { name: /^Il ritorno della maglieria home-maglieria$/ })
      .click();
    await page.getByLabel('Titolo', { exact: true }).fill('La maglieria torna in negozio');
    await page.getByLabel('Descrizione (HTML)').fill('<p>Merino e cashmere.<script>alert(1)</script></p>');
    await page.getByRole('button', { name: 'Salva contenuto' }).click();
    await expect(page.getByRole('status')).toContainText('Contenuto salvato');
    const reply = await page.request.post(`${API}/XAPI/list`, { data: { entity: 'Container', expression: { name: 'home-maglieria' } } });
    const [container] = (await reply.json()).records;
    expect(container.title).toBe('La maglieria torna in negozio');
    expect(container.description).toBe('<p>Merino e cashmere.</p>');

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'La maglieria torna in negozio' })).toBeVisible();
    await expect(page.getByText('Merino e cashmere.')).toBeVisible();
  });
});
