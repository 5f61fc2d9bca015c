import type { Page } from '@playwright/test';
import { cartOf, guest, lineOf, payWithApprovingCard, pickArticles, stockOf, storeInBrowser, API } from './cart-helpers';
import { expect, test } from './fixtures';

const okDialog = (page: Page) => page.getByRole('alertdialog').getByRole('button', { name: 'OK' });

test('a guest changes quantities up to stock, removes a line, pays with the approving card and sees the thank-you page', async ({
  page,
  request,
}) => {
  const [main, other] = await pickArticles(request, 2);
  if (!main || !other) throw new Error('seed has no suitable articles');
  const [a, b] = main.sizes as [(typeof main.sizes)[0], (typeof main.sizes)[0]];
  await page.goto('/');
  await storeInBrowser(page, {
    'cart-1.0.1': cartOf(lineOf(main, 1, { [a.prog]: 1, [b.prog]: 1 }), lineOf(other, 2, { [other.sizes[0]!.prog]: 1 })),
  });
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio carrello (3)' })).toBeVisible();
  await expect(page.getByTestId('summary-total')).toContainText('€');
  await expect(page.getByText('incluse', { exact: true })).toBeVisible();

  // Remove the second line after the confirmation.
  await page
    .getByTestId('cart-line')
    .nth(1)
    .getByRole('button', { name: /^Elimina / })
    .click();
  await expect(page.getByRole('alertdialog')).toContainText("Sei sicuro di voler eliminare l'articolo dal carrello?");
  await expect(page.getByRole('alertdialog')).toContainText('Elimina articolo');
  await okDialog(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio carrello (2)' })).toBeVisible();
  await expect(page.getByText('Carrello aggiornato').first()).toBeVisible();

  // Up to the stock limit of size a, then one more is refused.
  const more = page.getByRole('button', { name: `Aggiungi un pezzo, taglia ${a.sigla}`, exact: true });
  for (let pieces = 2; pieces <= a.stock; pieces += 1) {
    await more.click();
    await expect(page.getByRole('heading', { level: 1, name: `Il mio carrello (${pieces + 1})` })).toBeVisible();
  }
  await more.click();
  await expect(page.getByRole('alertdialog')).toContainText('Quantità non disponibile');
  await okDialog(page).click();
  await expect(page.getByRole('heading', { level: 1, name: `Il mio carrello (${a.stock + 1})` })).toBeVisible();
  // Size b down to zero: only size a stays.
  await page.getByRole('button', { name: `Togli un pezzo, taglia ${b.sigla}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Il mio carrello (${a.stock})` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Togli un pezzo, taglia ${b.sigla}`, exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: "Procedi all'acquisto" }).click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await page.getByRole('button', { name: 'Inserisci i dati' }).click();
  const modal = page.getByRole('dialog', { name: 'Dati ospite' });
  await modal.getByRole('button', { name: 'Applica' }).click();
  await expect(modal.getByText('Campo obbligatorio').first()).toBeVisible();
  await modal.getByLabel('Nome e cognome o ragione sociale').fill(guest.denominazione);
  await modal.getByLabel('Email').fill(guest.email);
  await modal.getByLabel('Telefono').fill(guest.telefono);
  await modal.getByLabel('Indirizzo').fill(guest.indirizzo_ope);
  await modal.getByLabel('CAP').fill(guest.cap_ope);
  await modal.getByLabel('Città').fill(guest.comune_ope);
  await modal.getByLabel('Provincia').selectOption('MI');
  await modal.getByLabel('Codice fiscale').fill('NRIGLI80A41');
  await modal.getByLabel('Codice fiscale').fill(guest.codice_fiscale);
  await modal.getByRole('button', { name: 'Applica' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('guest-summary')).toContainText('Giulia Neri');

  await page.getByRole('button', { name: 'Conferma', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Devi accettare le condizioni di privacy');
  await okDialog(page).click();
  await page.getByLabel('Accetto le condizioni di privacy').check();
  await page.getByRole('button', { name: 'Conferma', exact: true }).click();
  const payment = page.getByRole('dialog', { name: 'Conferma acquisto' });
  await expect(payment).toBeVisible();
  expect(await stockOf(request, main, a.prog)).toBe(0);
  await payment.getByRole('button', { name: 'Paga ora con carta di credito' }).click();

  await payWithApprovingCard(page);
  await expect(page.getByText("La conferma dell'ordine arriverà via e-mail.")).toBeVisible();
  // Emptied once the server says the order is paid.
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart-1.0.1') ?? '{}').righe)).toEqual([]);
  expect(await stockOf(request, main, a.prog)).toBe(0);
});

test('a guest without data is sent to login; a declined card ends on the failure page offering the retry, its pieces still reserved @phone', async ({
  page,
  request,
}) => {
  const [pick] = await pickArticles(request, 1, 2);
  if (!pick) throw new Error('seed has no suitable articles');
  const size = pick.sizes[0]!;
  const before = await stockOf(request, pick, size.prog);
  await page.goto('/');
  await storeInBrowser(page, { 'cart-1.0.1': cartOf(lineOf(pick, 1, { [size.prog]: 2 })) });
  await page.goto('/cart/checkout');
  await page.getByRole('button', { name: 'Conferma', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText("Devi aver effettuato l'accesso per poter confermare l'ordine");
  await okDialog(page).click();
  await expect(page).toHaveURL(/\/account\/login\?redirect=/);

  await storeInBrowser(page, { customer: guest });
  await page.goto('/cart/checkout');
  await page.getByLabel('Accetto le condizioni di privacy').check();
  await page.getByRole('button', { name: 'Conferma', exact: true }).click();
  await page.getByRole('dialog', { name: 'Conferma acquisto' }).getByRole('button', { name: 'Paga ora con carta di credito' }).click();
  expect(await stockOf(request, pick, size.prog)).toBe(before - 2);
  await page.getByLabel('Numero carta').fill('4539970000000014');
  await page.getByLabel('Scadenza (MM/AA)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Paga / }).click();
  await expect(page).toHaveURL(/\/wa\/CartAction\/ko\?t=[\w-]{43}&outcome=KO$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acquisto fallito' })).toBeVisible();
  await expect(page.getByText(/La banca ha rifiutato il pagamento e non ti è stato addebitato nulla/)).toBeVisible();
  // The order stays payable: its pieces stay reserved for the retry until the reservation runs out.
  await expect(page.getByRole('button', { name: 'Riprova il pagamento' })).toBeVisible();
  expect(await stockOf(request, pick, size.prog)).toBe(before - 2);
});

test('a customer cancels on the gateway, then pays and finds the order paid', async ({ page, request }) => {
  const [pick] = await pickArticles(request, 1, 3);
  if (!pick) throw new Error('seed has no suitable articles');
  const [a, b] = pick.sizes as [(typeof pick.sizes)[0], (typeof pick.sizes)[0]];
  const before = await stockOf(request, pick, a.prog);
  await page.goto('/');
  const token = await page.evaluate(async (api) => {
    const response = await fetch(`${api}/AccountAction/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@shop.test', password: 'Demo!2345' }),
    });
    return ((await response.json()) as { xtstoredsession: string }).xtstoredsession;
  }, API);
  const cart = cartOf(lineOf(pick, 1, { [a.prog]: 1, [b.prog]: 1 }));
  await storeInBrowser(page, { xtstoredsession: token, 'cart-1.0.1': cart });
  await page.goto('/cart/checkout');
  await expect(page.getByRole('heading', { name: 'Indirizzo di spedizione' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modifica indirizzi' })).toHaveAttribute('href', '/account/view');
  await page.getByRole('button', { name: 'Conferma', exact: true }).click();
  await page.getByRole('dialog', { name: 'Conferma acquisto' }).getByRole('button', { name: 'Paga ora con carta di credito' }).click();
  expect(await stockOf(request, pick, a.prog)).toBe(before - 1);
  await page.getByRole('button', { name: 'Annulla e torna al negozio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acquisto fallito' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Riprova il pagamento' })).toBeVisible();
  expect(await stockOf(request, pick, a.prog)).toBe(before - 1);

  await storeInBrowser(page, { 'cart-1.0.1': cart });
  await page.goto('/cart/checkout');
  await page.getByRole('button', { name: 'Conferma', exact: true }).click();
  await page.getByRole('dialog', { name: 'Conferma acquisto' }).getByRole('button', { name: 'Paga ora con carta di credito' }).click();
  await page.getByLabel('Numero carta').fill('5255000000000001');
  await page.getByLabel('Scadenza (MM/AA)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Paga / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie per il tuo acquisto' })).toBeVisible();
  const orders = await request.post(`${API}/API/read`, {
    data: { entity: 'Order' },
    headers: { authorization: `Bearer ${token}` },
  });
  const { records } = (await orders.json()) as { records: { status: string; rows: { siglaTaglia: string }[] }[] };
  expect(records[0]?.status).toBe('WaitDelivery');
  expect(records[0]?.rows.map((r) => r.siglaTaglia).sort()).toEqual([a.sigla, b.sigla].sort());
  // The cancelled order ended when the new cart was confirmed.
  expect(records.some((o) => o.status === 'Expired')).toBe(true);
});

test('a guest shipping to Germany sees the cart re-priced with German VAT and shipping', async ({ page, request }) => {
  const [pick] = await pickArticles(request, 1, 4);
  if (!pick) throw new Error('seed has no suitable articles');
  await page.goto('/');
  await storeInBrowser(page, {
    'cart-1.0.1': cartOf(lineOf(pick, 1, { [pick.sizes[0]!.prog]: 1 })),
    customer: { ...guest, cod_nazione_ope: 'DE', sigla_provincia_ope: 'EE', codice_fiscale: '00000000000', partita_iva: '00000000000' },
  });
  await page.goto('/cart');
  await expect(page.getByRole('alertdialog')).toContainText('Attenzione i prezzi del carrello sono stati aggiornati');
  await okDialog(page).click();
  await expect(page.getByText('Prezzi per la spedizione in Germania')).toBeVisible();
  const german = Math.round((pick.prezzo / 1.22) * 1.19 * 100) / 100;
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-1.0.1') ?? '{}') as { righe: { prezzo: number }[] });
  expect(stored.righe[0]?.prezzo).toBeCloseTo(german, 2);
});
