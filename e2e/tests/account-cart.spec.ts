import { ACTION, logInThroughForm, registerByApi, uniqueEmail } from './account-helpers';
import { expect, test } from './fixtures';

const READ = '/Apps/WebObjects/Shop.woa/wa/API/read';

interface Stock {
  codArticolo: string;
  codColore: string;
  progSiglaTaglia: number;
  qta: number;
}

test('logging in merges the visitor cart with the saved cart, capped at stock, and keeps it in sync', async ({ page, request }) => {
  const articles = await (await request.post(READ, { data: { entity: 'Articolo', pagination: { page: 1, limit: 4 } } })).json();
  const codes = (articles.records as { codArticolo: string }[]).map((a) => a.codArticolo);
  const stockOf = async (code: string) =>
    (
      (await (await request.post(READ, { data: { entity: 'ArticoloDisponibilita', expression: { codArticolo: code } } })).json())
        .records as Stock[]
    ).filter((s) => s.qta > 0);
  const [first] = await stockOf(codes[0] ?? '');
  const [second] = await stockOf(codes[1] ?? '');
  if (!first || !second) throw new Error('seed without stock');
  const line = (row: number, s: Stock, qta: number) => {
    const qtaProg = Array.from({ length: s.progSiglaTaglia + 1 }, () => 0);
    qtaProg[s.progSiglaTaglia] = qta;
    return { riga_ordine_cli: row, cod_articolo: s.codArticolo, cod_spec_1: s.codColore, prezzo: 10, qta_prog: qtaProg };
  };

  const email = uniqueEmail('carrello');
  const token = await registerByApi(request, email);
  const saved = await request.post(`${ACTION}/updateCart`, {
    headers: { authorization: `Bearer ${token}` },
    data: { cart: { righe: [line(1, first, 1)], imp_spese_trasp: 0, regalo: false } },
  });
  expect((await saved.json()).error).toBe(false);

  await page.goto('/account/login');
  // The visitor's cart: more of the saved size than there is in stock, and another article.
  const visitorCart = { righe: [line(1, first, 999), line(2, second, 1)], imp_spese_trasp: 0, regalo: false };
  await page.evaluate((cart) => localStorage.setItem('cart-1.0.1', JSON.stringify(cart)), visitorCart);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Continua come ospite' })).toBeVisible();
  await logInThroughForm(page, email, 'Segreta!2026');
  await expect(page).toHaveURL(/\/account$/);

  const stored = async () => JSON.parse((await page.evaluate(() => localStorage.getItem('cart-1.0.1'))) ?? 'null');
  await expect.poll(async () => (await stored())?.righe?.length).toBe(2);
  const merged = await stored();
  expect(merged.righe[0].qta_prog[first.progSiglaTaglia]).toBe(first.qta);
  expect(merged.righe[1].cod_articolo).toBe(second.codArticolo);

  // A change made while logged in reaches the server copy.
  await page.evaluate((cart) => localStorage.setItem('cart-1.0.1', JSON.stringify(cart)), { ...merged, righe: [merged.righe[1]] });
  await page.reload();
  await expect(page.getByText('Ciao, Marco')).toBeVisible();
  const afterReload = await stored();
  await page.evaluate(
    (cart) => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart-1.0.1', newValue: JSON.stringify(cart) }));
    },
    { ...afterReload, regalo: true },
  );
  await expect
    .poll(async () => {
      const session = await request.post(`${ACTION}/storedSession`, { data: { xtstoredsession: token } });
      const cart = (await session.json()).cart;
      return cart ? `${cart.righe.length}:${cart.regalo}` : 'none';
    })
    .toBe('1:true');
});
