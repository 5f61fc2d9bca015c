import { languageAtom, sharedInstanceId, shopStore } from '@shop/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { container, renderAt, reply, serve } from './test-support';

const home = (language: string) =>
  container({
    id: 1,
    name: 'home',
    containerClass: 'SECTION',
    showTitle: false,
    layoutPosition: null,
    containers: [
      container({
        id: 2,
        directActionName: 'BlockSwiper',
        showTitle: false,
        containers: [
          container({
            id: 21,
            containerClass: 'MULTIMEDIA_CONTENT',
            title: language === 'eng' ? 'The new season' : 'La nuova stagione',
            multimedia: { url: '/media/content/a.svg' },
            route: '/items/novita',
          }),
          container({
            id: 22,
            containerClass: 'MULTIMEDIA_CONTENT',
            title: 'Maglieria',
            multimedia: { url: '/media/content/b.svg' },
            route: '/items/famiglia/MG',
          }),
        ],
      }),
      container({ id: 3, directActionName: 'BlockIntroduction', title: 'Fatto in Italia', description: '<p>Pochi capi per stagione.</p>' }),
      container({
        id: 4,
        directActionName: 'BlockArticle',
        title: 'Dentro il laboratorio',
        description: '<p>Quaranta mani.</p>',
        externalLink: 'https://example.com/laboratorio',
        containers: [
          container({
            id: 41,
            containerClass: 'MULTIMEDIA_CONTENT',
            layoutPosition: 'Left',
            multimedia: { url: '/media/content/l.svg' },
            title: 'Taglio',
          }),
          container({
            id: 42,
            containerClass: 'MULTIMEDIA_CONTENT',
            layoutPosition: 'Right',
            multimedia: { url: '/media/content/r.svg' },
            title: 'Tessuti',
          }),
          container({ id: 43, containerClass: 'CONTENT', title: 'Un capitolo annidato', description: '<p>Dentro.</p>' }),
        ],
      }),
      container({ id: 5, directActionName: 'BlockVideo', title: 'Solo il titolo', description: '<p>Non mostrato</p>' }),
      container({ id: 6, layoutPosition: 'Left', title: 'Non al centro' }),
    ],
  });

beforeEach(() => shopStore.set(languageAtom, 'ita'));

describe('the home', () => {
  it('is built from the home container: carousel, introduction, articles in three columns, nested containers', async () => {
    const sent = serve(() => reply(200, { error: false, records: [home('ita')] }));
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Fatto in Italia' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Atelier Lanterna, la nuova collezione');
    expect(sent[0]?.body).toEqual({ entity: 'Container', expression: { name: 'home', published: true } });
    const article = screen.getAllByRole('article')[0] as HTMLElement;
    expect(article.className).toContain('three');
    expect(within(article).getByRole('img', { name: 'Taglio' })).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 3, name: 'Un capitolo annidato' })).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: /Scopri/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { name: 'Solo il titolo' })).toBeInTheDocument();
    expect(screen.queryByText('Non mostrato')).toBeNull();
    expect(screen.queryByText('Non al centro')).toBeNull();
    expect(screen.getByTestId('shared-instance')).toHaveTextContent(sharedInstanceId);
  });

  it('moves the carousel with its buttons and the arrow keys', async () => {
    const user = userEvent.setup();
    serve(() => reply(200, { error: false, records: [home('ita')] }));
    renderAt('/ita');
    const next = await screen.findByRole('button', { name: 'Immagine successiva' });
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides[0]).toHaveAttribute('aria-hidden', 'false');
    await user.click(next);
    expect(slides[1]).toHaveAttribute('aria-hidden', 'false');
    expect(slides[0]).toHaveAttribute('aria-hidden', 'true');
    await user.keyboard('{ArrowRight}');
    expect(slides[0]).toHaveAttribute('aria-hidden', 'false');
    await user.keyboard('{ArrowLeft}');
    expect(slides[1]).toHaveAttribute('aria-hidden', 'false');
  });

  it('moves the carousel with a horizontal swipe, not with a tap', async () => {
    serve(() => reply(200, { error: false, records: [home('ita')] }));
    renderAt('/');
    await screen.findByRole('button', { name: 'Immagine successiva' });
    const slides = screen.getAllByRole('group', { hidden: true });
    const viewport = slides[0]?.parentElement?.parentElement as HTMLElement;
    fireEvent.touchStart(viewport, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 290 }] });
    expect(slides[0]).toHaveAttribute('aria-hidden', 'false');
    fireEvent.touchStart(viewport, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 120 }] });
    expect(slides[1]).toHaveAttribute('aria-hidden', 'false');
    fireEvent.touchStart(viewport, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 300 }] });
    expect(slides[0]).toHaveAttribute('aria-hidden', 'false');
  });

  it('follows the interface language', async () => {
    serve((_body) => reply(200, { error: false, records: [home(shopStore.get(languageAtom))] }));
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'La nuova stagione' })).toBeInTheDocument();
    act(() => shopStore.set(languageAtom, 'eng'));
    expect(await screen.findByRole('heading', { name: 'The new season' })).toBeInTheDocument();
  });
});

describe('content pages', () => {
  it('renders a hostile description harmless', async () => {
    serve(() =>
      reply(200, {
        error: false,
        records: [
          container({
            id: 9,
            title: 'Ostile',
            layoutPosition: null,
            description:
              '<p onclick="x()">Testo<script>window.hacked = 1</script></p><img src="/a.svg" onerror="window.hacked = 2"><a href="javascript:alert(1)">clic</a>',
          }),
        ],
      }),
    );
    const { container: page } = renderAt('/wa/default?id=9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ostile' })).toBeInTheDocument();
    expect(page.querySelector('script')).toBeNull();
    expect(page.querySelector('[onclick], [onerror]')).toBeNull();
    expect(page.querySelector('a[href^="javascript"]')).toBeNull();
    expect(screen.getByText('Testo')).toBeInTheDocument();
  });

  it.each([
    ['/wa/default', { id: 1 }],
    ['/Apps/WebObjects/Shop.woa/wa/viewSection?id=7', { id: 7 }],
    ['/wa/rewrite?id=3&name=Chi%20siamo', { id: 3 }],
    ['/wa/viewSite?name=taglie', { name: 'taglie' }],
    ['/contact', { name: 'contatti' }],
    ['/spedizioni-e-resi', { name: 'spedizioni-e-resi' }],
  ])('%s loads the container %j', async (path, expression) => {
    const sent = serve(() => reply(200, { error: false, records: [container({ id: 7, title: 'Pagina', layoutPosition: null })] }));
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina' })).toBeInTheDocument();
    expect(sent[0]?.body.expression).toEqual({ ...expression, published: true });
  });

  it('shows the not-found page for a missing container', async () => {
    serve(() => reply(404, { error: true, message: 'Contenuto non trovato', statusCode: 404 }));
    renderAt('/wa/default?id=999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeInTheDocument();
  });

  it('asks for nothing when the id cannot name a container', () => {
    const sent = serve(() => reply(200, { error: false, records: [] }));
    renderAt('/wa/default?id=abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('raises a failed load to the error boundary with the server message, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() =>
      fail
        ? reply(503, { error: true, message: 'Servizio momentaneamente non disponibile', statusCode: 503 })
        : reply(200, { error: false, records: [container({ id: 4, title: 'Tornato', layoutPosition: null })] }),
    );
    renderAt('/wa/viewProduct?id=4');
    expect(await screen.findByRole('alert')).toHaveTextContent('Servizio momentaneamente non disponibile');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tornato' })).toBeInTheDocument();
  });
});
