import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, openContentModal, openMiniCart, startLoading } from '@shop/shared';
import { provideRemote, resetFakeFederation } from '../testing/fake-federation';
import { renderWithShell, startTestRemotes } from '../testing/render-shell';
import { OverlayHosts } from './overlay-hosts';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../testing/fake-federation'));

beforeAll(() => startTestRemotes());
beforeEach(() => resetFakeFederation());

describe('overlay hosts', () => {
  it("shows 'Attendi il caricamento dati...' while something loads", () => {
    renderWithShell(<OverlayHosts />);
    let stop = () => undefined as void;
    act(() => {
      stop = startLoading();
    });
    expect(screen.getByTestId('loading-overlay')).toHaveTextContent('Attendi il caricamento dati...');
    act(() => stop());
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });

  it("shows a content container from the cms remote for 'ui:content-modal', closed on Escape or navigation", async () => {
    const user = userEvent.setup();
    provideRemote('cms/ContentModal', () => ({ default: ({ name }: { name: string }) => <p>Contenuto {name}</p> }));
    renderWithShell(<OverlayHosts />);
    act(() => openContentModal('taglie'));
    expect(screen.getByRole('dialog', { name: 'Guida alle taglie' })).toBeInTheDocument();
    expect(await screen.findByText('Contenuto taglie')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => openContentModal('privacy'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => emit('nav:changed', { pathname: '/items', search: '' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the cart remote's mini-cart for 'ui:mini-cart' in the one modal; its own button, Escape and navigation close it, and focus goes back", async () => {
    const user = userEvent.setup();
    provideRemote('cart/MiniCart', () => ({
      default: ({ onClose }: { onClose: () => void }) => (
        <button type="button" onClick={onClose}>
          Continua lo shopping
        </button>
      ),
    }));
    renderWithShell(
      <>
        <button type="button">Aggiungi al carrello</button>
        <OverlayHosts />
      </>,
    );
    const add = screen.getByRole('button', { name: 'Aggiungi al carrello' });
    add.focus();
    act(() => openMiniCart());
    const dialog = screen.getByRole('dialog', { name: 'Carrello aggiornato' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(await screen.findByRole('button', { name: 'Continua lo shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(add).toHaveFocus();

    act(() => openMiniCart());
    await screen.findByRole('button', { name: 'Continua lo shopping' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => openMiniCart());
    act(() => emit('nav:changed', { pathname: '/cart', search: '' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
