import { acceptAlert, codeFromOutbox, logInThroughForm, registerByApi, uniqueEmail } from './account-helpers';
import { expect, test } from './fixtures';

test.describe('account', () => {
  test('a customer edits the profile: SPEC alerts on submit, then Account aggiornato', async ({ page, request }) => {
    const email = uniqueEmail('profilo');
    await registerByApi(request, email);
    await page.goto('/account/login?redirect=/account/view');
    await logInThroughForm(page, email, 'Segreta!2026');
    await expect(page).toHaveURL(/\/account\/view$/);

    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByText('Privato', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    // The shipping country is editable only with a separate billing address.
    await expect(page.getByRole('combobox', { name: 'Nazione *', exact: true })).toHaveCount(0);

    const name = page.getByRole('textbox', { name: 'Nome *', exact: true });
    await name.fill('');
    await page.getByRole('button', { name: 'Salva modifiche' }).click();
    await acceptAlert(page, 'Il campo Nome è obbligatorio');
    await name.fill('Marcello');
    await page.getByRole('textbox', { name: 'Città *', exact: true }).first().fill('Ostia');

    await page.getByRole('checkbox', { name: /fatturazione diverso/ }).check();
    const billing = page.getByRole('group', { name: 'Indirizzo di fatturazione' });
    await expect(billing.getByRole('textbox', { name: 'Nazione' })).toHaveValue('Italia');
    await billing.getByRole('textbox', { name: 'Telefono', exact: true }).fill('');
    await page.getByRole('button', { name: 'Salva modifiche' }).click();
    await acceptAlert(page, "Compila tutti i campi dell'indirizzo di fatturazione");
    await page.getByRole('checkbox', { name: /fatturazione diverso/ }).uncheck();

    await page.getByRole('button', { name: 'Salva modifiche' }).click();
    await acceptAlert(page, 'Account aggiornato');
    await expect(page.getByText('Ciao, Marcello')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Nome *', exact: true })).toHaveValue('Marcello');
    await expect(page.getByRole('textbox', { name: 'Città *', exact: true })).toHaveValue('Ostia');
  });

  test('a forgotten password is replaced with the code read from the mail', async ({ page, request }) => {
    const email = uniqueEmail('recupero');
    await registerByApi(request, email);
    await page.goto('/account/login');
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByRole('link', { name: 'Hai dimenticato la password?' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/password-restore/${encodeURIComponent(email)}$`));
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
    await page.getByRole('button', { name: 'Invia il codice' }).click();

    await expect(page.getByText('Passo 2 di 2')).toBeVisible();
    const code = await codeFromOutbox(email);
    await page.getByRole('button', { name: 'Imposta la password' }).click();
    await expect(page.getByText('Devi inserire il codice ricevuto per email')).toBeVisible();
    await page.getByRole('textbox', { name: /^Codice ricevuto/ }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('textbox', { name: /^Nuova password/ }).fill('corta');
    await expect(page.getByText('La password deve essere di almeno 8 caratteri')).toBeVisible();
    await page.getByRole('textbox', { name: /^Nuova password/ }).fill('Nuova!2026');
    await page.getByRole('button', { name: 'Imposta la password' }).click();
    await acceptAlert(page, 'Il codice non è valido o è scaduto');

    await page.getByRole('textbox', { name: /^Codice ricevuto/ }).fill(code);
    await page.getByRole('button', { name: 'Imposta la password' }).click();
    await acceptAlert(page, 'Password modificata con successo');
    await expect(page).toHaveURL(/\/account\/login$/);
    await logInThroughForm(page, email, 'Nuova!2026');
    await expect(page).toHaveURL(/\/account$/);
  });

  test('a customer sees their own orders and opens one @phone', async ({ page }) => {
    await page.goto('/account/orders');
    await expect(page.getByText('Devi effettuare il login per accedere a questa pagina')).toBeVisible();
    await page.getByRole('link', { name: 'Vai al login' }).click();
    await logInThroughForm(page, 'demo@shop.test', 'Demo!2345');
    await expect(page).toHaveURL(/\/account\/orders$/);

    // The seeded orders; journeys that pay as the demo customer may have added newer ones.
    const cards = page.getByRole('main').getByRole('listitem');
    const october = cards.filter({ hasText: 'SHOP-2026-000187' });
    await expect(october).toContainText('28/10/2026');
    await expect(october).toContainText('Ordine confermato');
    await expect(october).toContainText('Giulia Bianchi');
    await expect(october).toContainText('Via Solferino 12');
    await expect(cards.filter({ hasText: 'SHOP-2026-000101' })).toContainText('Spedito');
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    await october.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Ordine SHOP-2026-000187' });
    await expect(dialog.getByRole('row')).toHaveCount(3);
    await expect(dialog).toContainText('€');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto('/account');
    const hub = page.getByRole('main');
    await expect(hub.getByRole('link', { name: /Dati di registrazione/ })).toBeVisible();
    await expect(hub.getByRole('link', { name: /I miei ordini/ })).toBeVisible();
    await expect(hub.getByRole('link', { name: /Preferiti/ })).toBeVisible();
  });

  test('a new customer has no orders yet', async ({ page, request }) => {
    const email = uniqueEmail('senzaordini');
    await registerByApi(request, email);
    await page.goto('/account/login?redirect=/account/orders');
    await logInThroughForm(page, email, 'Segreta!2026');
    await expect(page.getByRole('heading', { name: 'Nessun ordine' })).toBeVisible();
  });
});
