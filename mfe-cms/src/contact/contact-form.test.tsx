import { on, ShopProviders, type AlertRequest } from '@shop/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteIntl } from '@shop/shared';
import { cmsMessages } from '@shop/shared/messages';
import { reply, serve } from '../test-support';
import { ContactForm } from './contact-form';

function renderForm() {
  return render(
    <ShopProviders>
      <RemoteIntl messages={cmsMessages}>
        <ContactForm />
      </RemoteIntl>
    </ShopProviders>,
  );
}

// The form checks each change with the shared contract: slow on a busy machine.
jest.setTimeout(30_000);

let alerts: AlertRequest[] = [];
let off: () => void;
beforeEach(() => {
  alerts = [];
  off = on('ui:alert', (alert) => alerts.push(alert));
});
afterEach(() => off());

describe('the contact form', () => {
  it('shows the rules once fields are touched and sends nothing while invalid', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = serve(() => reply(200, { error: false }));
    renderForm();
    const email = screen.getByLabelText(/^Email/);
    await user.click(email);
    await user.tab();
    expect(await screen.findByText("L'indirizzo email è un campo richiesto")).toBeInTheDocument();
    expect(screen.queryByText('Devi accettare la privacy')).not.toBeInTheDocument();
    await user.type(email, 'a@b');
    expect(await screen.findByText("L'indirizzo email deve essere di almeno 5 caratteri")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    expect(await screen.findByText('Devi accettare la privacy')).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('sends the request, shows the server message and empties the form', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = serve(() => reply(200, { error: false, message: 'Richiesta inviata con successo' }));
    renderForm();
    await user.type(screen.getByLabelText('Nome'), 'Chiara');
    await user.type(screen.getByLabelText(/^Email/), 'chiara@example.com');
    await user.type(screen.getByLabelText('Messaggio'), 'Avete la taglia 42?');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(alerts[0]).toMatchObject({ severity: 'success', message: 'Richiesta inviata con successo' });
    expect(sent[0]?.url).toMatch(/AccountAction\/contact$/);
    expect(sent[0]?.body).toEqual({
      nome: 'Chiara',
      cognome: '',
      email: 'chiara@example.com',
      telefono: '',
      messaggio: 'Avete la taglia 42?',
      privacy: true,
    });
    expect(screen.getByLabelText('Nome')).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('shows the server message or the default text when sending fails', async () => {
    const user = userEvent.setup({ delay: null });
    let answer = reply(429, { error: true, message: 'Troppi tentativi, riprova tra qualche minuto', statusCode: 429 });
    serve(() => answer);
    renderForm();
    await user.type(screen.getByLabelText(/^Email/), 'chiara@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(alerts[0]).toMatchObject({ severity: 'error', message: 'Troppi tentativi, riprova tra qualche minuto' });
    answer = reply(200, { error: true });
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await waitFor(() => expect(alerts).toHaveLength(2));
    expect(alerts[1]).toMatchObject({ severity: 'error', message: 'Errore invio richiesta' });
    expect(screen.getByLabelText(/^Email/)).toHaveValue('chiara@example.com');
  });

  it('opens the privacy policy in the content modal', async () => {
    const user = userEvent.setup({ delay: null });
    const asked: string[] = [];
    const stop = on('ui:content-modal', ({ name }) => asked.push(name));
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Leggi l’informativa privacy' }));
    stop();
    expect(asked).toEqual(['privacy']);
  });
});
