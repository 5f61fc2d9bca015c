import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, emptyCart, languageAtom, on, shopStore, ShopProviders, type AlertRequest } from '@shop/shared';
import NewsletterBox from './newsletter-box';
import { renderAt, reply } from './test-support';

beforeEach(() => shopStore.set(languageAtom, 'ita'));

describe('the account routes', () => {
  it.each([
    ['/account', 'Il mio account'],
    ['/account/create', 'Crea account'],
    ['/account/view', 'Crea account'],
    ['/account/success', 'Account creato'],
    ['/account/orders', 'I miei ordini'],
    ['/account/login?redirect=/cart/checkout', 'Accedi'],
    ['/account/password-restore', 'Recupero password'],
    ['/account/password-restore/demo@shop.test', 'Recupero password'],
    ['/account/returns/SHOP-2026-0042', 'Ordine SHOP-2026-0042'],
    ['/account/newsletter', 'Newsletter'],
  ])('%s shows %s to a visitor', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('tells a visitor that orders need a login, with a link that comes back', () => {
    renderAt('/account/orders');
    expect(screen.getByText('Devi effettuare il login per accedere a questa pagina')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai al login' })).toHaveAttribute('href', '/account/login?redirect=%2Faccount%2Forders');
  });

  it('carries the typed email into the forgotten-password link and the redirect into the create panel', async () => {
    const user = userEvent.setup();
    renderAt('/account/login?redirect=/cart/checkout');
    await user.type(screen.getByLabelText(/Email/), 'giulia@example.com');
    expect(screen.getByRole('link', { name: 'Hai dimenticato la password?' })).toHaveAttribute(
      'href',
      '/account/password-restore/giulia%40example.com',
    );
    expect(screen.getByRole('link', { name: 'Crea account' })).toHaveAttribute('href', '/account/create?redirect=%2Fcart%2Fcheckout');
  });

  it("offers 'Continua come ospite' while cart:changed says the cart has pieces", () => {
    emit('cart:changed', { cart: emptyCart(), quantity: 0 });
    renderAt('/account/login');
    expect(screen.queryByRole('button', { name: 'Continua come ospite' })).not.toBeInTheDocument();
    act(() => emit('cart:changed', { cart: emptyCart(), quantity: 2 }));
    expect(screen.getByRole('button', { name: 'Continua come ospite' })).toBeInTheDocument();
  });

  it('follows the interface language', () => {
    renderAt('/account/orders');
    act(() => shopStore.set(languageAtom, 'eng'));
    expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
  });
});

describe('NewsletterBox', () => {
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
  });

  const renderBox = () =>
    render(
      <ShopProviders>
        <NewsletterBox />
      </ShopProviders>,
    );

  it('asks for the privacy consent before subscribing', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(screen.getByLabelText('Indirizzo email'), 'giulia@example.com');
    await user.click(screen.getByRole('button', { name: 'Iscriviti' }));
    expect(await screen.findByText('Devi accettare la privacy per iscriverti alla newsletter')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes and turns into a thank-you', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(reply({ error: false }));
    renderBox();
    await user.type(screen.getByLabelText('Indirizzo email'), 'giulia@example.com');
    await user.click(screen.getByLabelText(/informativa sulla privacy/));
    await user.click(screen.getByRole('button', { name: 'Iscriviti' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Grazie!');
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/AccountAction\/subscribeNewsletter$/);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'giulia@example.com',
      privacy: true,
      languageCode: 'ita',
      'g-recaptcha-response': null,
    });
  });

  it("shows the server's message as an error alert", async () => {
    const user = userEvent.setup();
    const alerts: AlertRequest[] = [];
    const off = on('ui:alert', (alert) => alerts.push(alert));
    fetchMock.mockResolvedValue(reply({ error: true, message: 'Email già iscritta' }));
    renderBox();
    await user.type(screen.getByLabelText('Indirizzo email'), 'giulia@example.com');
    await user.click(screen.getByLabelText(/informativa sulla privacy/));
    await user.click(screen.getByRole('button', { name: 'Iscriviti' }));
    await waitFor(() => expect(alerts).toEqual([{ severity: 'error', message: 'Email già iscritta' }]));
    off();
    expect(screen.getByRole('button', { name: 'Iscriviti' })).toBeEnabled();
  });
});
