import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartAtom, on, RemoteIntl, shopStore, ShopProviders } from '@shop/shared';
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

const toasts: string[] = [];
let off = () => undefined as void;

beforeEach(() => {
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  shopStore.set(cartAtom, { righe: [], imp_spese_trasp: 0, regalo: false });
  toasts.length = 0;
  off = on('ui:toast', ({ message }) => toasts.push(message));
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
    const size = screen.getByLabelText('Taglia');
    expect(size).toHaveFocus();
    expect(size).toHaveAccessibleDescription('Scegli la taglia');

    await user.selectOptions(size, 'S');
    expect(screen.getByRole('region', { name: 'Acquisto rapido' })).toHaveTextContent('Nero · S');
    await user.click(barAdd());
    expect(shopStore.get(cartAtom).righe).toEqual([
      { riga_ordine_cli: 1, cod_articolo: 'A7', cod_spec_1: 'NER', prezzo: 180, qta_prog: [0, 0, 1] },
    ]);
    expect(toasts).toEqual(['Carrello aggiornato']);
  });
});
