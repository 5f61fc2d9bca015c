import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  endSessionAtom,
  formatCents,
  languageAtom,
  paths,
  shopStore,
  startSessionAtom,
  type Order,
  type OrderReturn,
  type User,
} from '@shop/shared';
import { captureAlerts, renderAt } from '../test-support';

// The forms are typed into like a customer would: many renders, slow on a busy machine.
jest.setTimeout(30_000);

const TOKEN = 'a-stored-session-token-0123456789';
const KEY = 'Abc123_-Abc123_-Abc123_-Abc123_-Abc123_-xyz';

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
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: `status ${status}`,
    headers: { get: () => null },
    text: async () => JSON.stringify(body),
    blob: async () => new Blob([String(body)], { type: 'text/html' }),
  }) as unknown as Response;

/** Replies per action (the last part of the address); each call's action and body are kept. */
let replies: Record<string, Reply>;
let sent: { action: string; body: Record<string, unknown> }[];

const alerts = captureAlerts();

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
const bodiesOf = (action: string) => sent.filter((call) => call.action === action).map((call) => call.body);

async function openOrder(user: ReturnType<typeof userEvent.setup>, orderId: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(orderId) }));
  return screen.findByRole('dialog', { name: `Ordine ${orderId}` });
}

async function openForm(user: ReturnType<typeof userEvent.setup>, place: HTMLElement) {
  await user.click(within(place).getByRole('button', { name: 'Richiedi un reso' }));
  return within(place).findByRole('form', { name: 'Richiesta di reso' });
}

describe('returns in the orders page', () => {
  beforeEach(signIn);

  it('offers a return only while the withdrawal period runs, with its last day', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/account/orders');
    const dialog = await openOrder(user, 'SHOP-2026-0042');
    const offer = within(dialog).getByRole('button', { name: 'Richiedi un reso' });
    expect(offer).toHaveAccessibleDescription('entro il 23/03/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));

    const other = await openOrder(user, 'SHOP-2026-0043');
    expect(within(other).queryByRole('button', { name: 'Richiedi un reso' })).not.toBeInTheDocument();
  });

  it('sends the pieces chosen, the reason and the note, then shows the return number and what to do', async () => {
    const user = userEvent.setup({ delay: null });
    replies.returnOrder = {
      body: {
        error: false,
        order: { ...delivered, returns: [requested], returnWindow: { ...delivered.returnWindow, rows: [{ row: 2, returnable: 1 }] } },
      },
    };
    renderAt('/account/orders');
    const dialog = await openOrder(user, 'SHOP-2026-0042');
    const form = await openForm(user, dialog);
    expect(within(form).getByRole('heading', { name: 'Richiesta di reso' })).toHaveFocus();

    const shirt = within(form).getByRole('combobox', { name: 'Camicia in lino · M' });
    expect(shirt).toHaveAccessibleDescription('Pezzi da rendere: al massimo 2');
    expect(
      within(shirt)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0', '1', '2']);
    await user.selectOptions(shirt, '2');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Motivo del reso *' }), 'Taglia non giusta');
    await user.type(within(form).getByRole('textbox', { name: 'Note' }), ' Veste piccola ');
    await user.click(within(form).getByRole('button', { name: 'Invia la richiesta' }));

    const done = await within(dialog).findByRole('region', { name: 'Richiesta di reso inviata' });
    expect(bodiesOf('requestReturn')).toEqual([
      { orderId: 'SHOP-2026-0042', rows: [{ row: 1, quantity: 2 }], reason: 'size', note: 'Veste piccola' },
    ]);
    expect(within(done).getByText('R-SHOP-2026-0042-1', { selector: 'p > strong' })).toBeInTheDocument();
    expect(done).toHaveTextContent('non indossati e con le etichette');
    expect(done).toHaveTextContent('Scrivi sul pacco il numero del reso, R-SHOP-2026-0042-1.');
    expect(done).toHaveTextContent('entro 14 giorni');
    expect(done).toHaveTextContent('Le spese di spedizione del reso sono a tuo carico.');

    // The order is read again: its return is listed; the skirt may still be returned.
    await waitFor(() => expect(bodiesOf('returnOrder')).toEqual([{ orderId: 'SHOP-2026-0042' }]));
    const returns = within(dialog).getByRole('region', { name: 'Resi' });
    expect(returns).toHaveTextContent('Reso R-SHOP-2026-0042-1');
    expect(returns).toHaveTextContent('Reso richiesto');
    expect(returns).toHaveTextContent('2 × Camicia in lino · M');
    expect(within(dialog).getByRole('button', { name: 'Richiedi un reso' })).toBeInTheDocument();
  });

  it("shows the server's message when it refuses the return", async () => {
    const user = userEvent.setup({ delay: null });
    replies.requestReturn = { body: { error: true, message: 'Il periodo per il reso di questo ordine è terminato' } };
    renderAt('/account/orders');
    const form = await openForm(user, await openOrder(user, 'SHOP-2026-0042'));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Gonna a pieghe · S' }), '1');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Motivo del reso *' }), 'defective');
    await user.click(within(form).getByRole('button', { name: 'Invia la richiesta' }));
    await waitFor(() => expect(alerts).toEqual([{ severity: 'error', message: 'Il periodo per il reso di questo ordine è terminato' }]));
    expect(within(form).getByRole('button', { name: 'Invia la richiesta' })).toBeEnabled();
  });

  it("refuses to send without a piece or without a reason, with the contract's messages", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/account/orders');
    const form = await openForm(user, await openOrder(user, 'SHOP-2026-0042'));
    await user.click(within(form).getByRole('button', { name: 'Invia la richiesta' }));
    expect(await within(form).findByText('Scegli almeno un capo da rendere')).toBeInTheDocument();
    const reason = within(form).getByRole('combobox', { name: 'Motivo del reso *' });
    expect(reason).toHaveAccessibleDescription('Indica il motivo del reso');
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Camicia in lino · M' }), '1');
    await waitFor(() => expect(within(form).queryByText('Scegli almeno un capo da rendere')).not.toBeInTheDocument());
    await user.click(within(form).getByRole('button', { name: 'Invia la richiesta' }));
    expect(within(form).getByText('Indica il motivo del reso')).toBeInTheDocument();
    expect(bodiesOf('requestReturn')).toEqual([]);
  });

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
      `Rimborso: ${formatCents(12_200, 'ita')}`,
    ]);
    expect(card).toHaveTextContent('Rimborsato');
    // The credit note downloads beside its return, once.
    expect(within(dialog).getAllByRole('button', { name: 'Scarica la nota di credito' })).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Scarica la nota di credito' })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    shopStore.set(languageAtom, 'eng');
    const user = userEvent.setup({ delay: null });
    renderAt('/account/orders');
    await user.click(await screen.findByRole('button', { name: /SHOP-2026-0042/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Order SHOP-2026-0042' });
    expect(within(dialog).getByText('Shipped on 06/03/2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Delivered on 09/03/2026')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Request a return' }));
    const form = await within(dialog).findByRole('form', { name: 'Return request' });
    expect(within(form).getByRole('combobox', { name: 'Camicia in lino · M' })).toHaveAccessibleDescription('Pieces to return: at most 2');
    const reason = within(form).getByRole('combobox', { name: 'Reason for the return *' });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Wrong size', 'Not as pictured', 'Faulty or damaged', 'Wrong item sent', 'Changed my mind', 'Other']);
    await user.click(within(form).getByRole('button', { name: 'Send the request' }));
    expect(await within(form).findByText('Choose at least one item to return')).toBeInTheDocument();
    expect(within(form).getByText('Give the reason for the return')).toBeInTheDocument();
  });
});

describe('the return page of the shipping mail', () => {
  const page = (key: string | null = KEY) =>
    key === KEY ? paths.accountReturn('SHOP-2026-0042', KEY) : `/account/returns/SHOP-2026-0042${key === null ? '' : `?key=${key}`}`;

  it("is the shipping mail's link", () => {
    expect(paths.accountReturn('SHOP-2026-0042', KEY)).toBe(`/account/returns/SHOP-2026-0042?key=${KEY}`);
  });

  it("reads the order with the mail's key and sends the key with the request", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(page());
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordine SHOP-2026-0042' })).toBeInTheDocument();
    expect(bodiesOf('returnOrder')).toEqual([{ orderId: 'SHOP-2026-0042', key: KEY }]);
    expect(await screen.findByText('Consegnato il 09/03/2026')).toBeInTheDocument();
    // No session: the mail's key opens the invoice's printable copy.
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:http://localhost/copy'), revokeObjectURL: jest.fn() });
    const saved = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    replies.copy = { body: '<!doctype html><title>Fattura 2026/17</title>' };
    await user.click(screen.getByRole('button', { name: 'Scarica la fattura' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(bodiesOf('copy')).toEqual([{ orderId: 'SHOP-2026-0042', format: 'pdf', key: KEY }]);
    saved.mockRestore();

    const form = await openForm(user, document.body);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Gonna a pieghe · S' }), '1');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Motivo del reso *' }), 'changed-mind');
    await user.click(within(form).getByRole('button', { name: 'Invia la richiesta' }));
    expect(await screen.findByRole('region', { name: 'Richiesta di reso inviata' })).toHaveTextContent('R-SHOP-2026-0042-1');
    expect(bodiesOf('requestReturn')).toEqual([
      { orderId: 'SHOP-2026-0042', key: KEY, rows: [{ row: 2, quantity: 1 }], reason: 'changed-mind', note: '' },
    ]);
    await waitFor(() => expect(bodiesOf('returnOrder')).toHaveLength(2));
    expect(bodiesOf('returnOrder')[1]).toEqual({ orderId: 'SHOP-2026-0042', key: KEY });
    // The key travels in request bodies only.
    expect(sent.every((call) => !call.action.includes(KEY))).toBe(true);
  });

  it('says clearly that the link is not valid when the server refuses the key', async () => {
    replies.returnOrder = { status: 404, body: { error: true, message: 'Ordine non trovato' } };
    renderAt(page());
    expect(await screen.findByRole('heading', { name: 'Questo link per il reso non è valido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contattaci' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('button', { name: 'Richiedi un reso' })).not.toBeInTheDocument();
  });

  it.each([
    ['missing', null],
    ['malformed', 'not-a-key'],
  ])('asks nothing of the server when the key is %s', async (_, key) => {
    renderAt(page(key));
    expect(await screen.findByRole('heading', { name: 'Questo link per il reso non è valido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contattaci' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('offers a retry when the order cannot be loaded', async () => {
    replies.returnOrder = { status: 503, body: { error: true, message: 'Servizio non disponibile' } };
    renderAt(page());
    expect(await screen.findByRole('heading', { name: 'Non è stato possibile caricare l’ordine.' })).toBeInTheDocument();
    replies.returnOrder = { body: { error: false, order: delivered } };
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('button', { name: 'Richiedi un reso' })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    shopStore.set(languageAtom, 'eng');
    replies.returnOrder = { status: 403, body: { error: true, message: 'Order not found' } };
    renderAt(page());
    expect(await screen.findByRole('heading', { name: 'This return link is not valid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
  });
});
