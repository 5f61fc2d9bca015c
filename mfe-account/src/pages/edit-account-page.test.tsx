import { endSessionAtom, languageAtom, shopStore, startSessionAtom, userSchema } from '@shop/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureAlerts, renderAt, serve } from '../test-support';

const user = userSchema.parse({
  id: 42,
  email: 'giulia@example.it',
  name: 'Giulia',
  surname: 'Bianchi',
  phone: '+39 02 1234567',
  mobile: '+39 333 1234567',
  codiceFiscale: 'RCCMNL83S18D969H',
  destination: {
    name: 'Giulia',
    surname: 'Bianchi',
    address: 'Via Roma 1',
    postalCode: '20121',
    town: 'Milano',
    state: 'MI',
    country: 'IT',
    phone: '+39 02 1234567',
  },
});

const renderEdit = () => renderAt('/account/view');

// The profile form is large and typed into like a customer would: slow on a busy machine.
jest.setTimeout(30_000);

const alerts = captureAlerts();
beforeEach(() => {
  shopStore.set(languageAtom, 'ita');
  shopStore.set(startSessionAtom, { token: 'a-stored-session-token-0123456789', user });
});
afterEach(() => shopStore.set(endSessionAtom));

describe('the edit-account form', () => {
  it('shows an error only once its field is touched, sends nothing while invalid, then saves once', async () => {
    const edited = { ...user, name: 'Marcello', destination: { ...user.destination, town: 'Ostia' } };
    const sent = serve({ updateAccount: { error: false, user: edited } });
    const person = userEvent.setup({ delay: null });
    renderEdit();

    const name = await screen.findByRole('textbox', { name: 'Nome *' });
    expect(name).toHaveValue('Giulia');
    await person.clear(name);
    expect(screen.queryByText('Il campo Nome è obbligatorio')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
    await person.tab();
    expect(screen.getByText('Il campo Nome è obbligatorio')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Il campo Nome è obbligatorio');

    await person.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(alerts[0]).toMatchObject({ severity: 'error', message: 'Il campo Nome è obbligatorio' });
    expect(sent.filter((s) => s.action === 'updateAccount')).toHaveLength(0);

    await person.type(name, 'Marcello');
    expect(screen.queryByText('Il campo Nome è obbligatorio')).not.toBeInTheDocument();
    const town = screen.getAllByRole('textbox', { name: 'Città *' })[0]!;
    await person.clear(town);
    await person.type(town, 'Ostia');
    await person.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(alerts).toHaveLength(2));
    expect(alerts[1]).toMatchObject({ severity: 'success', message: 'Account aggiornato' });
    const writes = sent.filter((s) => s.action === 'updateAccount');
    expect(writes).toHaveLength(1);
    expect(writes[0]?.body).toEqual({ user: edited });
  });

  it('translates its errors into the page’s language', async () => {
    serve({});
    const person = userEvent.setup({ delay: null });
    renderEdit();
    act(() => shopStore.set(languageAtom, 'eng'));
    const name = await screen.findByRole('textbox', { name: 'First name *' });
    await person.clear(name);
    await person.tab();
    expect(screen.getByText('The First name field is required')).toBeInTheDocument();
  });

  it('checks the codice fiscale and the CAP as registration does, and sends nothing while they are wrong', async () => {
    const sent = serve({});
    const person = userEvent.setup({ delay: null });
    renderEdit();
    const code = await screen.findByRole('textbox', { name: 'Codice fiscale *' });
    await person.clear(code);
    await person.type(code, 'RSSMRA85T10A56!@');
    const postalCode = screen.getAllByRole('textbox', { name: 'CAP *' })[0]!;
    await person.clear(postalCode);
    await person.type(postalCode, 'ABCDE');
    await person.tab();
    expect(await screen.findByText('Il codice fiscale non è valido')).toBeInTheDocument();
    expect(await screen.findByText('Il CAP deve essere di 5 cifre')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(alerts[0]).toMatchObject({ severity: 'error', message: 'Il CAP deve essere di 5 cifre' });
    expect(sent.filter((s) => s.action === 'updateAccount')).toHaveLength(0);

    act(() => shopStore.set(languageAtom, 'eng'));
    expect(await screen.findByText('The tax code is not valid')).toBeInTheDocument();
    expect(await screen.findByText('The postal code must be 5 digits')).toBeInTheDocument();
  });

  it("shows the server's refusal of the shop's own partita IVA", async () => {
    serve({ updateAccount: { error: true, message: "La partita iva indicata è quella del negozio: inserisci quella dell'acquirente" } });
    const person = userEvent.setup({ delay: null });
    renderEdit();
    await screen.findByRole('textbox', { name: 'Nome *' });
    await person.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(alerts[0]).toMatchObject({
      severity: 'error',
      message: "La partita iva indicata è quella del negozio: inserisci quella dell'acquirente",
    });
  });
});
