import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, openContentModal, openModal, startLoading } from '@shop/shared';
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

  it('opens a modal from the bus and closes it on Escape or navigation', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithShell(<OverlayHosts />);
    act(() => openModal({ title: 'Conferma acquisto', size: 'small', content: <p>Paga ora</p>, onClose }));
    expect(screen.getByRole('dialog', { name: 'Conferma acquisto' })).toHaveTextContent('Paga ora');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();

    act(() => openModal({ label: 'Zoom', content: <p>Immagine</p> }));
    act(() => emit('nav:changed', { pathname: '/items', search: '' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows a content container from the cms remote for 'ui:content-modal'", async () => {
    provideRemote('cms/ContentModal', () => ({ default: ({ name }: { name: string }) => <p>Contenuto {name}</p> }));
    renderWithShell(<OverlayHosts />);
    act(() => openContentModal('taglie'));
    expect(screen.getByRole('dialog', { name: 'Guida alle taglie' })).toBeInTheDocument();
    expect(await screen.findByText('Contenuto taglie')).toBeInTheDocument();
  });

  it('dims the page on request', () => {
    renderWithShell(<OverlayHosts />);
    act(() => emit('ui:backdrop', { visible: true }));
    expect(screen.getByTestId('backdrop')).toBeInTheDocument();
    act(() => emit('ui:backdrop', { visible: false }));
    expect(screen.queryByTestId('backdrop')).not.toBeInTheDocument();
  });
});
