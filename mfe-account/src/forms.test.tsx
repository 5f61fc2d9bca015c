import { languageAtom, shopStore } from '@shop/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureAlerts, renderAt, serve } from './test-support';

// Each form is typed into like a customer would: many renders, slow on a busy machine.
jest.setTimeout(30_000);

const alerts = captureAlerts();
beforeEach(() => shopStore.set(languageAtom, 'ita'));

describe('the login form', () => {
  it('shows an error only once its field is touched and sends nothing while invalid', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = serve({});
    renderAt('/account/login');
    const email = screen.getByLabelText(/^Email/);
    await user.type(email, 'a@b');
    expect(screen.queryByText("L'indirizzo email deve essere di almeno 5 caratteri")).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText("L'indirizzo email deve essere di almeno 5 caratteri")).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('La password è un campo richiesto')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('La password è un campo richiesto')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('alerts when both fields are empty, in the interface language', async () => {
    const user = userEvent.setup({ delay: null });
    serve({});
    renderAt('/account/login');
    act(() => shopStore.set(languageAtom, 'eng'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(alerts[0]).toMatchObject({ severity: 'error', message: 'Email and password are required' });
    expect(screen.getByText('The email address is required')).toBeInTheDocument();
  });
});

describe('registration', () => {
  it('step 1 keeps its button disabled until the server says the email is free', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = serve({ emailValidation: { error: true, message: 'Questo indirizzo email è già registrato' } });
    renderAt('/account/create');
    const next = screen.getByRole('button', { name: 'Crea account' });
    await user.type(screen.getByLabelText(/^Email/), 'demo@shop.test');
    expect(await screen.findByText('Questo indirizzo email è già registrato', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(sent.filter((s) => s.action === 'emailValidation')).toHaveLength(1);
  });

  it('step 2 shows errors once touched or submitted, blocks the submit, copies the name and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = serve({ emailValidation: { error: false } });
    renderAt('/account/create');
    await user.type(screen.getByLabelText(/^Email/), 'nuova@example.com');
    const next = screen.getByRole('button', { name: 'Crea account' });
    await waitFor(() => expect(next).toBeEnabled(), { timeout: 2000 });
    await user.click(next);

    const name = await screen.findByRole('textbox', { name: 'Nome *' });
    expect(screen.queryByText('Il campo Nome è obbligatorio')).not.toBeInTheDocument();
    await user.click(name);
    await user.tab();
    expect(screen.getByText('Il campo Nome è obbligatorio')).toBeInTheDocument();
    expect(screen.queryByText('La privacy è un campo richiesto')).not.toBeInTheDocument();

    await user.type(name, 'Marco');
    await user.tab();
    expect(screen.getAllByRole('textbox', { name: 'Nome' })[0]).toHaveValue('Marco');

    await user.click(screen.getByRole('button', { name: 'Crea account' }));
    expect(await screen.findByText('La privacy è un campo richiesto')).toBeInTheDocument();
    expect(sent.filter((s) => s.action === 'createAccount')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('nuova@example.com');
    const again = screen.getByRole('button', { name: 'Crea account' });
    await waitFor(() => expect(again).toBeEnabled(), { timeout: 3000 });
    await user.click(again);
    expect(await screen.findByRole('textbox', { name: 'Nome *' })).toHaveValue('Marco');
  });
});

describe('password recovery', () => {
  it('step 1 sends the email; step 2 starts untouched and refuses a missing code', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = serve({ passwordRestore: { error: false } });
    renderAt('/account/password-restore/giulia@example.com');
    await user.click(screen.getByRole('button', { name: 'Invia il codice' }));
    const code = await screen.findByRole('textbox', { name: /^Codice ricevuto/ });
    expect(sent[0]?.body).toEqual({ step: 1, email: 'giulia@example.com' });
    expect(screen.queryByText('Devi inserire il codice ricevuto per email')).not.toBeInTheDocument();
    await user.click(code);
    await user.tab();
    expect(screen.getByText('Devi inserire il codice ricevuto per email')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Imposta la password' }));
    expect(screen.getByText('La password è un campo richiesto')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });
});
