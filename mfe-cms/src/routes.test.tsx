import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageAtom, mountPattern, on, sharedInstanceId, shopStore, ShopProviders, storefrontRoutes } from '@shop/shared';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ContentModal from './content-modal';
import Footer from './footer';
import CmsRoutes from './routes';

/** Mounts the cms where the shell does. */
function renderAt(path: string) {
  const routes = storefrontRoutes.filter((route) => route.remote === 'cms');
  return render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes.flatMap((route) => route.paths.map((p) => <Route key={p} path={mountPattern(route, p)} element={<CmsRoutes />} />))}
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );
}

beforeEach(() => shopStore.set(languageAtom, 'ita'));

describe('the cms routes', () => {
  it.each([
    ['/', 'La nuova collezione'],
    ['/ita', 'La nuova collezione'],
    ['/contact', 'Contattaci'],
    ['/wa/default', 'Contenuto 1'],
    ['/Apps/WebObjects/Shop.woa/wa/viewSection?id=7', 'Contenuto 7'],
    ['/wa/rewrite?id=3&name=Chi%20siamo', 'Chi siamo'],
  ])('%s shows %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByTestId('shared-instance')).toHaveTextContent(sharedInstanceId);
  });

  it('follows the interface language', () => {
    renderAt('/');
    act(() => shopStore.set(languageAtom, 'eng'));
    expect(screen.getByRole('heading', { level: 1, name: 'The new collection' })).toBeInTheDocument();
  });
});

describe('Footer', () => {
  it('links the shop sections and asks the shell for the content documents', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const off = on('ui:content-modal', ({ name }) => asked.push(name));
    render(
      <ShopProviders>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </ShopProviders>,
    );
    expect(screen.getByRole('link', { name: 'Contatti' })).toHaveAttribute('href', '/contact');
    await user.click(screen.getByRole('button', { name: 'Guida alle taglie' }));
    await user.click(screen.getByRole('button', { name: 'Condizioni di vendita' }));
    off();
    expect(asked).toEqual(['taglie', 'terms-and-conditions']);
  });
});

describe('ContentModal', () => {
  const reply = (body: unknown) => ({ ok: true, status: 200, statusText: '', text: async () => JSON.stringify(body) }) as Response;

  it("shows a container's text, never its markup", async () => {
    const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockResolvedValue(
      reply({
        error: false,
        records: [
          { name: 'taglie', description: '<p>Misure in centimetri.</p><p><img src=x onerror="alert(1)">Vestibilità regolare.</p>' },
        ],
      }),
    );
    globalThis.fetch = fetchMock;
    render(
      <ShopProviders>
        <ContentModal name="taglie" />
      </ShopProviders>,
    );
    expect(await screen.findByText('Misure in centimetri.')).toBeInTheDocument();
    expect(screen.getByText('Vestibilità regolare.')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      entity: 'Container',
      expression: { name: 'taglie', published: true },
    });
  });

  it('says when the content is not available', async () => {
    globalThis.fetch = jest.fn(async () => reply({ error: true, message: 'Container non trovato' }));
    render(
      <ShopProviders>
        <ContentModal name="privacy" />
      </ShopProviders>,
    );
    expect(await screen.findByText('Il contenuto non è al momento disponibile.')).toBeInTheDocument();
  });
});
