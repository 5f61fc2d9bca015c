import type { Cart, ConfirmCartReply, GuestCustomerInput, PaymentPayload } from '@shop/shared/contracts';
import { and, eq, gt, inArray, max } from 'drizzle-orm';
import type { Db } from '../../src/core/db/client';
import { articoloDisponibilita, orderRows, orders, paymentTransactions } from '../../src/core/db/schema';
import { priceCart } from '../../src/checkout/pricing/pricing';

export const API = '/Apps/WebObjects/Shop.woa/wa';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  ms: number;
}

/** A JSON POST over real HTTP; `ip` stands for a distinct shopper behind the load balancer. */
export async function postJson<T = Record<string, unknown>>(
  origin: string,
  url: string,
  body: object,
  options: { token?: string; ip?: string; timeoutMs?: number } = {},
): Promise<Reply<T>> {
  const started = Date.now();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const response = await fetch(`${origin}${url}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { text };
  }
  return { status: response.status, body: parsed as T, ms: Date.now() - started };
}

/** A form POST that does not follow redirects (the gateway pages). */
export const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    signal: AbortSignal.timeout(30_000),
  });

export const guest = (n: number): GuestCustomerInput => ({
  tipo_persona: 'F',
  denominazione: `Cliente Prova ${n}`,
  email: `cliente${n}@example.com`,
  telefono: '3331234567',
  cod_nazione_ope: 'IT',
  indirizzo_ope: `Via Roma ${n}`,
  cap_ope: '20121',
  comune_ope: 'Milano',
  sigla_provincia_ope: 'MI',
  codice_fiscale: 'NRIGLI80A41F205R',
});

export interface StockKey {
  codArticolo: string;
  codColore: string;
  progSiglaTaglia: number;
}

export const keyOf = (s: StockKey) => `${s.codArticolo}/${s.codColore}/${s.progSiglaTaglia}`;

/** A cart with `pieces` of each given size (one line per article and colour). */
export function cartOf(sizes: { stock: StockKey; pieces: number }[]): Cart {
  return {
    righe: sizes.map(({ stock, pieces }, index) => ({
      riga_ordine_cli: index + 1,
      cod_articolo: stock.codArticolo,
      cod_spec_1: stock.codColore,
      prezzo: 1,
      qta_prog: Array.from({ length: stock.progSiglaTaglia + 1 }, (_, i) => (i === stock.progSiglaTaglia ? pieces : 0)),
    })),
    imp_spese_trasp: 0,
    regalo: false,
  };
}

/** One or two lines over three sizes, so a half-written order would show in the books. */
export const crossedCart = (sizes: StockKey[], i: number): Cart =>
  cartOf(
    i % 3 === 0
      ? [{ stock: sizes[0]!, pieces: 1 }]
      : [
          { stock: sizes[i % 3]!, pieces: 1 },
          { stock: sizes[(i + 1) % 3]!, pieces: 1 },
        ],
  );

/** `count` sellable sizes, each of a different article and colour (the checkout prices them). */
export async function pickSizes(db: Db, count: number): Promise<StockKey[]> {
  const rows = await db
    .select()
    .from(articoloDisponibilita)
    .where(gt(articoloDisponibilita.qta, 0))
    .orderBy(articoloDisponibilita.codArticolo, articoloDisponibilita.codColore, articoloDisponibilita.progSiglaTaglia);
  const picked: StockKey[] = [];
  const colours = new Set<string>();
  for (const row of rows) {
    if (picked.length === count) break;
    const colour = `${row.codArticolo}/${row.codColore}`;
    if (colours.has(colour)) continue;
    const priced = await priceCart(db, cartOf([{ stock: row, pieces: 1 }]), { country: 'IT', treatment: 'domestic' }, 'ita');
    if (priced.unavailable.length || !priced.lines[0]?.sizes[0]?.siglaTaglia) continue;
    colours.add(colour);
    picked.push({ codArticolo: row.codArticolo, codColore: row.codColore, progSiglaTaglia: row.progSiglaTaglia });
  }
  if (picked.length < count) throw new Error('not enough sellable sizes in the seeded catalogue');
  return picked;
}

const where = (s: StockKey) =>
  and(
    eq(articoloDisponibilita.codArticolo, s.codArticolo),
    eq(articoloDisponibilita.codColore, s.codColore),
    eq(articoloDisponibilita.progSiglaTaglia, s.progSiglaTaglia),
  );

export const setStock = (db: Db, s: StockKey, qta: number) => db.update(articoloDisponibilita).set({ qta }).where(where(s));

export async function stockOf(db: Db, s: StockKey): Promise<number> {
  const [row] = await db.select({ qta: articoloDisponibilita.qta }).from(articoloDisponibilita).where(where(s));
  if (!row) throw new Error(`no stock row ${keyOf(s)}`);
  return row.qta;
}

/** Statuses whose order holds its pieces: a live reservation or a paid, confirmed order. */
export const HOLDING = ['PendingTransaction', 'WaitDelivery', 'DeliveryDone'];

export interface Audit {
  orders: number;
  byStatus: Record<string, number>;
  /** Each a sentence; empty when everything adds up. */
  problems: string[];
  /** Pieces sold or reserved beyond the stock there was. */
  oversold: number;
}

/**
 * Checks the books for the given sizes, over the orders made after `afterId`: every order has its rows and its payment attempts, every
 * piece is either on the shelf or held by exactly one holding order (initial = now + held), and no
 * transaction is settled without its order having moved.
 */
export async function audit(db: Db, initial: Map<string, { stock: StockKey; qta: number }>, afterId: number): Promise<Audit> {
  const problems: string[] = [];
  const all = await db.select().from(orders).where(gt(orders.id, afterId));
  const rows = await db.select().from(orderRows);
  const transactions = await db.select().from(paymentTransactions);
  const byStatus: Record<string, number> = {};
  const held = new Map<string, number>();
  for (const order of all) {
    byStatus[order.status] = (byStatus[order.status] ?? 0) + 1;
    const own = rows.filter((row) => row.orderId === order.id);
    const attempts = transactions.filter((t) => t.orderId === order.id);
    if (own.length === 0) problems.push(`order ${order.orderId} has no rows`);
    if (attempts.length !== order.paymentAttempts) problems.push(`order ${order.orderId} has ${attempts.length} payment attempts`);
    const paid = attempts.filter((t) => t.esito === 'OK').length;
    if (paid > 1) problems.push(`order ${order.orderId} paid ${paid} times`);
    if (paid === 1 && order.paidAt === null) problems.push(`order ${order.orderId} paid but without a payment date`);
    // A failed attempt leaves the order pending for a retry; a paid one never does.
    if (order.status === 'PendingTransaction' && paid > 0) problems.push(`order ${order.orderId} paid but still pending`);
    if (!HOLDING.includes(order.status)) continue;
    for (const row of own) {
      const key = keyOf(row);
      held.set(key, (held.get(key) ?? 0) + row.quantity);
    }
  }
  let oversold = 0;
  for (const [key, { stock, qta }] of initial) {
    const now = await stockOf(db, stock);
    const out = held.get(key) ?? 0;
    if (now < 0) problems.push(`${key}: stock below zero (${now})`);
    if (out > qta) oversold += out - qta;
    if (now + out !== qta) problems.push(`${key}: started with ${qta}, now ${now} on the shelf and ${out} held by orders`);
  }
  return { orders: all.length, byStatus, problems, oversold };
}

/** The newest order's id: the audit looks only at orders made after it (the seed has its own). */
export async function lastOrderId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(orders.id) }).from(orders);
  return row?.id ?? 0;
}

/** Orders whose ids a client was given but that the database does not have. */
export async function lostOrders(db: Db, orderIds: string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const found = await db.select({ orderId: orders.orderId }).from(orders).where(inArray(orders.orderId, orderIds));
  const have = new Set(found.map((o) => o.orderId));
  return orderIds.filter((id) => !have.has(id));
}

export type Checkout = { ok: true; orderId: string; payment: PaymentPayload } | { ok: false; status: number; message: string };

/** One confirmCart over HTTP, as a guest from its own address. */
export async function checkout(origin: string, n: number, cart: Cart, token?: string): Promise<Checkout> {
  const body = token ? { cart } : { cart, cliente: guest(n), privacy: true };
  const reply = await postJson<ConfirmCartReply>(origin, `${API}/AccountAction/confirmCart`, body, {
    ip: `10.${(n >> 8) & 255}.${n & 255}.7`,
    ...(token ? { token } : {}),
  });
  if (reply.status === 200 && reply.body.error === false && reply.body.orderId && reply.body.payment) {
    return { ok: true, orderId: reply.body.orderId, payment: reply.body.payment };
  }
  return { ok: false, status: reply.status, message: String(reply.body.message ?? '') };
}

/** The request form the shopper's browser posts to the (stand-in) gateway. */
export function gatewayForm(payment: PaymentPayload, extra: Record<string, string> = {}): Record<string, string> {
  const fields = ['alias', 'importo', 'codTrans', 'divisa', 'mac', 'url', 'url_back', 'urlpost', 'languageId'] as const;
  return { ...Object.fromEntries(fields.map((f) => [f, String(payment[f] ?? '')])), ...extra };
}

export const APPROVING_CARD = { pan: '4539970000000006', scadenza: '12/30', cvv: '123', scelta: 'paga' };
export const DECLINING_CARD = { pan: '4539970000000014', scadenza: '12/30', cvv: '123', scelta: 'paga' };

/**
 * The payment request as the instance at `origin` would have made it. Behind a load balancer every
 * instance has the one public address; here each has its own port, and the stand-in accepts only
 * the shop's own return and notification addresses, so they follow the instance the form goes to.
 */
export function atOrigin(payment: PaymentPayload, origin: string): PaymentPayload {
  const moved = (address: string) => address.replace(/^https?:\/\/[^/]+/, origin);
  return {
    ...payment,
    action: moved(payment.action),
    url: moved(payment.url),
    url_back: moved(payment.url_back),
    urlpost: moved(payment.urlpost),
  };
}

/** Pays (or declines) through the stand-in gateway: it notifies the shop with a real MAC, then redirects. */
export async function payAtGateway(origin: string, payment: PaymentPayload, card: Record<string, string>): Promise<Response> {
  return postForm(`${origin}${API}/CartAction/gateway/submit`, gatewayForm(atOrigin(payment, origin), card));
}
