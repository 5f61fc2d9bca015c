import type { AddressInfo } from 'node:net';
import type { Cart, ConfirmCartReply, GuestCustomerInput, PaymentPayload } from '@shop/shared/contracts';
import { and, eq, gte, sql } from 'drizzle-orm';
import { articoloDisponibilita, mailOutbox, orders } from '../../src/core/db/schema';
import { resultMac } from '../../src/checkout/payment/xpay-mac';
import { guest } from '../reliability/shopper';
import type { TestShop } from './test-shop';

export const API_BASE = '/Apps/WebObjects/Shop.woa/wa';

/** A private Italian guest with a valid tax code. */
export const italianGuest: GuestCustomerInput = {
  tipo_persona: 'F',
  denominazione: 'Giulia Neri',
  email: 'giulia.neri@example.com',
  telefono: '3331234567',
  cod_nazione_ope: 'IT',
  indirizzo_ope: 'Via Roma 1',
  cap_ope: '20121',
  comune_ope: 'Milano',
  sigla_provincia_ope: 'MI',
  codice_fiscale: 'NRIGLI80A41F205R',
};

export const guestBuyer: GuestCustomerInput = {
  tipo_persona: 'F',
  denominazione: 'Sara Verdi',
  email: 'sara.verdi@example.com',
  telefono: '3331112233',
  cod_nazione_ope: 'IT',
  indirizzo_ope: 'Via Po 3',
  cap_ope: '10123',
  comune_ope: 'Torino',
  sigla_provincia_ope: 'TO',
  codice_fiscale: 'VRDSRA80A41L219S',
};

export interface StockKey {
  codArticolo: string;
  codColore: string;
  progSiglaTaglia: number;
}

export interface PlacedOrder {
  orderId: string;
  payment: PaymentPayload;
  stock: StockKey;
}

/** Starts the shop on a free local port; returns its origin. */
export async function listen(shop: TestShop): Promise<string> {
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}`;
}

const stockWhere = (s: StockKey) =>
  and(
    eq(articoloDisponibilita.codArticolo, s.codArticolo),
    eq(articoloDisponibilita.codColore, s.codColore),
    eq(articoloDisponibilita.progSiglaTaglia, s.progSiglaTaglia),
  );

export async function stockOf(shop: TestShop, s: StockKey): Promise<number | undefined> {
  return (await shop.database.db.select().from(articoloDisponibilita).where(stockWhere(s)))[0]?.qta;
}

export async function orderOf(shop: TestShop, orderId: string) {
  return (await shop.database.db.select().from(orders).where(eq(orders.orderId, orderId)))[0];
}

/** Order confirmations queued for an order (sent or still waiting). */
export async function confirmationsOf(shop: TestShop, orderId: string): Promise<number> {
  const rows = await shop.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'order-confirmation'), sql`${mailOutbox.subject} like ${`%${orderId}`}`));
  return rows[0]?.n ?? 0;
}

/**
 * Guest checkouts over real HTTP, each on a colour and size no other checkout of this helper used,
 * so a test can assert its own stock.
 */
export function checkoutHelper(shop: () => TestShop, origin: () => string) {
  const used = new Set<string>();
  return async function checkout(pieces = 1, buyer: GuestCustomerInput = guestBuyer): Promise<PlacedOrder> {
    const rows = await shop()
      .database.db.select()
      .from(articoloDisponibilita)
      .where(gte(articoloDisponibilita.qta, pieces + 2))
      .orderBy(articoloDisponibilita.codArticolo, articoloDisponibilita.codColore, articoloDisponibilita.progSiglaTaglia);
    for (const row of rows) {
      const key = `${row.codArticolo}/${row.codColore}/${row.progSiglaTaglia}`;
      if (used.has(key)) continue;
      used.add(key);
      const qta = Array.from({ length: row.progSiglaTaglia + 1 }, (_, i) => (i === row.progSiglaTaglia ? pieces : 0));
      const cart = { righe: [{ riga_ordine_cli: 1, cod_articolo: row.codArticolo, cod_spec_1: row.codColore, prezzo: 1, qta_prog: qta }] };
      const response = await fetch(`${origin()}${API_BASE}/AccountAction/confirmCart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cart, cliente: buyer, privacy: true }),
      });
      const reply = (await response.json()) as ConfirmCartReply;
      if (reply.payment && reply.orderId) return { orderId: reply.orderId, payment: reply.payment, stock: row };
    }
    throw new Error('no stock left to check out');
  };
}

/** A gateway result signed with the shop's key (as the gateway sends it to urlpost and url). */
export function signedResult(
  shop: TestShop,
  codTrans: string,
  importo: number | string,
  esito: string,
  codAut = esito === 'OK' ? 'A1B2C3' : '',
) {
  const fields = { codTrans, esito, importo: String(importo), divisa: 'EUR', data: '20261121', orario: '101500', codAut };
  return { ...fields, mac: resultMac(fields, shop.config.payment.secretKey), alias: shop.config.payment.alias };
}

/** The gateway's server-to-server notification, form-encoded, over HTTP. */
export async function notify(origin: string, fields: Record<string, string>): Promise<number> {
  const response = await fetch(`${origin}${API_BASE}/CartAction/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  await response.text();
  return response.status;
}

/** The n-th guest's checkout of `cart`, from an address of its own under `subnet` (e.g. '10.4.0'). */
export async function guestCheckout(shop: TestShop, cart: Cart, n: number, subnet: string) {
  const response = await shop.app.inject({
    method: 'POST',
    url: `${API_BASE}/AccountAction/confirmCart`,
    payload: { cart, cliente: guest(n), privacy: true },
    remoteAddress: `${subnet}.${n}`,
  });
  const body = response.json<ConfirmCartReply>();
  if (body.error || !body.payment || !body.orderId || !body.returnKey) throw new Error(`checkout refused: ${body.message}`);
  return { orderId: body.orderId, token: body.returnKey, payment: body.payment };
}

/** The gateway's signed notification of a result, handed to the shop without a socket. */
export function injectNotify(shop: TestShop, codTrans: string, importo: number, esito: string) {
  return shop.app.inject({
    method: 'POST',
    url: `${API_BASE}/CartAction/notify`,
    payload: new URLSearchParams(signedResult(shop, codTrans, importo, esito)).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}
