import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageAtom, shopStore } from '@shop/shared';
import { loadRemote, provideRemote, registerRemotes, resetFakeFederation } from '../testing/fake-federation';
import { renderShell, startTestRemotes } from '../testing/render-shell';
import { defaultManifest } from './manifest';
import { forgetReportedFailures } from './report-failure';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../testing/fake-federation'));

const page = (text: string) => () => ({ default: () => <h1>{text}</h1> });

let firstRegistration: unknown[] = [];

/** The cart runs a release; the other remotes the shop's own builds. */
const CART_RELEASE = '1.2.0-0a1b2c3d4e';
const remotes = defaultManifest.remotes.map((remote) =>
  remote.name === 'cart' ? Object.assign({ release: CART_RELEASE }, remote) : remote,
);

/** The failure reports the page sent. */
const reports = () =>
  jest
    .mocked(globalThis.fetch)
    .mock.calls.filter(([url]) => url === '/mf/failures')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

beforeAll(async () => {
  await startTestRemotes({ ...defaultManifest, remotes });
  firstRegistration = registerRemotes.mock.calls[0] ?? [];
});
beforeEach(() => {
  resetFakeFederation();
  forgetReportedFailures();
  jest.mocked(globalThis.fetch).mockClear();
  shopStore.set(languageAtom, 'ita');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('remote areas', () => {
  it('registers the storefront remotes of the manifest, with force, and not the back-office', () => {
    expect(firstRegistration).toEqual([
      [
        { name: 'catalog', entry: '/mf/catalog/remoteEntry.js' },
        { name: 'account', entry: '/mf/account/remoteEntry.js' },
        { name: 'cart', entry: '/mf/cart/remoteEntry.js' },
        { name: 'cms', entry: '/mf/cms/remoteEntry.js' },
      ],
      { force: true },
    ]);
  });

  it('loads the remote of the route table for each route', async () => {
    provideRemote('catalog/routes', page('Collezione'));
    provideRemote('cms/routes', page('Home'));
    renderShell('/items/detail/42');
    expect(await screen.findByRole('heading', { name: 'Collezione' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('catalog/routes');
  });

  it('shows a fallback in the area of a remote that cannot load, the rest still working, and retries', async () => {
    const clicker = userEvent.setup();
    provideRemote('cms/Footer', () => ({ default: () => <p>Sezioni del footer</p> }));
    renderShell('/cart');

    expect(await screen.findByRole('heading', { name: 'Questa sezione non è al momento disponibile' })).toBeInTheDocument();
    expect(await screen.findByText('Sezioni del footer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apri il menu' })).toBeEnabled();
    expect(reports()).toContainEqual({ remote: 'cart', release: CART_RELEASE, page: '/', kind: 'load' });

    provideRemote('cart/routes', page('Il mio carrello'));
    const areaRetry = screen.getAllByRole('button', { name: 'Riprova' })[0];
    if (areaRetry) await clicker.click(areaRetry);
    expect(await screen.findByRole('heading', { name: 'Il mio carrello' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'cart', entry: '/mf/cart/remoteEntry.js' }], { force: true });
  });

  it('contains a remote that throws to its own area', async () => {
    provideRemote('account/routes', () => ({
      default: () => {
        throw new Error('account exploded');
      },
    }));
    provideRemote('account/NewsletterBox', () => ({ default: () => <p>Iscriviti alla newsletter</p> }));
    renderShell('/account/orders');
    expect(await screen.findByRole('heading', { name: 'Questa sezione non è al momento disponibile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Carrello/ })).toBeInTheDocument();
    expect(await screen.findByText('Iscriviti alla newsletter')).toBeInTheDocument();
    expect(reports()).toEqual([{ remote: 'account', release: 'build', page: '/', kind: 'render' }]);
  });

  it('shows the 404 page for an unknown path and sets the language on a language-preset home', async () => {
    provideRemote('cms/routes', page('Home'));
    const { unmount } = renderShell('/does/not/exist');
    expect(screen.getByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    unmount();

    renderShell('/eng');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(shopStore.get(languageAtom)).toBe('eng');
    expect(document.documentElement.lang).toBe('en');
  });
});
