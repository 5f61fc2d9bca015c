import { defaultApiBase, languageAtom, on, RemoteIntl, shopStore, ShopProviders, type AlertRequest, type ToastRequest } from '@shop/shared';
import type { OrderAdminDetail } from '@shop/shared/staff';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import BackofficeRoutes, { backofficeTexts } from './routes';
import { setStaffSessionId } from './staff/session';

// Helpers of the back-office tests; never imported by shipped code.

export const STAFF_SESSION = 'staff-session-0123456789';

/** A JSON reply of the server. */
export const json = (body: unknown, status = 200) =>
  ({
    ok: status < 300,
    status,
    statusText: `status ${status}`,
    headers: { get: () => null },
    text: async () => JSON.stringify(body),
  }) as unknown as Response;

/**
 * Before each test: the page in Italian, a staff member logged in and fetch a fresh jest mock.
 * `calls()` are the requests sent, by path below the API base; `bodies()` only what they sent.
 */
export function asStaff() {
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  beforeEach(() => {
    shopStore.set(languageAtom, 'ita');
    setStaffSessionId(STAFF_SESSION);
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
  });
  const calls = () =>
    fetchMock.mock.calls.map(([url, init]) => ({
      path: String(url).replace(`${defaultApiBase}/`, ''),
      body: JSON.parse(String(init?.body)) as unknown,
    }));
  const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  return { fetchMock, calls, bodies };
}

/** The alerts and toasts each test asks the shell for, from its start to its end. */
export function captureShopEvents() {
  const alerts: AlertRequest[] = [];
  const toasts: ToastRequest[] = [];
  let offs: (() => void)[] = [];
  beforeEach(() => {
    alerts.length = 0;
    toasts.length = 0;
    offs = [on('ui:alert', (alert) => alerts.push(alert)), on('ui:toast', (toast) => toasts.push(toast))];
  });
  afterEach(() => offs.forEach((off) => off()));
  return { alerts, toasts };
}

/** Renders a piece of the back-office with the shop's providers and its messages. */
export const renderIn = (node: ReactNode) =>
  render(
    <ShopProviders>
      <MemoryRouter>
        <RemoteIntl messages={backofficeTexts}>{node}</RemoteIntl>
      </MemoryRouter>
    </ShopProviders>,
  );

/** Mounts the back-office routes at `path`; `extra` is rendered inside the same router. */
export function renderAt(path: string, extra?: ReactNode) {
  return render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/*" element={<BackofficeRoutes />} />
        </Routes>
        {extra}
      </MemoryRouter>
    </ShopProviders>,
  );
}

/** An order as the staff's order page reads it: confirmed, paid, not shipped, no returns; `changes` on top. */
export function anOrder(changes: Partial<OrderAdminDetail> = {}): OrderAdminDetail {
  return {
    orderId: 'LA20261125ABC123',
    date: '2026-11-25T09:00:00.000Z',
    paidAt: '2026-11-25T09:01:00.000Z',
    status: 'WaitDelivery',
    language: 'ita',
    buyer: { kind: 'guest', name: 'Giulia', surname: 'Neri', email: 'giulia.neri@example.com', phone: '3331234567', customerId: null },
    shipping: { address: 'Via Roma 1', postalCode: '20121', town: 'Milano', province: 'MI', country: 'IT' },
    billing: null,
    gift: false,
    rows: [
      {
        codArticolo: 'A1',
        description: 'Camicia',
        codColore: 'BLU',
        colour: 'Blu',
        siglaTaglia: 'M',
        quantity: 2,
        unitCents: 6_495,
        vatRate: 2200,
        grossCents: 12_990,
      },
      {
        codArticolo: 'B2',
        description: 'Pantalone',
        codColore: 'NER',
        colour: 'Nero',
        siglaTaglia: '46',
        quantity: 1,
        unitCents: 8_900,
        vatRate: 2200,
        grossCents: 8_900,
      },
    ],
    shippingCents: 690,
    totalCents: 22_580,
    vat: [{ vatRate: 2200, taxableCents: 18_508, taxCents: 4_072 }],
    payments: [],
    mails: [],
    history: [],
    shipment: null,
    refunds: [],
    invoice: { year: 2026, number: 7 },
    creditNotes: [],
    returns: [],
    refundableCents: 22_580,
    ...changes,
  };
}

/** One upload the page sent through the fake XMLHttpRequest: what it sent, and the hands that answer it. */
export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  /** Tells the page that `loaded` of `total` bytes have gone. */
  progress: (loaded: number, total: number) => void;
  /** The server's answer, as JSON. */
  respond: (status: number, body: unknown) => void;
  /** The connection breaks. */
  fail: () => void;
  aborted: boolean;
}

/**
 * Before each test, XMLHttpRequest is a fake that keeps each request sent (`uploads`) for the test to
 * answer; the real one comes back after it. Only what the photo uploads use is there.
 */
export function fakeUploads() {
  const uploads: SentUpload[] = [];
  const real = globalThis.XMLHttpRequest;

  class FakeRequest extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    statusText = '';
    responseText = '';
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    private sent: SentUpload | null = null;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {
      if (this.sent) this.sent.aborted = true;
      this.dispatchEvent(new Event('abort'));
    }
    send(body: FormData) {
      this.sent = {
        method: this.method,
        url: this.url,
        headers: this.headers,
        body,
        aborted: false,
        progress: (loaded, total) => {
          this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total, lengthComputable: true }));
        },
        respond: (status, reply) => {
          this.status = status;
          this.statusText = `status ${status}`;
          this.responseText = JSON.stringify(reply);
          this.dispatchEvent(new Event('load'));
        },
        fail: () => this.dispatchEvent(new Event('error')),
      };
      uploads.push(this.sent);
    }
  }

  beforeEach(() => {
    uploads.length = 0;
    globalThis.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = real;
  });
  return uploads;
}
