import { render, screen, within } from '@testing-library/react';
import {
  cartAtom,
  emptyCart,
  languageAtom,
  mountPattern,
  paymentPendingAtom,
  shopStore,
  ShopProviders,
  storefrontRoutes,
  type PaymentOrder,
} from '@shop/shared';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import CartRoutes from '../routes';

const TOKEN = 'T'.repeat(43);
const OTHER = 'O'.repeat(43);

const order = (state: PaymentOrder['state'], failure: PaymentOrder['failure'] = state === 'failed' ? 'declined' : null): PaymentOrder => ({
  orderId: 'LA20261126ABC123',
  state,
  failure,
  rows: [{ description: 'Camicia di lino', colour: 'Blu notte', size: 'M', quantity: 2, unitCents: 4_990, totalCents: 9_980 }],
  shippingCents: 700,
  totalCents: 10_680,
  guest: { email: 'giulia.neri@example.com', country: 'IT' },
});

const cart = {
  righe: [{ riga_ordine_cli: 1, cod_articolo: 'A1', cod_spec_1: '01', prezzo: 49.9, qta_prog: [0, 2] }],
  imp_spese_trasp: 0,
  regalo: false,
};

/** The first render loads the remote's modules: slower than a later one. */
const WAIT = { timeout: 5000 };

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const sent: unknown[] = [];

function answer(reply: PaymentOrder | null) {
  fetchMock.mockImplementation(async (_url, init) => {
    sent.push(JSON.parse(String(init?.body)));
    const status = reply ? 200 : 404;
    const body = JSON.stringify(reply ? { error: false, order: reply } : { error: true, message: 'Ordine non trovato' });
    return { ok: status === 200, status, statusText: '', headers: { get: () => null }, text: async () => body } as unknown as Response;
  });
}

function renderAt(path: string) {
  const routes = storefrontRoutes.filter((route) => route.remote === 'cart');
  return render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes.flatMap((route) => route.paths.map((p) => <Route key={p} path={mountPattern(route, p)} element={<CartRoutes />} />))}
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );
}

beforeEach(() => {
  shopStore.set(languageAtom, 'ita');
  shopStore.set(cartAtom, cart);
  shopStore.set(paymentPendingAtom, TOKEN);
  fetchMock.mockReset();
  sent.length = 0;
  globalThis.fetch = fetchMock;
});

afterEach(() => {
  shopStore.set(cartAtom, emptyCart());
  shopStore.set(paymentPendingAtom, null);
});

describe('the payment return page', () => {
  it('shows a paid order with number, rows and total, empties the cart it was placed from and offers a guest an account', async () => {
    answer(order('paid'));
    renderAt(`/wa/CartAction/ko?t=${TOKEN}&outcome=KO`);
    // The server's state wins over the return's query.
    expect(await screen.findByRole('heading', { level: 1, name: 'Grazie per il tuo acquisto' }, WAIT)).toBeInTheDocument();
    expect(sent).toEqual([{ token: TOKEN }]);
    expect(screen.getByTestId('order-number')).toHaveTextContent('Ordine n. LA20261126ABC123');
    const row = within(screen.getByTestId('order-rows')).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Camicia di lino', 'Blu notte', 'M', '2', expect.stringContaining('49,90'), expect.stringContaining('99,80')]);
    expect(screen.getByTestId('order-total')).toHaveTextContent('106,80');
    expect(screen.getByRole('link', { name: 'Crea un account' })).toHaveAttribute('href', '/account/create');
    expect(shopStore.get(cartAtom).righe).toEqual([]);
    expect(shopStore.get(paymentPendingAtom)).toBeNull();
  });

  it('leaves a cart alone that waits for another order', async () => {
    shopStore.set(paymentPendingAtom, OTHER);
    answer(order('paid'));
    renderAt(`/wa/CartAction/ok?t=${TOKEN}&outcome=OK`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Grazie per il tuo acquisto' }, WAIT)).toBeInTheDocument();
    expect(shopStore.get(cartAtom).righe).toHaveLength(1);
  });

  it('offers the retry and the way back to the cart, which keeps its lines, for a failed payment', async () => {
    answer(order('failed'));
    renderAt(`/wa/CartAction/ok?t=${TOKEN}&outcome=OK`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acquisto fallito' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText(/La banca ha rifiutato il pagamento e non ti è stato addebitato nulla/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova il pagamento' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna al carrello' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByTestId('order-rows')).toBeNull();
    expect(shopStore.get(cartAtom).righe).toHaveLength(1);
  });

  it('tells a buyer who cancelled on the payment page that nothing was charged, not that an error happened', async () => {
    answer(order('failed', 'cancelled'));
    renderAt(`/wa/CartAction/ko?t=${TOKEN}&outcome=KO`);
    expect(await screen.findByText(/Hai annullato il pagamento e non ti è stato addebitato nulla/, {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText(/si è verificato un errore/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Riprova il pagamento' })).toBeInTheDocument();
  });

  it('says the payment is being confirmed after an approval the server has not had yet', async () => {
    answer(order('confirming'));
    renderAt(`/wa/CartAction/ok?t=${TOKEN}&outcome=OK`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamento in corso di conferma' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('questa pagina si aggiorna da sola');
    expect(shopStore.get(cartAtom).righe).toHaveLength(1);
  });

  it('offers no retry for an order that can no longer be paid, nor for an unknown token', async () => {
    answer(order('closed'));
    const { unmount } = renderAt(`/wa/CartAction/ko?t=${TOKEN}&outcome=KO`);
    expect(await screen.findByText(/non può più essere pagato/, {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Riprova il pagamento' })).toBeNull();
    unmount();
    answer(null);
    renderAt(`/wa/CartAction/ok?t=${OTHER}&outcome=OK`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acquisto fallito' }, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Riprova il pagamento' })).toBeNull();
  });
});
