import { acceptAlert, logInThroughForm, uniqueEmail, VALID_CF } from './account-helpers';
import { expect, test } from './fixtures';

test.describe('registration', () => {
  test('an error appearing as a field is left moves nothing below it, so the next click lands where aimed @phone', async ({ page }) => {
    await page.goto('/account/create');
    await page.getByRole('textbox', { name: /^Email/ }).fill(uniqueEmail('campi'));
    await page.getByRole('button', { name: 'Crea account' }).click();
    await expect(page.getByText('Passo 2 di 2')).toBeVisible();

    const password = page.getByRole('textbox', { name: /^Password/ });
    const name = page.getByRole('textbox', { name: 'Nome *', exact: true });
    const submit = page.getByRole('button', { name: 'Crea account' });
    await password.fill('debole');
    const before = await submit.boundingBox();
    // A real click on the name field: the password's error appears as the password is left.
    const box = await name.boundingBox();
    if (!box || !before) throw new Error('the fields are not on the page');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByText('La password deve essere di almeno 8 caratteri')).toBeVisible();
    await expect(name).toBeFocused();
    expect((await submit.boundingBox())?.y).toBe(before.y);
  });

  test('a private Italian customer registers through both steps, logs out and in again', async ({ page }) => {
    const email = uniqueEmail('marco');
    await page.goto('/account/create');
    const emailField = page.getByRole('textbox', { name: /^Email/ });
    const next = page.getByRole('button', { name: 'Crea account' });

    await emailField.fill('abc');
    await emailField.blur();
    await expect(page.getByText("L'indirizzo email deve essere di almeno 5 caratteri")).toBeVisible();
    await emailField.fill('demo@shop.test');
    await expect(page.getByText('Questo indirizzo email è già registrato')).toBeVisible();
    await expect(next).toBeDisabled();
    await emailField.fill(email);
    await expect(next).toBeEnabled();
    await next.click();

    await expect(page.getByText('Passo 2 di 2')).toBeVisible();
    await page.getByRole('button', { name: 'Crea account' }).click();
    for (const message of [
      'La password è un campo richiesto',
      'Il campo Nome è obbligatorio',
      'Il codice fiscale è un campo richiesto',
      'Il campo Indirizzo è obbligatorio',
      'Il campo Provincia è obbligatorio',
      'La privacy è un campo richiesto',
    ]) {
      await expect(page.getByText(message).first()).toBeVisible();
    }
    await expect(page).toHaveURL(/\/account\/create$/);

    const password = page.getByRole('textbox', { name: /^Password/ });
    await password.fill('debole');
    await expect(page.getByText('La password deve essere di almeno 8 caratteri')).toBeVisible();
    await password.fill('Debole2026');
    await expect(page.getByText(/La password deve contenere almeno una lettera maiuscola/)).toBeVisible();
    await page.getByRole('button', { name: 'Mostra' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await password.fill('Segreta!2026');

    await page.getByRole('textbox', { name: 'Codice fiscale *', exact: true }).fill('RSSMRA85T10A562X');
    await expect(page.getByText('Il codice fiscale non è valido')).toBeVisible();
    await page.getByRole('textbox', { name: 'Codice fiscale *', exact: true }).fill(VALID_CF);

    // The name typed once fills the empty address name.
    await page.getByRole('textbox', { name: 'Nome *', exact: true }).fill('Marco');
    await page.getByRole('textbox', { name: 'Cognome *', exact: true }).fill('Rossi');
    await page.getByRole('textbox', { name: 'Cognome *', exact: true }).blur();
    await expect(page.locator('input[name="destination.name"]')).toHaveValue('Marco');

    // Back to step 1 and forward again keeps what was typed.
    await page.getByRole('button', { name: 'Indietro' }).click();
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
    await page.getByRole('button', { name: 'Crea account' }).click();
    await expect(page.getByRole('textbox', { name: 'Nome *', exact: true })).toHaveValue('Marco');

    await page.getByRole('textbox', { name: 'Telefono *', exact: true }).fill('+39 06 1234567');
    await page.getByRole('textbox', { name: 'Cellulare *', exact: true }).fill('+39 333 7654321');
    await page.getByRole('textbox', { name: 'Indirizzo *', exact: true }).fill('Via Roma 1');
    await page.getByRole('textbox', { name: 'CAP *', exact: true }).fill('00100');
    await page.getByRole('textbox', { name: 'Città *', exact: true }).fill('Roma');
    await page.getByRole('combobox', { name: 'Provincia *', exact: true }).selectOption('RM');
    await page
      .getByRole('checkbox', { name: /informativa sulla privacy/ })
      .first()
      .check();
    await page.getByRole('main').getByRole('button', { name: 'Crea account' }).click();

    await expect(page).toHaveURL(/\/account\/success$/);
    await acceptAlert(page, 'Account creato');
    await expect(page.getByRole('heading', { level: 1, name: 'Account creato' })).toBeVisible();
    await expect(page.getByText('Ciao, Marco')).toBeVisible();

    // A logged-in customer opening create goes to the edit page.
    await page.goto('/account/create');
    await expect(page).toHaveURL(/\/account\/view$/);

    await page.getByRole('button', { name: 'Esci' }).first().click();
    await acceptAlert(page, 'Vuoi davvero uscire?');
    await expect(page).toHaveURL(/\/account\/login/);
    await expect(page.getByText('Ciao, Marco')).toBeHidden();

    await logInThroughForm(page, email, 'Sbagliata!1');
    await acceptAlert(page, 'Email o password non corretti');
    await logInThroughForm(page, email, 'Segreta!2026');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Ciao, Marco')).toBeVisible();
  });

  test('a foreign company registers with its own rules and goes back to the redirect @phone', async ({ page }) => {
    const email = uniqueEmail('firma');
    await page.goto('/account/create?redirect=/items');
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByRole('combobox', { name: 'Nazione *', exact: true }).selectOption('DE');
    await page.getByRole('button', { name: 'Crea account' }).click();

    await page.getByRole('radio', { name: 'Azienda' }).check();
    await expect(page.getByRole('textbox', { name: 'Codice fiscale *', exact: true })).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: 'Crea account' }).click();
    await expect(page.getByText('La ragione sociale è un campo richiesto')).toBeVisible();
    await expect(page.getByText('La partita iva è un campo richiesto')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Provincia *', exact: true })).toHaveCount(0);

    await page.getByRole('textbox', { name: /^Password/ }).fill('Firma!2026x');
    await page.getByRole('textbox', { name: 'Nome *', exact: true }).fill('Anna');
    await page.getByRole('textbox', { name: 'Cognome *', exact: true }).fill('Schmidt');
    await page.getByRole('textbox', { name: 'Ragione sociale *', exact: true }).fill('Schmidt Mode GmbH');
    await page.getByRole('textbox', { name: 'Partita IVA comunitaria *', exact: true }).fill('DE136695976');
    await expect(page.getByRole('textbox', { name: 'Telefono *', exact: true })).toHaveValue('+49 ');
    await page.getByRole('textbox', { name: 'Telefono *', exact: true }).fill('+49 30 1234567');
    await page.getByRole('textbox', { name: 'Cellulare *', exact: true }).fill('+49 170 1234567');
    await page.getByRole('textbox', { name: 'Indirizzo *', exact: true }).fill('Unter den Linden 5');
    await page.getByRole('textbox', { name: 'CAP *', exact: true }).fill('10117');
    await page.getByRole('textbox', { name: 'Città *', exact: true }).fill('Berlin');

    // A separate billing block: the billing country stays the one of step 1.
    await page.getByRole('checkbox', { name: /fatturazione diverso/ }).check();
    await expect(
      page.getByRole('group', { name: 'Indirizzo di fatturazione' }).getByRole('textbox', { name: 'Nazione', exact: true }),
    ).toHaveValue('Germania');
    await page.getByRole('main').getByRole('button', { name: 'Crea account' }).click();
    await expect(
      page.getByText("Compila tutti i campi dell'indirizzo di fatturazione").or(page.getByText('Il campo Indirizzo è obbligatorio')),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: /fatturazione diverso/ }).uncheck();

    await page
      .getByRole('checkbox', { name: /informativa sulla privacy/ })
      .first()
      .check();
    await page.getByRole('main').getByRole('button', { name: 'Crea account' }).click();
    await expect(page).toHaveURL(/\/items$/);
    await expect(page.getByText('Account creato')).toBeVisible();
    await expect(page.getByText('Ciao, Anna')).toBeVisible();
  });

  test('an Italian company needs a recipient code or a PEC and a valid VAT', async ({ page }) => {
    await page.goto('/account/create');
    await page.getByRole('textbox', { name: /^Email/ }).fill(uniqueEmail('ditta'));
    await page.getByRole('button', { name: 'Crea account' }).click();
    await page.getByRole('radio', { name: 'Azienda' }).check();
    await page.getByRole('textbox', { name: 'Partita IVA *', exact: true }).fill('1234');
    await page.getByRole('textbox', { name: 'Partita IVA *', exact: true }).blur();
    await expect(page.getByText('La partita iva deve essere di 11 caratteri')).toBeVisible();
    await page.getByRole('textbox', { name: 'Partita IVA *', exact: true }).fill('12345670018');
    await expect(page.getByText('La partita iva non è valida')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Crea account' }).click();
    await acceptAlert(page, 'Il codice destinatario o la PEC sono dati obbligatori');
    await page.getByRole('textbox', { name: 'PEC', exact: true }).fill('ditta@pec.example');
    await expect(page.getByText('Il codice destinatario o la PEC sono dati obbligatori')).toBeHidden();
  });
});
