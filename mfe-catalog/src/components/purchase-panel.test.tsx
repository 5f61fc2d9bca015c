import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartAtom, dropSessionAtom, on, RemoteIntl, shopStore, ShopProviders, startSessionAtom, type User } from '@shop/shared';
import { catalogMessages } from '@shop/shared/messages';
import { MemoryRouter } from 'react-router-dom';
import { PurchasePanel } from './purchase-panel';

const article = {
  codArticolo: 'A7',
  soldOut: false,
  percentualeSconto: 10,
  prezzo: { prezzoListinoCli: 200, prezzoVendita: 180, codDivisa: 'EUR' },
  immagini: [],
  colori: [
    { codColore: 'NER', desColore: 'Nero', coloreRgb: '#111111' },
    { codColore: 'BIA', desColore: 'Bianco', coloreRgb: '#eeeeee' },
  ],
  taglie: [
    { codTabellaTaglia: 'LET', siglaTaglia: 'S', progSiglaTaglia: 2 },
    { codTabellaTaglia: 'LET', siglaTaglia: 'M', progSiglaTaglia: 3 },
  ],
  disponibilita: [
    { codColore: 'NER', progSiglaTaglia: 2, qta: 4 },
    { codColore: 'NER', progSiglaTaglia: 3, qta: 0 },
    { codColore: 'BIA', progSiglaTaglia: 3, qta: 2 },
  ],
};

/** The page's button scrolled off the top (or back into view), as the browser's observer reports it. */
let report: (past: boolean) => void = () => undefined;

class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    report = (past) =>
      this.callback(
        [{ isIntersecting: !past, boundingClientRect: { bottom: past ? -20 : 300 }, rootBounds: { top: 0 } } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  disconnect() {}
}

const miniCarts: string[] = [];
let off = () => undefined as void;

beforeEach(() => {
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  shopStore.set(cartAtom, { righe: [], imp_spese_trasp: 0, regalo: false });
  miniCarts.length = 0;
  off = on('ui:mini-cart', () => miniCarts.push('aperto'));
});

afterEach(() => {
  off();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

function renderPanel() {
  return render(
    <ShopProviders>
      <MemoryRouter>
        <RemoteIntl messages={catalogMessages}>
          <PurchasePanel article={article} onColour={() => undefined} />
        </RemoteIntl>
      </MemoryRouter>
    </ShopProviders>,
  );
}

describe('the purchase bar', () => {
  it('appears with the price once the page button is scrolled past, and goes when it is back', () => {
    renderPanel();
    expect(screen.queryByRole('region', { name: 'Acquisto rapido' })).not.toBeInTheDocument();
    act(() => report(true));
    const bar = screen.getByRole('region', { name: 'Acquisto rapido' });
    expect(bar).toHaveTextContent('180,00');
    expect(bar).toHaveTextContent('Scegli colore e taglia');
    expect(within(bar).getByRole('button', { name: 'Aggiungi al carrello' })).toBeEnabled();
    act(() => report(false));
    expect(screen.queryByRole('region', { name: 'Acquisto rapido' })).not.toBeInTheDocument();
    expect(document.body.style.paddingBottom).toBe('');
  });

  it('takes the shopper to the colour, then the size, then adds like the page button', async () => {
    const user = userEvent.setup();
    renderPanel();
    act(() => report(true));
    const barAdd = () =>
      within(screen.getByRole('region', { name: 'Acquisto rapido' })).getByRole('button', { name: 'Aggiungi al carrello' });

    await user.click(barAdd());
    expect(screen.getByRole('radio', { name: 'Nero' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Colore' })).toHaveAccessibleDescription('Scegli prima un colore');
    expect(shopStore.get(cartAtom).righe).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Nero' }));
    await user.click(barAdd());
    expect(screen.getByRole('radio', { name: 'S' })).toHaveFocus();
    expect(screen.getByRole('radiogroup', { name: 'Taglia' })).toHaveAccessibleDescription('Scegli la taglia');

    await user.click(screen.getByRole('radio', { name: 'S' }));
    expect(screen.getByRole('region', { name: 'Acquisto rapido' })).toHaveTextContent('Nero · S');
    await user.click(barAdd());
    expect(shopStore.get(cartAtom).righe).toEqual([
      { riga_ordine_cli: 1, cod_articolo: 'A7', cod_spec_1: 'NER', prezzo: 180, qta_prog: [0, 0, 1] },
    ]);
    expect(miniCarts).toEqual(['aperto']);
  });
});

const reply = (body: unknown) => ({ ok: true, status: 200, statusText: '', text: async () => JSON.stringify(body) }) as Response;

describe('the size picker', () => {
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(reply({ error: false, message: 'Fatto: ti avviseremo via email quando la taglia torna disponibile.' }));
    globalThis.fetch = fetchMock;
    shopStore.set(dropSessionAtom);
  });

  it("shows every size of the colour, a sold-out one struck and read as 'esaurita', which cannot go in the cart", async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.queryByRole('radiogroup', { name: 'Taglia' })).not.toBeInTheDocument();
    expect(screen.getByText('Scegli prima un colore')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Nero' }));
    const sizes = within(screen.getByRole('radiogroup', { name: 'Taglia' })).getAllByRole('radio');
    expect(sizes.map((size) => size.getAttribute('aria-label'))).toEqual(['S', 'M, esaurita']);
    expect(screen.getByRole('radio', { name: 'M, esaurita' }).closest('label')).toHaveAttribute('data-sold-out', 'true');

    await user.click(screen.getByRole('radio', { name: 'M, esaurita' }));
    const add = screen.getByRole('button', { name: 'Aggiungi al carrello' });
    expect(add).toBeDisabled();
    await user.click(add);
    expect(shopStore.get(cartAtom).righe).toEqual([]);
    expect(await screen.findByRole('region', { name: 'Avvisami quando torna disponibile' })).toBeInTheDocument();

    // Arrow keys move along the sizes; back on S the notice goes and the cart takes it.
    await user.click(screen.getByRole('radio', { name: 'M, esaurita' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'S' })).toBeChecked();
    expect(screen.queryByRole('region', { name: 'Avvisami quando torna disponibile' })).not.toBeInTheDocument();
    await user.click(add);
    expect(shopStore.get(cartAtom).righe).toHaveLength(1);
  });

  it('asks for a notice with an e-mail the shared rule accepts, and says it is done', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('radio', { name: 'Nero' }));
    await user.click(screen.getByRole('radio', { name: 'M, esaurita' }));
    const notice = await screen.findByRole('region', { name: 'Avvisami quando torna disponibile' });
    expect(notice).toHaveTextContent('la taglia M nel colore Nero');
    const email = within(notice).getByLabelText('Email');
    await user.type(email, 'non-una-mail');
    await user.click(within(notice).getByRole('button', { name: 'Avvisami' }));
    expect(email).toHaveAccessibleDescription('Il campo email contiene errori');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, 'giulia@example.com');
    await user.click(within(notice).getByRole('button', { name: 'Avvisami' }));
    expect(await within(notice).findByRole('status')).toHaveTextContent('ti avviseremo via email');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/AccountAction\/restockNotice$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      codArticolo: 'A7',
      codColore: 'NER',
      progSiglaTaglia: 3,
      email: 'giulia@example.com',
      languageCode: 'ita',
      'g-recaptcha-response': null,
    });
  });

  it("uses a signed-in customer's own address, which cannot be changed", async () => {
    const user = userEvent.setup();
    shopStore.set(startSessionAtom, {
      token: 'sessione-di-prova-1234',
      user: { name: 'Giulia', email: 'giulia.neri@example.com' } as User,
    });
    renderPanel();
    await user.click(screen.getByRole('radio', { name: 'Nero' }));
    await user.click(screen.getByRole('radio', { name: 'M, esaurita' }));
    const notice = await screen.findByRole('region', { name: 'Avvisami quando torna disponibile' });
    const email = within(notice).getByLabelText('Email');
    expect(email).toHaveValue('giulia.neri@example.com');
    expect(email).toHaveAttribute('readonly');
    await user.click(within(notice).getByRole('button', { name: 'Avvisami' }));
    await within(notice).findByRole('status');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ email: 'giulia.neri@example.com' });
  });
});
