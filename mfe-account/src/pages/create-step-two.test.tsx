import { languageAtom, registrationPayloadSchema, RemoteIntl, ShopProviders, shopStore } from '@shop/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { accountMessages } from '@shop/shared/messages';
import { startProfile, toRegistration, type ProfileValues } from '../profile/profile-values';
import { captureAlerts } from '../test-support';
import { CreateStepTwo } from './create-step-two';

// The whole registration form renders and validates on submit: slow on a busy machine.
jest.setTimeout(30_000);

const start = startProfile('nuova.cliente@example.com', 'IT');
const values: ProfileValues = {
  ...start,
  password: 'Segreta!2026',
  name: 'Marco',
  surname: 'Rossi',
  phone: '+39 06 1234567',
  mobile: '+39 333 7654321',
  codiceFiscale: 'RSSMRA85T10A562S',
  privacy: true,
  destination: { ...start.destination, address: 'Via Roma 1', postalCode: '00100', town: 'Roma', state: 'RM', phone: '+39 06 1234567' },
};

/** fetch answering every call with `status` and `body`, as the server does when it refuses. */
function answer(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  globalThis.fetch = jest.fn(
    async () => ({ ok: status < 400, status, statusText: `status ${status}`, text: async () => text }) as Response,
  );
}

const alerts = captureAlerts();
beforeEach(() => shopStore.set(languageAtom, 'ita'));

async function submit() {
  render(
    <ShopProviders>
      <MemoryRouter>
        <RemoteIntl messages={accountMessages}>
          <CreateStepTwo values={values} country="IT" onBack={() => undefined} onCreated={() => undefined} />
        </RemoteIntl>
      </MemoryRouter>
    </ShopProviders>,
  );
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Crea account' }));
  await waitFor(() => expect(alerts).toHaveLength(1));
  return alerts[0];
}

describe('registration step 2 refused by the server', () => {
  it('is complete, so the server is asked', () => {
    expect(registrationPayloadSchema.safeParse(toRegistration(values, 'ita')).success).toBe(true);
  });

  it('shows the server’s message when a per-address limit answers 429', async () => {
    answer(429, { error: true, message: 'Troppi tentativi, riprova tra qualche minuto', statusCode: 429 });
    expect(await submit()).toMatchObject({ severity: 'error', message: 'Troppi tentativi, riprova tra qualche minuto' });
  });

  it('keeps its own text for a server failure', async () => {
    answer(500, { error: true, message: 'Errore interno del server', statusCode: 500 });
    expect(await submit()).toMatchObject({ severity: 'error', message: 'Non è stato possibile creare l’account, riprova.' });
  });

  it('keeps its own text for a refusal that says nothing (a proxy’s 429, say)', async () => {
    answer(429, '');
    expect(await submit()).toMatchObject({ severity: 'error', message: 'Non è stato possibile creare l’account, riprova.' });
  });
});
