import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  endSessionAtom,
  formatCents,
  languageAtom,
  shopStore,
  startSessionAtom,
  type Order,
  type OrderReturn,
  type User,
} from '@shop/shared';
import { renderAt } from '../test-support';

// The forms are typed into like a customer would: many renders, slow on a busy machine.
jest.setTimeout(30_000);

const TOKEN = 'a-stored-session-token-0123456789';

const row = { priceWithVat: 61, unitNetCents: 5_000, vatRate: 2200, vatCents: 1_100 };

/** Delivered on 9 March: 2 linen shirts (M) and 1 skirt (S) may still be returned until 23 March. */
const delivered: Order = {
  id: 7,
  orderId: 'SHOP-2026-0042',
  date: '2026-03-05T10:00:00.000Z',
  status: 'DeliveryDone',
  customer: { name: 'Giulia', surname: 'Neri' },
  addressDest: 'Via Roma 1',
  postalCodeDest: '20121',
  townDest: 'Milano',
  provinceDest: 'MI',
  countryDest: 'IT',
  totalWithTaxes: 183,
  totalCents: 18_300,
  shippingCents: 0,
  vatSummary: [{ vatRate: 2200, taxableCents: 15_000, taxCents: 3_300 }],
  invoice: { year: 2026, number: 17 },
  creditNotes: [],
  shipment: { carrier: 'BRT', trackingNumber: 'BRT123', shippedAt: '2026-03-06T09:00:00.000Z', deliveredAt: '2026-03-09T15:00:00.000Z' },
  returnWindow: {
    until: '2026-03-23T22:59:59.999Z',
    rows: [
      { row: 1, returnable: 2 },
      { row: 2, returnable: 1 },
    ],
  },
  returns: [],
  rows: [
    { ...row, row: 1, quantity: 2, description: 'Camicia in lino', siglaTaglia: 'M', unitCents: 6_100, grossCents: 12_200 },
    { ...row, row: 2, quantity: 1, description: 'Gonna a pieghe', siglaTaglia: 'S', unitCents: 6_100, grossCents: 6_100 },
  ],
};

/** Not delivered yet: nothing to return. */
const waiting: Order = { ...delivered, id: 8, orderId: 'SHOP-2026-0043', status: 'WaitDelivery', shipment: null, returnWindow: null };

const requested: OrderReturn = {
  number: 'R-SHOP-2026-0042-1',
  status: 'requested',
  reason: 'size',
  note: '',
  requestedAt: '2026-03-12T10:00:00.000Z',
  receivedAt: null,
  closedAt: null,
  refusal: '',
  rows: [{ row: 1, description: 'Camicia in lino', size: 'M', quantity: 2, restocked: 0, damaged: 0, unitCents: 6_100 }],
  withShipping: false,
  refundCents: 12_200,
  creditNote: null,
};

interface Reply {
  status?: number;
  body: unknown;
}

const json = ({ status = 200, body }: Reply) =>
  ({ ok: status >= 200 && status < 300, status, statusText: `status ${status}`, text: async () => JSON.stringify(body) }) as Response;

/** Replies per action (the last part of the address); each call's action and body are kept. */
let replies: Record<string, Reply>;
let sent: { action: string; body: Record<string, unknown> }[];

beforeEach(() => {
  shopStore.set(languageAtom, 'ita');
  replies = {
    read: { body: { records: [delivered, waiting], pageItems: 2, pages: 1, currentPage: 1, totalCount: 2 } },
    requestReturn: { body: { error: false, return: requested } },
    returnOrder: { body: { error: false, order: delivered } },
  };
  sent = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const action = String(url).split('/').pop() ?? '';
    sent.push({ action, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
    return json(replies[action] ?? { status: 404, body: { error: true, message: 'Not found' } });
  });
});

afterEach(() => shopStore.set(endSessionAtom));

const signIn = () => shopStore.set(startSessionAtom, { token: TOKEN, user: { name: 'Giulia', surname: 'Neri' } as User });

async function openOrder(user: ReturnType<typeof userEvent.setup>, orderId: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(orderId) }));
  return screen.findByRole('dialog', { name: `Ordine ${orderId}` });
}

describe('returns in the orders page', () => {
  beforeEach(signIn);

  it('lists the returns with status, pieces, reason, refund and the credit note to download', async () => {
    const user = userEvent.setup({ delay: null });
    const refunded: OrderReturn = {
      ...requested,
      status: 'refunded',
      reason: 'defective',
      receivedAt: '2026-03-18T10:00:00.000Z',
      closedAt: '2026-03-20T10:00:00.000Z',
      creditNote: { year: 2026, number: 3 },
    };
    const note = { year: 2026, number: 3, date: '2026-03-20', totalCents: 12_200 };
    replies.read = { body: { records: [{ ...delivered, returnWindow: null, returns: [refunded], creditNotes: [note] }], totalCount: 1 } };
    renderAt('/account/orders');
    const dialog = await openOrder(user, 'SHOP-2026-0042');
    expect(within(dialog).queryByRole('button', { name: 'Richiedi un reso' })).not.toBeInTheDocument();
    const card = within(within(dialog).getByRole('region', { name: 'Resi' })).getByRole('article', { name: 'Reso R-SHOP-2026-0042-1' });
    const facts = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      'Richiesto il: 12/03/2026',
      'Motivo: Difettoso o danneggiato',
      'Capi: 2 × Camicia in lino · M',
      'Pezzi: 2',
      `Rimborso: ${formatCents(12_200)}`,
    ]);
    expect(card).toHaveTextContent('Rimborsato');
    // The credit note downloads beside its return, once.
    expect(within(dialog).getAllByRole('button', { name: 'Scarica la nota di credito' })).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Scarica la nota di credito' })).toBeInTheDocument();
  });
});
