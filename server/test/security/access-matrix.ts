import {
  CARRIER_TRACKING_PATH,
  carrierTrackingPath,
  CONTAINER_NAMES,
  PHOTO_ACTIONS,
  RELEASE_ADMIN_ACTIONS,
  photoUrl,
  readEntities,
  type ReadEntity,
  type User,
} from '@shop/shared/contracts';
import { italianDate } from '../../src/orders/invoice/issue-invoice';
import { italianPrivate } from '../support/account-fixtures';
import type { FormFile } from '../support/photos';

/**
 * The access matrix: every call of the shop's HTTP interface, for every kind of caller, with the
 * outcome the caller must get. access-matrix.test.ts walks all of it over real HTTP and checks,
 * beside each outcome, that no reply carries a password hash, a session token of someone else or
 * a reset-code hash, and that refused calls write nothing.
 */
export const actors = ['anonymous', 'adminHeaderOnly', 'customerA', 'customerB', 'staff'] as const;
export type Actor = (typeof actors)[number];
export type Customer = 'customerA' | 'customerB';

export const isCustomer = (actor: Actor): actor is Customer => actor === 'customerA' || actor === 'customerB';
export const otherCustomer = (actor: Customer): Customer => (actor === 'customerA' ? 'customerB' : 'customerA');

/** A sellable colour and size with stock to spare. */
export interface StockPick {
  codArticolo: string;
  codColore: string;
  progSiglaTaglia: number;
}

/** What the walk knows when it builds a request or checks a reply. */
export interface World {
  apiBase: string;
  /** Session token of a customer or the staff member (x-staff-session). */
  token(actor: Customer | 'staff'): string;
  customerId(actor: Customer): number;
  email(actor: Customer): string;
  password(actor: Customer): string;
  user(actor: Customer): User;
  staffLogin: { email: string; password: string };
  /** Orders each customer placed while the world was set up. */
  orderIds(actor: Customer): string[];
  /** The payment return token of each customer's first order. */
  paymentToken(actor: Customer): string;
  articleId: number;
  code: string;
  otherCode: string;
  colourFile: string;
  stock: StockPick;
  draftContainerId: number;
  draftContainerName: string;
  guest: object;
  unique(label: string): string;
  /** Containers the staff created through the matrix, newest last. */
  createdContainers: number[];
  /** A JPEG fit for an upload (1600 x 1200), and the photos of the stock's colour, the world's own first, newest last. */
  photo: Buffer;
  photoIds: number[];
  /** Read-back helpers for the checks. */
  session(actor: Customer): Promise<{ user: User | null; favorites: string[]; cart: { righe: { qta_prog: number[] }[] } | null }>;
  orderOwner(orderId: string): Promise<number | null | undefined>;
  customerLive(actor: Customer): Promise<boolean>;
  staffLive(): Promise<boolean>;
}

/** A check of an allowed reply: answers what is wrong, or nothing. */
export type Check = (body: Record<string, unknown>, world: World, actor: Actor) => Promise<string | undefined> | string | undefined;

export interface Outcome {
  status: number;
  check?: Check;
}

export interface Call {
  /** Unique name of the row. */
  name: string;
  method: 'GET' | 'POST';
  /** A legacy action ('API/read') answered under both legacy paths, or an absolute route pattern. */
  action?: string;
  route?: string;
  /** The concrete path when the route has parameters or a wildcard. */
  path?: (world: World) => string;
  query?: (world: World, actor: Actor) => string;
  body?: (world: World, actor: Actor) => unknown;
  /** Sends the body as a form (the payment gateway's calls). */
  form?: boolean;
  /** Sends a multipart form of fields and files instead of `body` (the photo upload). */
  multipart?: (world: World) => { fields: Record<string, string>; files: FormFile[] };
  /** Staff session in ?wosid= instead of the header (never accepted). */
  staffInQuery?: boolean;
  expect: Record<Actor, Outcome>;
  /** Sessions this call ends; the walk logs in again afterwards. */
  endsSessions?: boolean;
}

const all = (outcome: Outcome): Record<Actor, Outcome> => ({
  anonymous: outcome,
  adminHeaderOnly: outcome,
  customerA: outcome,
  customerB: outcome,
  staff: outcome,
});
const only = (who: readonly Actor[], allowed: Outcome, refused: Outcome): Record<Actor, Outcome> =>
  Object.fromEntries(actors.map((actor) => [actor, who.includes(actor) ? allowed : refused])) as Record<Actor, Outcome>;
const customers = ['customerA', 'customerB'] as const;

const records = (body: Record<string, unknown>) => (Array.isArray(body.records) ? (body.records as Record<string, unknown>[]) : null);
const hasRecords: Check = (body) => (records(body) ? undefined : 'no records array');
const hasSomeRecords: Check = (body) => (records(body)?.length ? undefined : 'no records');
const suggestions: Check = (body) =>
  Array.isArray(body.articles) && body.articles.length > 0 && Array.isArray(body.families) ? undefined : 'no suggested articles';
const succeeded: Check = (body) => (body.error === false ? undefined : `refused: ${String(body.message)}`);
const failed: Check = (body) => (body.error === true && typeof body.message === 'string' ? undefined : 'expected { error: true, message }');
const both =
  (...checks: Check[]): Check =>
  async (body, world, actor) => {
    for (const check of checks) {
      const problem = await check(body, world, actor);
      if (problem) return problem;
    }
    return undefined;
  };

const ok = (check?: Check): Outcome => ({ status: 200, check });
const denied: Outcome = { status: 401, check: failed };
const badRequest: Outcome = { status: 400, check: failed };
const notFound: Outcome = { status: 404, check: failed };
const html: Outcome = { status: 200, check: (_body) => undefined };

/** Only the caller's own orders, whatever idXTCustomer says. */
const ownOrders: Check = (body, world, actor) => {
  if (!isCustomer(actor)) return 'not a customer';
  const ids = (records(body) ?? []).map((record) => String(record.orderId));
  const mine = world.orderIds(actor);
  const theirs = world.orderIds(otherCustomer(actor));
  if (!mine.every((id) => ids.includes(id))) return 'own orders missing';
  if (ids.some((id) => theirs.includes(id))) return "another customer's order is visible";
  return undefined;
};

const piecesOf = (actor: Customer) => (actor === 'customerA' ? 1 : 2);
const cartFor = (world: World, pieces: number) => ({
  righe: [
    {
      riga_ordine_cli: 1,
      cod_articolo: world.stock.codArticolo,
      cod_spec_1: world.stock.codColore,
      prezzo: 0.01,
      qta_prog: Array.from({ length: world.stock.progSiglaTaglia + 1 }, (_, i) => (i === world.stock.progSiglaTaglia ? pieces : 0)),
    },
  ],
  imp_spese_trasp: 0,
  regalo: false,
});
const cartPieces = (cart: { righe: { qta_prog: number[] }[] } | null | undefined) =>
  (cart?.righe ?? []).reduce((sum, line) => sum + line.qta_prog.reduce((a, b) => a + (b ?? 0), 0), 0);

/** The caller's own cart changed; the other customer's never takes the caller's. */
const ownCart: Check = async (_body, world, actor) => {
  if (!isCustomer(actor)) return 'not a customer';
  if (cartPieces((await world.session(actor)).cart) !== piecesOf(actor)) return 'own cart not saved';
  if (cartPieces((await world.session(otherCustomer(actor))).cart) === piecesOf(actor)) return "another customer's cart changed";
  return undefined;
};
const favouriteOf = (world: World, actor: Customer) => (actor === 'customerA' ? world.code : world.otherCode);
const ownFavourites: Check = async (_body, world, actor) => {
  if (!isCustomer(actor)) return 'not a customer';
  const mine = (await world.session(actor)).favorites;
  const theirs = (await world.session(otherCustomer(actor))).favorites;
  if (mine.join() !== favouriteOf(world, actor)) return 'own favourites not saved';
  if (theirs.join() === favouriteOf(world, actor)) return "another customer's favourites changed";
  return undefined;
};
const nameOf = (actor: Customer) => (actor === 'customerA' ? 'Anselmo' : 'Benedetta');
const ownAccount: Check = async (_body, world, actor) => {
  if (!isCustomer(actor)) return 'not a customer';
  const mine = (await world.session(actor)).user;
  const theirs = (await world.session(otherCustomer(actor))).user;
  if (mine?.name !== nameOf(actor) || mine.email !== world.email(actor)) return 'own account not saved as asked';
  if (theirs?.name === nameOf(actor) || theirs?.email !== world.email(otherCustomer(actor))) return "another customer's account changed";
  return undefined;
};
const ownSession: Check = (body, world, actor) => {
  const user = body.user as User | null;
  if (!isCustomer(actor)) return body.error === true && user === null ? undefined : 'a non-customer got a user';
  return user?.email === world.email(actor) ? undefined : 'not the caller’s own user';
};
const orderOwnedByCaller: Check = async (body, world, actor) => {
  if (body.error !== false || typeof body.orderId !== 'string') return `refused: ${String(body.message)}`;
  const owner = await world.orderOwner(body.orderId);
  const expected = isCustomer(actor) ? world.customerId(actor) : null;
  return owner === expected ? undefined : `order stored for customer ${String(owner)} instead of ${String(expected)}`;
};
/** The token alone names the order: whoever holds it reads that order, and only it. */
const tokenOrder: Check = (body, world) => {
  const order = body.order as { orderId?: unknown } | undefined;
  return body.error === false && order?.orderId === world.orderIds('customerA')[0] ? undefined : 'not the order of the token';
};
/** A well-formed token no order has. */
const UNKNOWN_TOKEN = 'A'.repeat(43);
const loggedOutOnlyCaller: Check = async (_body, world, actor) => {
  if (isCustomer(actor)) {
    if (await world.customerLive(actor)) return 'own session still live';
    if (!(await world.customerLive(otherCustomer(actor)))) return "another customer's session ended";
  } else if (!(await world.customerLive('customerA')) || !(await world.customerLive('customerB'))) return 'a customer session ended';
  if (actor !== 'staff' && !(await world.staffLive())) return 'the staff session ended';
  return undefined;
};
const staffLoggedOut: Check = async (_body, world, actor) => {
  const live = await world.staffLive();
  if (actor === 'staff') return live ? 'staff session still live' : undefined;
  if (!live) return 'the staff session ended by someone else';
  return (await world.customerLive('customerA')) ? undefined : 'a customer session ended';
};
const rememberContainer: Check = (body, world) => {
  if (body.error !== false || typeof body.id !== 'number') return 'no container id';
  world.createdContainers.push(body.id);
  return undefined;
};
const forgetContainer: Check = (body, world) => {
  if (body.error !== false || body.id !== world.createdContainers.at(-1)) return 'not the container asked for';
  world.createdContainers.pop();
  return undefined;
};
const rememberPhoto: Check = (body, world) => {
  const added = Array.isArray(body.added) ? (body.added as unknown[]) : [];
  if (body.error !== false || added.length !== 1 || typeof added[0] !== 'number') return 'no photo id';
  world.photoIds.push(added[0]);
  return undefined;
};
const forgetPhoto: Check = (body, world) => {
  const photos = Array.isArray(body.photos) ? (body.photos as { id: number }[]) : [];
  const gone = world.photoIds.at(-1);
  if (body.error !== false || photos.some((photo) => photo.id === gone)) return 'the photo is still there';
  world.photoIds.pop();
  return undefined;
};
const tokenReturned: Check = (body) =>
  body.error === false && typeof (body.xtstoredsession ?? body.wosid) === 'string' ? undefined : 'no session returned';
const redirectTo =
  (outcome: string): Check =>
  (body) =>
    String(body.location).endsWith(`outcome=${outcome}`) ? undefined : `redirect to ${String(body.location)}`;

/** Entity names a reader must never serve: stored private data and object-prototype names. */
export const privateEntityNames = [
  'Customer',
  'customers',
  'Cart',
  'carts',
  'CartRow',
  'CustomerSession',
  'customer_sessions',
  'Session',
  'PasswordReset',
  'password_reset_codes',
  'Favourite',
  'customer_favourites',
  'Staff',
  'staff_users',
  'StaffSession',
  'staff_sessions',
  'OrderRow',
  'order_rows',
  'PaymentTransaction',
  'payment_transactions',
  'ContactRequest',
  'NewsletterSubscription',
  'Audit',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
];

const articleFilter = (entity: ReadEntity, world: World): object => {
  switch (entity) {
    case 'Articolo':
      return { codArticolo: world.code };
    case 'ArticoloColore':
    case 'ArticoloTaglia':
    case 'ArticoloPrezzoStagione':
    case 'ArticoloDisponibilita':
    case 'ArticoloNota':
    case 'AssociazioneArticolo':
    case 'Sconto':
      return { codArticolo: world.code };
    default:
      return {};
  }
};

const publicReads: Call[] = readEntities
  .filter((entity) => entity !== 'Order')
  .map((entity) => ({
    name: `API/read ${entity}`,
    method: 'POST',
    action: 'API/read',
    body: (world) => ({ entity, expression: articleFilter(entity, world) }),
    expect: all(ok(entity === 'Articolo' || entity.startsWith('ArticoloPrezzo') ? hasSomeRecords : hasRecords)),
  }));

/** Every article in one answer ('All', limit 0): the back-office pager's, for staff sessions only. */
const wholeCatalogue: Call = {
  name: 'API/read Articolo, every article at once (limit 0)',
  method: 'POST',
  action: 'API/read',
  body: () => ({ entity: 'Articolo', expression: {}, pagination: { page: 1, limit: 0 } }),
  expect: only(['staff'], ok(hasSomeRecords), badRequest),
};

const privateReads: Call[] = privateEntityNames.flatMap((entity): Call[] => [
  { name: `API/read ${entity}`, method: 'POST', action: 'API/read', body: () => ({ entity, expression: {} }), expect: all(badRequest) },
  {
    name: `XAPI/list ${entity}`,
    method: 'POST',
    action: 'XAPI/list',
    body: () => ({ entity, expression: { id: 1 } }),
    expect: all(badRequest),
  },
]);

const staffEntities = {
  ArticoloBackoffice: () => ({ entity: 'ArticoloBackoffice', expression: {}, pagination: { page: 1, limit: 30 } }),
  ArticoloSuggerimento: (world: World) => ({ entity: 'ArticoloSuggerimento', expression: { text: world.code.slice(0, 4) } }),
  Articolo: (world: World) => ({ entity: 'Articolo', expression: { id: world.articleId } }),
  Audit: () => ({ entity: 'Audit', expression: {} }),
  ContainerTree: () => ({ entity: 'ContainerTree' }),
  ReferenceData: () => ({ entity: 'ReferenceData' }),
} satisfies Record<string, (world: World) => object>;
export const staffReadEntities = Object.keys(staffEntities);

const staffReads: Call[] = Object.entries(staffEntities).flatMap(([entity, body]): Call[] => [
  {
    name: `StaffAPI/read ${entity}`,
    method: 'POST',
    action: 'StaffAPI/read',
    body,
    expect: only(['staff'], ok(), denied),
  },
  {
    // A session id in the address would end up in logs and browser history: refused.
    name: `StaffAPI/read ${entity} (session in ?wosid= refused)`,
    method: 'POST',
    action: 'StaffAPI/read',
    body,
    staffInQuery: true,
    expect: all(denied),
  },
]);

const writes: Call[] = [
  ['create', 'Sconto', (w: World) => ({ entity: 'Sconto', codArticolo: w.code, percentuale: '15' })],
  ['update', 'Sconto', (w: World) => ({ entity: 'Sconto', codArticoli: [w.code], percentuale: 20 })],
  ['delete', 'Sconto', (w: World) => ({ entity: 'Sconto', codArticolo: w.code, percentuale: 0 })],
  [
    'create',
    'AssociazioneArticolo',
    (w: World) => ({ entity: 'AssociazioneArticolo', codArticolo1: w.code, codArticolo2: w.otherCode, motivo: 'accessorio' }),
  ],
  [
    'update',
    'AssociazioneArticolo',
    (w: World) => ({ entity: 'AssociazioneArticolo', codArticolo1: w.code, codArticolo2: w.otherCode, motivo: 'accessorio' }),
  ],
  [
    'delete',
    'AssociazioneArticolo',
    (w: World) => ({ entity: 'AssociazioneArticolo', codArticolo1: w.code, codArticolo2: w.otherCode, motivo: 'accessorio' }),
  ],
  [
    'create',
    'Container',
    (w: World) => ({ entity: 'Container', fields: { name: w.unique('pagina'), containerClass: 'Page', published: false } }),
  ],
  ['update', 'Container', (w: World) => ({ entity: 'Container', id: w.createdContainers.at(-1), fields: { title: 'Nuovo' } })],
  ['delete', 'Container', (w: World) => ({ entity: 'Container', id: w.createdContainers.at(-1) })],
].map(([operation, entity, body]) => ({
  name: `API/${String(operation)} ${String(entity)}`,
  method: 'POST',
  action: `API/${String(operation)}`,
  body: body as (world: World) => object,
  expect: only(
    ['staff'],
    entity === 'AssociazioneArticolo' && operation === 'update'
      ? badRequest
      : ok(
          entity === 'Container' && operation === 'create'
            ? rememberContainer
            : entity === 'Container' && operation === 'delete'
              ? forgetContainer
              : succeeded,
        ),
    denied,
  ),
}));

const orderRead = (expression: (world: World) => object, label: string): Call => ({
  name: `API/read Order ${label}`,
  method: 'POST',
  action: 'API/read',
  body: (world) => ({ entity: 'Order', expression: expression(world) }),
  expect: only(customers, ok(ownOrders), denied),
});

const accountActions: Call[] = [
  {
    name: 'AccountAction/contact',
    method: 'POST',
    action: 'AccountAction/contact',
    body: (w) => ({ nome: 'Ada', cognome: 'Neri', email: `${w.unique('contatto')}@example.com`, messaggio: 'Ciao', privacy: true }),
    expect: all(ok(succeeded)),
  },
  {
    name: 'AccountAction/createAccount',
    method: 'POST',
    action: 'AccountAction/createAccount',
    body: (w) => italianPrivate(`${w.unique('nuovo')}@example.com`),
    expect: all(ok(both(succeeded, tokenReturned))),
  },
  {
    name: 'AccountAction/emailValidation',
    method: 'POST',
    action: 'AccountAction/emailValidation',
    body: (w) => ({ email: w.email('customerA') }),
    expect: all(ok(failed)),
  },
  {
    name: 'AccountAction/confirmCart',
    method: 'POST',
    action: 'AccountAction/confirmCart',
    body: (w, actor) => ({ cart: cartFor(w, 1), ...(isCustomer(actor) ? {} : { cliente: w.guest }), privacy: true }),
    expect: all(ok(orderOwnedByCaller)),
  },
  {
    name: 'AccountAction/paymentOrder with an order token',
    method: 'POST',
    action: 'AccountAction/paymentOrder',
    body: (w) => ({ token: w.paymentToken('customerA') }),
    expect: all(ok(tokenOrder)),
  },
  {
    name: 'AccountAction/paymentOrder with an unknown token',
    method: 'POST',
    action: 'AccountAction/paymentOrder',
    body: () => ({ token: UNKNOWN_TOKEN }),
    expect: all({ status: 404, check: failed }),
  },
  {
    // A customer reads their own order with its returns; anyone else learns nothing, not even that it exists.
    name: 'AccountAction/returnOrder of the first order of customer A',
    method: 'POST',
    action: 'AccountAction/returnOrder',
    body: (w) => ({ orderId: w.orderIds('customerA')[0] }),
    expect: only(['customerA'], ok(succeeded), { status: 404, check: failed }),
  },
  {
    // The world's orders are not delivered: the owner is told no return is possible yet, nothing is recorded.
    name: 'AccountAction/requestReturn of an order not delivered',
    method: 'POST',
    action: 'AccountAction/requestReturn',
    body: (w) => ({ orderId: w.orderIds('customerA')[0], rows: [{ row: 1, quantity: 1 }], reason: 'size', note: '' }),
    expect: only(['customerA'], { status: 409, check: failed }, { status: 404, check: failed }),
  },
  {
    name: 'AccountAction/retryPayment with an unknown token',
    method: 'POST',
    action: 'AccountAction/retryPayment',
    body: () => ({ token: UNKNOWN_TOKEN }),
    expect: all({ status: 404, check: failed }),
  },
  {
    name: 'AccountAction/storedSession own token',
    method: 'POST',
    action: 'AccountAction/storedSession',
    body: (w, actor) => ({ xtstoredsession: isCustomer(actor) ? w.token(actor) : actor === 'staff' ? w.token('staff') : 'x'.repeat(43) }),
    expect: all(ok(ownSession)),
  },
  {
    name: 'AccountAction/updateCart',
    method: 'POST',
    action: 'AccountAction/updateCart',
    body: (w, actor) => ({ cart: cartFor(w, isCustomer(actor) ? piecesOf(actor) : 3) }),
    expect: only(customers, ok(ownCart), denied),
  },
  {
    name: 'AccountAction/updateFavorites',
    method: 'POST',
    action: 'AccountAction/updateFavorites',
    body: (w, actor) => ({ favorites: [isCustomer(actor) ? favouriteOf(w, actor) : w.code] }),
    expect: only(customers, ok(ownFavourites), denied),
  },
  {
    name: "AccountAction/updateAccount naming the other customer's id and email",
    method: 'POST',
    action: 'AccountAction/updateAccount',
    body: (w, actor) => {
      const me: Customer = isCustomer(actor) ? actor : 'customerA';
      const other = otherCustomer(me);
      return { user: { ...w.user(me), id: w.customerId(other), email: w.email(other), name: nameOf(me) } };
    },
    expect: only(customers, ok(ownAccount), denied),
  },
  {
    name: 'AccountAction/passwordRestore step 1',
    method: 'POST',
    action: 'AccountAction/passwordRestore',
    body: (w) => ({ step: 1, email: w.email('customerA') }),
    expect: all(ok(succeeded)),
  },
  {
    name: 'AccountAction/passwordRestore step 2 with a wrong code',
    method: 'POST',
    action: 'AccountAction/passwordRestore',
    body: (w) => ({ step: 2, email: w.email('customerB'), confirmationCode: '000000', password: 'Presa!2026x' }),
    expect: all(ok(failed)),
  },
  {
    name: 'AccountAction/login right password',
    method: 'POST',
    action: 'AccountAction/login',
    body: (w) => ({ email: w.email('customerA'), password: w.password('customerA') }),
    expect: all(ok(tokenReturned)),
  },
  {
    name: 'AccountAction/login wrong password',
    method: 'POST',
    action: 'AccountAction/login',
    body: (w) => ({ email: w.email('customerB'), password: 'Sbagliata!1' }),
    expect: all(ok(failed)),
  },
  {
    name: 'AccountAction/subscribeNewsletter',
    method: 'POST',
    action: 'AccountAction/subscribeNewsletter',
    body: (w) => ({ email: `${w.unique('news')}@example.com`, privacy: true }),
    expect: all(ok(succeeded)),
  },
  {
    name: 'AccountAction/restockNotice for an article the shop does not have',
    method: 'POST',
    action: 'AccountAction/restockNotice',
    body: (w) => ({ codArticolo: 'NESSUNO', codColore: 'NER', progSiglaTaglia: 1, email: `${w.unique('avvisami')}@example.com` }),
    expect: all(ok(failed)),
  },
  {
    name: 'AccountAction/stopRestockNotice with an unknown token',
    method: 'POST',
    action: 'AccountAction/stopRestockNotice',
    body: () => ({ token: UNKNOWN_TOKEN }),
    expect: all(ok(succeeded)),
  },
  {
    name: 'AccountAction/confirmNewsletter with an unknown token',
    method: 'POST',
    action: 'AccountAction/confirmNewsletter',
    body: () => ({ token: UNKNOWN_TOKEN }),
    expect: all(ok(failed)),
  },
  {
    name: 'AccountAction/logout',
    method: 'POST',
    action: 'AccountAction/logout',
    body: () => ({}),
    expect: all(ok(loggedOutOnlyCaller)),
    endsSessions: true,
  },
];

const staffActions: Call[] = [
  {
    name: 'StaffAction/login right password',
    method: 'POST',
    action: 'StaffAction/login',
    body: (w) => w.staffLogin,
    expect: all(ok(tokenReturned)),
  },
  {
    name: 'StaffAction/login wrong password',
    method: 'POST',
    action: 'StaffAction/login',
    body: (w) => ({ email: w.staffLogin.email, password: 'Sbagliata!1' }),
    expect: all(denied),
  },
  {
    name: 'StaffAction/login with a customer password',
    method: 'POST',
    action: 'StaffAction/login',
    body: (w) => ({ email: w.email('customerA'), password: w.password('customerA') }),
    expect: all(denied),
  },
  {
    name: 'StaffAction/session',
    method: 'POST',
    action: 'StaffAction/session',
    body: () => ({}),
    expect: only(['staff'], ok(succeeded), denied),
  },
  {
    name: 'StaffAction/session (session in ?wosid= refused)',
    method: 'POST',
    action: 'StaffAction/session',
    body: () => ({}),
    staffInQuery: true,
    expect: all(denied),
  },
  {
    name: 'GET /healthz',
    method: 'GET',
    route: '/healthz',
    expect: all(html),
  },
  {
    // Every caller here comes through the loopback proxy from an address of its own: not the machine.
    name: 'GET /readyz (a client through the proxy)',
    method: 'GET',
    route: '/readyz',
    expect: all(notFound),
  },
  {
    name: 'GET /metrics (a client through the proxy)',
    method: 'GET',
    route: '/metrics',
    expect: all(notFound),
  },
  {
    name: 'StaffAction/invoices',
    method: 'POST',
    action: 'StaffAction/invoices',
    body: () => ({ page: 1, limit: 10 }),
    expect: only(['staff'], ok(both(succeeded, hasSomeRecords)), denied),
  },
  {
    name: 'StaffAction/invoice (FatturaPA XML)',
    method: 'POST',
    action: 'StaffAction/invoice',
    body: (w) => ({ orderId: w.orderIds('customerA')[0], format: 'xml' }),
    expect: only(['staff'], html, denied),
  },
  {
    // The world's invoices were issued today: this month has documents.
    name: 'StaffAction/invoicesZip (this month)',
    method: 'POST',
    action: 'StaffAction/invoicesZip',
    body: () => ({ year: Number(italianDate(new Date()).slice(0, 4)), month: Number(italianDate(new Date()).slice(5, 7)) }),
    expect: only(['staff'], html, denied),
  },
  {
    name: 'InvoiceAction/copy own order',
    method: 'POST',
    action: 'InvoiceAction/copy',
    body: (w, actor) => ({ orderId: w.orderIds(isCustomer(actor) ? actor : 'customerA')[0] }),
    expect: only(customers, html, denied),
  },
  {
    name: "InvoiceAction/copy another customer's order",
    method: 'POST',
    action: 'InvoiceAction/copy',
    body: (w, actor) => ({ orderId: w.orderIds(isCustomer(actor) ? otherCustomer(actor) : 'customerA')[0] }),
    expect: only(customers, notFound, denied),
  },
  {
    name: 'StaffAction/orders',
    method: 'POST',
    action: 'StaffAction/orders',
    body: () => ({ page: 1, limit: 10, sort: 'newest' }),
    expect: only(['staff'], ok(both(succeeded, hasSomeRecords)), denied),
  },
  {
    name: 'StaffAction/orders filtered by buyer',
    method: 'POST',
    action: 'StaffAction/orders',
    body: (w) => ({ buyer: w.email('customerA'), status: 'PendingTransaction' }),
    expect: only(['staff'], ok(both(succeeded, hasSomeRecords)), denied),
  },
  {
    name: 'StaffAction/order',
    method: 'POST',
    action: 'StaffAction/order',
    body: (w) => ({ orderId: w.orderIds('customerA')[0] }),
    expect: only(['staff'], ok(succeeded), denied),
  },
  {
    // The world's orders wait for their payment: no move is open to them, so staff get a 409 and nothing changes.
    name: 'StaffAction/orderTransition shipping an unpaid order',
    method: 'POST',
    action: 'StaffAction/orderTransition',
    body: (w) => ({ action: 'ship', orderId: w.orderIds('customerB')[0], carrier: 'BRT', trackingNumber: 'X1' }),
    expect: only(['staff'], { status: 409, check: failed }, denied),
  },
  {
    name: 'StaffAction/orderTransition cancelling without a reason',
    method: 'POST',
    action: 'StaffAction/orderTransition',
    body: (w) => ({ action: 'cancel', orderId: w.orderIds('customerA')[0] }),
    expect: only(['staff'], badRequest, denied),
  },
  {
    name: 'StaffAction/orderDelivered of an order not shipped',
    method: 'POST',
    action: 'StaffAction/orderDelivered',
    body: (w) => ({ orderId: w.orderIds('customerB')[0] }),
    expect: only(['staff'], { status: 409, check: failed }, denied),
  },
  {
    name: 'StaffAction/returnMove of an unknown return',
    method: 'POST',
    action: 'StaffAction/returnMove',
    body: () => ({ action: 'refund', returnNumber: 'R-NESSUNO-1' }),
    expect: only(['staff'], { status: 404, check: failed }, denied),
  },
  {
    name: 'StaffAction/stock',
    method: 'POST',
    action: 'StaffAction/stock',
    body: (w) => ({ codArticolo: w.code }),
    expect: only(['staff'], ok(succeeded), denied),
  },
  {
    name: 'StaffAction/setStock',
    method: 'POST',
    action: 'StaffAction/setStock',
    body: (w) => ({ codArticolo: w.code, rows: [{ codColore: w.stock.codColore, progSiglaTaglia: w.stock.progSiglaTaglia, qta: 900 }] }),
    expect: only(['staff'], ok(succeeded), denied),
  },
  {
    name: 'StaffAction/setStock negative',
    method: 'POST',
    action: 'StaffAction/setStock',
    body: (w) => ({ codArticolo: w.code, rows: [{ codColore: w.stock.codColore, progSiglaTaglia: w.stock.progSiglaTaglia, qta: -1 }] }),
    expect: only(['staff'], badRequest, denied),
  },
  {
    name: 'StaffAction/photoUpload',
    method: 'POST',
    action: PHOTO_ACTIONS.upload,
    multipart: (w) => ({
      fields: { codArticolo: w.stock.codArticolo, codColore: w.stock.codColore },
      files: [{ filename: 'fronte.jpg', type: 'image/jpeg', data: w.photo }],
    }),
    expect: only(['staff'], ok(rememberPhoto), denied),
  },
  {
    name: 'StaffAction/photoUpload a text file named .jpg',
    method: 'POST',
    action: PHOTO_ACTIONS.upload,
    multipart: (w) => ({
      fields: { codArticolo: w.stock.codArticolo, codColore: w.stock.codColore },
      files: [{ filename: 'fronte.jpg', type: 'image/jpeg', data: Buffer.from('solo testo, nessuna foto') }],
    }),
    expect: only(['staff'], { status: 415, check: failed }, denied),
  },
  {
    name: 'StaffAction/photos',
    method: 'POST',
    action: PHOTO_ACTIONS.list,
    body: (w) => ({ codArticolo: w.stock.codArticolo }),
    expect: only(['staff'], ok(succeeded), denied),
  },
  {
    name: 'StaffAction/photoAlt',
    method: 'POST',
    action: PHOTO_ACTIONS.alt,
    body: (w) => ({ id: w.photoIds.at(-1), altIta: 'Camicia, davanti', altEng: 'Shirt, front' }),
    expect: only(['staff'], ok(succeeded), denied),
  },
  {
    name: 'StaffAction/photoAlt too long',
    method: 'POST',
    action: PHOTO_ACTIONS.alt,
    body: (w) => ({ id: w.photoIds.at(-1), altIta: 'x'.repeat(251), altEng: '' }),
    expect: only(['staff'], badRequest, denied),
  },
  {
    name: 'StaffAction/photoOrder',
    method: 'POST',
    action: PHOTO_ACTIONS.order,
    body: (w) => ({ codArticolo: w.stock.codArticolo, codColore: w.stock.codColore, ids: [...w.photoIds].reverse() }),
    expect: only(['staff'], ok(succeeded), denied),
  },
  {
    name: 'StaffAction/photoFirst',
    method: 'POST',
    action: PHOTO_ACTIONS.first,
    body: (w) => ({ id: w.photoIds.at(-1) }),
    expect: only(['staff'], ok(succeeded), denied),
  },
  {
    name: 'StaffAction/photoDelete',
    method: 'POST',
    action: PHOTO_ACTIONS.remove,
    body: (w) => ({ id: w.photoIds.at(-1) }),
    expect: only(['staff'], ok(forgetPhoto), denied),
  },
  {
    name: 'StaffAction/logout',
    method: 'POST',
    action: 'StaffAction/logout',
    body: () => ({}),
    expect: all(ok(staffLoggedOut)),
    endsSessions: true,
  },
];

const badMac = (w: World) => ({
  codTrans: w.orderIds('customerA')[0] ?? 'X',
  esito: 'OK',
  importo: '1',
  divisa: 'EUR',
  data: '20261121',
  orario: '101500',
  codAut: 'AB12CD',
  mac: 'f'.repeat(40),
  alias: 'x',
});

const cartActions: Call[] = [
  {
    name: 'CartAction/quote',
    method: 'POST',
    action: 'CartAction/quote',
    body: (w) => ({ cart: cartFor(w, 1), country: 'IT' }),
    expect: all(ok(succeeded)),
  },
  {
    name: 'CartAction/notify with a forged MAC',
    method: 'POST',
    action: 'CartAction/notify',
    form: true,
    body: badMac,
    expect: all({ status: 403 }),
  },
  {
    name: 'CartAction/notify with missing fields',
    method: 'POST',
    action: 'CartAction/notify',
    form: true,
    body: () => ({ esito: 'OK' }),
    expect: all({ status: 400 }),
  },
  {
    name: 'CartAction/result with a forged MAC',
    method: 'GET',
    action: 'CartAction/result',
    query: (w) => new URLSearchParams(badMac(w)).toString(),
    expect: all({ status: 303, check: redirectTo('ERRORE') }),
  },
  {
    name: 'CartAction/back',
    method: 'GET',
    action: 'CartAction/back',
    query: (w) => new URLSearchParams({ codTrans: w.orderIds('customerA')[0] ?? 'X', esito: 'ANNULLO' }).toString(),
    expect: all({ status: 303, check: redirectTo('ANNULLO') }),
  },
  {
    name: 'CartAction/gateway forged',
    method: 'POST',
    action: 'CartAction/gateway',
    form: true,
    body: badMac,
    expect: all({ status: 400 }),
  },
  {
    name: 'CartAction/gateway/submit forged',
    method: 'POST',
    action: 'CartAction/gateway/submit',
    form: true,
    body: (w) => ({ ...badMac(w), pan: '4539970000000006' }),
    expect: all({ status: 400 }),
  },
  { name: 'CartAction/ok page', method: 'GET', action: 'CartAction/ok', query: () => 'outcome=OK', expect: all(html) },
  { name: 'CartAction/ko page', method: 'GET', action: 'CartAction/ko', query: () => 'outcome=KO', expect: all(html) },
];

const pages: Call[] = [
  ...['default', 'rewrite', 'viewSection', 'viewSite', 'viewProduct'].map((page): Call => ({
    name: `legacy page ${page}`,
    method: 'GET',
    action: page,
    expect: all(html),
  })),
  { name: 'back-office page', method: 'GET', route: '/backoffice', expect: all(html) },
  { name: 'back-office deep page', method: 'GET', route: '/backoffice/*', path: () => '/backoffice/articoli/1', expect: all(html) },
  { name: 'home page', method: 'GET', route: '/', path: () => '/', expect: all(html) },
  { name: 'shell files', method: 'GET', route: '/*', path: () => '/index.html', expect: all(html) },
  ...['catalog', 'account', 'cart', 'cms', 'backoffice'].map((name): Call => ({
    name: `remote ${name} files`,
    method: 'GET',
    route: `/mf/${name}/*`,
    path: () => `/mf/${name}/remoteEntry.js`,
    expect: all({ status: 200 }),
  })),
  { name: 'remote manifest', method: 'GET', route: '/mf/remotes.json', expect: all(ok()) },
  {
    name: 'release file missing',
    method: 'GET',
    route: '/mf/releases/:remote/:release/*',
    path: () => '/mf/releases/catalog/1.0.0-0000000000/remoteEntry.js',
    expect: all(notFound),
  },
  {
    name: 'remote failure report',
    method: 'POST',
    route: '/mf/failures',
    body: () => ({ remote: 'catalog', release: 'build', page: '/items/list', kind: 'load' }),
    expect: all({ status: 202, check: succeeded }),
  },
  {
    // A carrier's tracking event is signed with the carrier's secret: a session of the shop is no signature.
    name: 'carrier tracking event (unsigned)',
    method: 'POST',
    route: CARRIER_TRACKING_PATH,
    path: () => carrierTrackingPath('BRT'),
    body: () => ({ trackingNumber: 'BRT0001', status: 'delivered', occurredAt: new Date().toISOString() }),
    expect: all(denied),
  },
  {
    // A carrier without a secret configured sends the shop nothing, signed or not.
    name: 'carrier tracking event (carrier not configured)',
    method: 'POST',
    route: CARRIER_TRACKING_PATH,
    path: () => carrierTrackingPath('GLS'),
    body: () => ({ trackingNumber: 'GLS0001', status: 'delivered', occurredAt: new Date().toISOString() }),
    expect: all(notFound),
  },
  {
    // A session of the shop is no deploy token.
    name: 'publish a release (no deploy token)',
    method: 'POST',
    route: '/ops/remotes/:remote/releases',
    path: () => '/ops/remotes/catalog/releases',
    body: () => ({ entry: 'https://cdn.example.test/catalog/remoteEntry.js', manifest: {} }),
    expect: all(denied),
  },
  {
    // Without OPS_TOKEN configured the operations are not there, whatever the caller sends.
    name: 'activate a release (no operations token)',
    method: 'POST',
    route: '/ops/remotes/:remote/activate',
    path: () => '/ops/remotes/catalog/activate',
    body: () => ({ release: '1.0.0-0000000000' }),
    expect: all(notFound),
  },
  {
    name: 'roll a remote back (no operations token)',
    method: 'POST',
    route: '/ops/remotes/:remote/rollback',
    path: () => '/ops/remotes/catalog/rollback',
    body: () => ({}),
    expect: all(notFound),
  },
  { name: 'list the releases (no operations token)', method: 'GET', route: '/ops/remotes', expect: all(notFound) },
  {
    // A staff member's pins of releases for their own browser (an empty list clears them).
    name: 'pin releases for the staff member’s browser',
    method: 'POST',
    route: '/ops/remotes/pins',
    body: () => ({ pins: [] }),
    expect: only(['staff'], ok(succeeded), denied),
  },
  {
    // The back-office's read of every remote's releases and the caller's pins.
    name: 'read the releases for the back-office',
    method: 'POST',
    action: RELEASE_ADMIN_ACTIONS.list,
    body: () => ({}),
    expect: only(['staff'], ok(both(succeeded, (body) => (Array.isArray(body.remotes) ? undefined : 'no remotes'))), denied),
  },
  { name: 'robots.txt', method: 'GET', route: '/robots.txt', expect: all(html) },
  { name: 'sitemap index', method: 'GET', route: '/sitemap.xml', expect: all(html) },
  { name: 'sitemap of the pages', method: 'GET', route: '/sitemaps/pages.xml', expect: all(html) },
  { name: 'sitemap of products', method: 'GET', route: '/sitemaps/:file', path: () => '/sitemaps/products-1.xml', expect: all(html) },
  {
    name: 'sitemap part missing',
    method: 'GET',
    route: '/sitemaps/:file',
    path: () => '/sitemaps/products-9999.xml',
    expect: all(notFound),
  },
  ...[
    '/favicon.ico',
    '/icons/icon.svg',
    '/icons/apple-touch-icon.png',
    '/icons/icon-192.png',
    '/icons/icon-512.png',
    '/manifest.webmanifest',
  ].map((route): Call => ({ name: `shop icon ${route}`, method: 'GET', route, expect: all({ status: 200 }) })),
  {
    name: 'article image',
    method: 'GET',
    route: '/media/articles/:codArticolo/:file',
    path: (w) => `/media/articles/${w.code}/${w.colourFile}`,
    expect: all({ status: 200 }),
  },
  {
    name: 'article image missing',
    method: 'GET',
    route: '/media/articles/:codArticolo/:file',
    path: () => '/media/articles/NOPE/X-1.svg',
    expect: all(notFound),
  },
  {
    name: 'article photo',
    method: 'GET',
    route: '/media/photos/:id/:file',
    path: (w) => photoUrl(w.photoIds[0] ?? 0, 320, 'webp'),
    expect: all({ status: 200 }),
  },
  {
    name: 'article photo at a width it is not served at',
    method: 'GET',
    route: '/media/photos/:id/:file',
    path: (w) => `/media/photos/${w.photoIds[0] ?? 0}/321.webp`,
    expect: all(notFound),
  },
  {
    name: 'article photo missing',
    method: 'GET',
    route: '/media/photos/:id/:file',
    path: () => photoUrl(2_000_000_000, 320, 'jpg'),
    expect: all(notFound),
  },
  {
    name: 'content image',
    method: 'GET',
    route: '/media/content/:file',
    path: () => '/media/content/banner-saldi.svg',
    expect: all({ status: 200 }),
  },
];

/** Every row of the matrix. */
export const accessMatrix: Call[] = [
  ...publicReads,
  wholeCatalogue,
  orderRead(() => ({}), 'own'),
  orderRead((w) => ({ idXTCustomer: w.customerId('customerB') }), "naming customer B's id"),
  orderRead((w) => ({ idXTCustomer: w.customerId('customerA') }), "naming customer A's id"),
  orderRead(() => ({ idXTCustomer: null }), 'naming no customer'),
  ...privateReads,
  {
    name: 'API/suggest',
    method: 'POST',
    action: 'API/suggest',
    body: () => ({ keyword: 'maglione' }),
    expect: all(ok(suggestions)),
  },
  { name: 'API/suggest too short', method: 'POST', action: 'API/suggest', body: () => ({ keyword: 'm' }), expect: all(badRequest) },
  {
    name: 'XAPI/list a published container',
    method: 'POST',
    action: 'XAPI/list',
    body: () => ({ entity: 'Container', expression: { name: CONTAINER_NAMES.privacy } }),
    expect: all(ok(hasSomeRecords)),
  },
  {
    name: 'XAPI/list a draft container',
    method: 'POST',
    action: 'XAPI/list',
    body: (w) => ({ entity: 'Container', expression: { id: w.draftContainerId } }),
    expect: all(notFound),
  },
  {
    name: 'XAPI/list a draft container by name',
    method: 'POST',
    action: 'XAPI/list',
    body: (w) => ({ entity: 'Container', expression: { name: w.draftContainerName } }),
    expect: all(notFound),
  },
  ...staffReads,
  ...writes,
  ...accountActions,
  ...staffActions,
  ...cartActions,
  ...pages,
];
