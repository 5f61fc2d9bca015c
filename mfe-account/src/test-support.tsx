import { on, ShopProviders, type AlertRequest } from '@shop/shared';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import AccountRoutes from './routes';

// Helpers of the account tests; never imported by shipped code.

/** A JSON reply of the server. */
export const reply = (body: unknown) => ({ ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(body) }) as Response;

/** fetch answered per action name (the last part of the address); the bodies sent are kept. */
export function serve(answers: Record<string, unknown>) {
  const sent: { action: string; body: Record<string, unknown> }[] = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const action = String(url).split('/').pop() ?? '';
    sent.push({ action, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
    return reply(answers[action] ?? { error: false });
  });
  return sent;
}

/** The alerts each test asks the shell for, from its start to its end. */
export function captureAlerts() {
  const alerts: AlertRequest[] = [];
  let off = () => {};
  beforeEach(() => {
    alerts.length = 0;
    off = on('ui:alert', (alert) => alerts.push(alert));
  });
  afterEach(() => off());
  return alerts;
}

/** Mounts the account routes under /account, at `path`. */
export function renderAt(path: string) {
  return render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/account/*" element={<AccountRoutes />} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );
}
