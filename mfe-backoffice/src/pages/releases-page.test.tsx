import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageAtom, shopStore } from '@shop/shared';
import type { RemoteReleasesView, StaffReleasesReply } from '@shop/shared/staff';
import { setStaffSessionId } from '../staff/session';
import { asStaff, captureShopEvents, json, renderAt, STAFF_SESSION } from '../test-support';

const none = (remote: RemoteReleasesView['remote']): RemoteReleasesView => ({
  remote,
  active: null,
  candidate: null,
  previous: [],
  history: [],
});

/** The catalogue on release 1.1.0 for everyone, 1.2.0 on trial with a quarter of the visitors, 1.0.0 before; the cart never released. */
const catalog: RemoteReleasesView = {
  remote: 'catalog',
  active: {
    id: '1.1.0-bbbbbbbbbb',
    version: '1.1.0',
    publishedBy: 'deploy:catalog',
    publishedAt: '2026-11-20T08:00:00.000Z',
    activatedBy: 'ops',
    activatedAt: '2026-11-26T09:30:00.000Z',
    rollback: false,
  },
  candidate: {
    id: '1.2.0-cccccccccc',
    version: '1.2.0',
    publishedBy: 'deploy:catalog',
    publishedAt: '2026-11-26T14:00:00.000Z',
    activatedBy: 'maria',
    activatedAt: '2026-11-26T15:00:00.000Z',
    rollback: false,
    percent: 25,
  },
  previous: [
    { id: '1.0.0-aaaaaaaaaa', version: '1.0.0', publishedBy: 'deploy:catalog', publishedAt: '2026-11-10T08:00:00.000Z', served: true },
  ],
  history: [
    {
      releaseId: '1.1.0-bbbbbbbbbb',
      candidateId: '1.2.0-cccccccccc',
      percent: 25,
      rollback: false,
      activatedBy: 'maria',
      activatedAt: '2026-11-26T15:00:00.000Z',
    },
    {
      releaseId: '1.1.0-bbbbbbbbbb',
      candidateId: null,
      percent: 100,
      rollback: false,
      activatedBy: 'ops',
      activatedAt: '2026-11-26T09:30:00.000Z',
    },
    {
      releaseId: '1.0.0-aaaaaaaaaa',
      candidateId: null,
      percent: 100,
      rollback: true,
      // The shop's own rollback, after three failures.
      activatedBy: 'auto:3',
      activatedAt: '2026-11-21T10:00:00.000Z',
    },
  ],
};

const reply = (pins: StaffReleasesReply['pins'] = []): StaffReleasesReply => ({
  error: false,
  remotes: [catalog, none('account'), none('cart'), none('cms'), none('backoffice')],
  pins,
});

const { fetchMock, calls } = asStaff();
const { toasts } = captureShopEvents();

const remote = (name: string) => {
  const section = screen.getByRole('region', { name });
  return section;
};

describe('the releases page', () => {
  it('is linked from the top bar, and refused without a staff session', async () => {
    fetchMock.mockResolvedValue(json(reply()));
    const { unmount } = renderAt('/');
    expect(within(screen.getByRole('navigation', { name: 'Back-office' })).getByRole('link', { name: 'Rilasci' })).toHaveAttribute(
      'href',
      '/rilasci',
    );
    unmount();
    setStaffSessionId(null);
    renderAt('/rilasci');
    expect(screen.getByRole('alert')).toHaveTextContent('Accesso negato, effettua nuovamente il login');
  });

  it('shows each remote’s active release with who activated it and when, the trial and its share, the releases before and the history', async () => {
    fetchMock.mockResolvedValue(json(reply()));
    renderAt('/rilasci');
    expect(screen.getByRole('heading', { level: 1, name: 'Rilasci' })).toBeInTheDocument();
    expect(screen.getByText('Caricamento...')).toBeInTheDocument();
    expect(screen.getByText(/spetta agli operatori/)).toBeInTheDocument();

    const catalogue = await screen.findByRole('region', { name: 'Catalogo' });
    const active = within(catalogue).getByRole('heading', { name: 'Attiva per tutti' }).parentElement!;
    expect(active).toHaveTextContent('1.1.0-bbbbbbbbbb');
    expect(active).toHaveTextContent('Attivata il 26/11/2026, 10:30 da ops');
    expect(active).toHaveTextContent('Pubblicata il 20/11/2026, 09:00 da deploy:catalog');
    const trial = within(catalogue).getByRole('heading', { name: 'In prova al 25% dei visitatori' }).parentElement!;
    expect(trial).toHaveTextContent('1.2.0-cccccccccc');
    expect(trial).toHaveTextContent('In prova dal 26/11/2026, 16:00, avviata da maria');
    const before = within(catalogue).getByRole('heading', { name: 'Release precedenti' }).parentElement!;
    expect(within(before).getAllByRole('listitem')).toHaveLength(1);
    expect(before).toHaveTextContent('1.0.0-aaaaaaaaaa');

    const history = within(catalogue).getByRole('table', { name: 'Attivazioni di Catalogo, dalla più recente' });
    expect(
      within(history)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['26/11/2026, 16:00', '1.2.0-cccccccccc in prova al 25%', 'maria'],
      ['26/11/2026, 10:30', 'Attivata 1.1.0-bbbbbbbbbb per tutti', 'ops'],
      ['21/11/2026, 11:00', 'Annullamento: torna a 1.0.0-aaaaaaaaaa', 'annullamento automatico: 3 errori in 5 minuti'],
    ]);

    // A remote never released runs the shop's own build.
    expect(remote('Carrello')).toHaveTextContent('Build distribuita con il negozio');
    expect(remote('Carrello')).toHaveTextContent('Nessuna release pubblicata.');
    expect(within(remote('Carrello')).queryByRole('button')).toBeNull();
    expect(screen.getByText('Il tuo browser usa le release attive, come i clienti.')).toBeInTheDocument();
    expect(calls()).toEqual([{ path: 'StaffAction/releases', body: {} }]);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'x-staff-session': STAFF_SESSION });
  });

  it('pins a release for this browser through the pins call, keeping the other remotes’ pins, and clears them', async () => {
    const backofficePin = { remote: 'backoffice' as const, release: '2.0.0-dddddddddd' };
    fetchMock.mockResolvedValueOnce(json(reply([backofficePin])));
    const user = userEvent.setup();
    renderAt('/rilasci');
    const catalogue = await screen.findByRole('region', { name: 'Catalogo' });
    expect(screen.getByRole('region', { name: 'Prove nel tuo browser' })).toHaveTextContent('Back-office: 2.0.0-dddddddddd');

    const pinned = [backofficePin, { remote: 'catalog', release: '1.2.0-cccccccccc' }];
    fetchMock.mockResolvedValueOnce(json({ error: false, pins: pinned }));
    await user.click(within(catalogue).getByRole('button', { name: 'Prova nel mio browser (la release 1.2.0-cccccccccc di Catalogo)' }));
    await waitFor(() =>
      expect(toasts.at(-1)?.message).toBe('Release 1.2.0-cccccccccc fissata nel tuo browser: ricarica la pagina per provarla'),
    );
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/ops/remotes/pins');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ pins: pinned });
    const trial = within(catalogue).getByRole('heading', { name: 'In prova al 25% dei visitatori' }).parentElement!;
    expect(within(trial).getByText('Nel tuo browser')).toBeInTheDocument();
    expect(within(trial).queryByRole('button')).toBeNull();
    expect(screen.getByRole('region', { name: 'Prove nel tuo browser' })).toHaveTextContent('Catalogo: 1.2.0-cccccccccc');

    fetchMock.mockResolvedValueOnce(json({ error: false, pins: [] }));
    await user.click(screen.getByRole('button', { name: 'Torna alle release attive' }));
    await waitFor(() => expect(screen.getByText('Il tuo browser usa le release attive, come i clienti.')).toBeInTheDocument());
    expect(JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body))).toEqual({ pins: [] });
    expect(within(trial).getByRole('button', { name: /Prova nel mio browser/ })).toBeInTheDocument();
  });

  it('speaks English, with the dates as the English page writes them', async () => {
    shopStore.set(languageAtom, 'eng');
    fetchMock.mockResolvedValue(json(reply()));
    renderAt('/rilasci');
    const catalogue = await screen.findByRole('region', { name: 'Catalogue' });
    expect(catalogue).toHaveTextContent('Activated on 26/11/2026, 10:30 by ops');
    expect(within(catalogue).getByRole('heading', { name: 'On trial with 25% of the visitors' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cart' })).toHaveTextContent('Build shipped with the shop');
    expect(catalogue).toHaveTextContent('automatic rollback: 3 failures in 5 minutes');
  });

  it('says when the releases cannot be read, and tries again', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: true, message: 'Servizio non disponibile' }, 503));
    const user = userEvent.setup();
    renderAt('/rilasci');
    expect(await screen.findByRole('heading', { name: 'Non è stato possibile caricare i rilasci' })).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(json(reply()));
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('region', { name: 'Catalogo' })).toBeInTheDocument();
  });
});
