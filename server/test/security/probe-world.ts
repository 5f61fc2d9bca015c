import { PHOTO_ACTIONS, STAFF_SESSION_HEADER, type User } from '@shop/shared/contracts';
import { and, eq, gte, isNull } from 'drizzle-orm';
import { articolo, articoloDisponibilita, containers, orders } from '../../src/core/db/schema';
import { issueInvoice } from '../../src/orders/invoice/issue-invoice';
import { findSessionCustomer } from '../../src/account/data/sessions';
import { findStaffSession } from '../../src/staff/staff-sessions';
import { italianPrivate } from '../support/account-fixtures';
import { italianGuest } from '../support/checkout-fixtures';
import { makePhoto, multipartBody } from '../support/photos';
import type { Customer, World } from './access-matrix';
import { postJson, send, type ProbeShop } from './probe-kit';

export interface ProbeWorld extends World {
  /** Logs the customers and the staff member in again (after a logout row). */
  relogin(): Promise<void>;
}

/** Two registered customers with an order each, a staff session, an article with stock, a draft page. */
export async function buildWorld(probe: ProbeShop): Promise<ProbeWorld> {
  const { db, origin, shop } = probe;
  const apiBase = shop.config.apiBase;
  const call = async (action: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await send(origin, postJson(`${apiBase}/${action}`, body, headers));
    return (response.json ?? {}) as Record<string, unknown>;
  };
  let counter = 0;
  const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}`;

  const emails: Record<Customer, string> = { customerA: `${unique('anna')}@example.com`, customerB: `${unique('bruno')}@example.com` };
  const passwords: Record<Customer, string> = { customerA: 'Segreta!2026', customerB: 'Segreta!2026' };
  const tokens: Record<string, string> = {};
  for (const who of ['customerA', 'customerB'] as const) {
    const reply = await call('AccountAction/createAccount', { ...italianPrivate(emails[who]), password: passwords[who] });
    if (reply.error !== false) throw new Error(`registration refused: ${String(reply.message)}`);
    tokens[who] = String(reply.xtstoredsession);
  }
  const staffLogin = { email: shop.config.staff.email, password: shop.config.staff.password };
  const staffLogIn = async () => {
    const reply = await call('StaffAction/login', staffLogin);
    if (typeof reply.wosid !== 'string') throw new Error('staff login refused');
    tokens.staff = reply.wosid;
  };
  await staffLogIn();

  const customerIds = {} as Record<Customer, number>;
  const users = {} as Record<Customer, User>;
  for (const who of ['customerA', 'customerB'] as const) {
    customerIds[who] = (await findSessionCustomer(db, tokens[who])) ?? 0;
    users[who] = (await call('AccountAction/storedSession', { xtstoredsession: tokens[who] })).user as User;
  }

  const [stock] = await db
    .select()
    .from(articoloDisponibilita)
    .innerJoin(articolo, eq(articolo.codArticolo, articoloDisponibilita.codArticolo))
    .where(and(gte(articoloDisponibilita.qta, 1), isNull(articolo.dataCancellazione)))
    .limit(1);
  if (!stock) throw new Error('no stock');
  const pick = {
    codArticolo: stock.articolo_disponibilita.codArticolo,
    codColore: stock.articolo_disponibilita.codColore,
    progSiglaTaglia: stock.articolo_disponibilita.progSiglaTaglia,
  };
  await db
    .update(articoloDisponibilita)
    .set({ qta: 900 })
    .where(
      and(
        eq(articoloDisponibilita.codArticolo, pick.codArticolo),
        eq(articoloDisponibilita.codColore, pick.codColore),
        eq(articoloDisponibilita.progSiglaTaglia, pick.progSiglaTaglia),
      ),
    );
  const [other] = await db
    .select({ code: articolo.codArticolo })
    .from(articolo)
    .where(and(isNull(articolo.dataCancellazione)))
    .limit(2)
    .then((rows) => rows.filter((row) => row.code !== pick.codArticolo));
  const cart = {
    righe: [
      {
        riga_ordine_cli: 1,
        cod_articolo: pick.codArticolo,
        cod_spec_1: pick.codColore,
        prezzo: 1,
        qta_prog: Array.from({ length: pick.progSiglaTaglia + 1 }, (_, i) => (i === pick.progSiglaTaglia ? 1 : 0)),
      },
    ],
  };
  const orderIds: Record<Customer, string[]> = { customerA: [], customerB: [] };
  const paymentTokens: Record<Customer, string> = { customerA: '', customerB: '' };
  for (const who of ['customerA', 'customerB'] as const) {
    const reply = await call('AccountAction/confirmCart', { cart, privacy: true }, { authorization: `Bearer ${tokens[who]}` });
    if (typeof reply.orderId !== 'string') throw new Error(`checkout refused: ${String(reply.message)}`);
    orderIds[who].push(reply.orderId);
    paymentTokens[who] = String(reply.returnKey);
    // Each order gets its invoice as a payment would issue it, so the invoice downloads have one to give.
    const [placed] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderId, reply.orderId));
    if (!placed || !(await issueInvoice(db, placed.id, shop.config.fiscal))) throw new Error('invoice not issued');
  }
  const draftContainerName = unique('bozza-riservata');
  const [draft] = await db
    .insert(containers)
    .values({ name: draftContainerName, containerClass: 'Page', published: false, titleIta: 'Bozza riservata' })
    .returning({ id: containers.id });
  const [article] = await db.select({ id: articolo.id }).from(articolo).where(eq(articolo.codArticolo, pick.codArticolo));
  // A photo of the stock's colour, uploaded as the staff would: the storefront's photo address serves it.
  const photo = await makePhoto(1600, 1200);
  const form = multipartBody({ codArticolo: pick.codArticolo, codColore: pick.codColore }, [
    { filename: 'fronte.jpg', type: 'image/jpeg', data: photo },
  ]);
  const uploaded = await send(origin, {
    method: 'POST',
    url: `${apiBase}/${PHOTO_ACTIONS.upload}`,
    headers: { [STAFF_SESSION_HEADER]: tokens.staff ?? '', 'content-type': form.contentType },
    body: form.body,
  });
  const photoId = ((uploaded.json as { added?: number[] } | null)?.added ?? [])[0];
  if (!photoId) throw new Error(`photo upload refused: ${uploaded.text.slice(0, 200)}`);

  const world: ProbeWorld = {
    apiBase,
    token: (actor) => tokens[actor] ?? '',
    customerId: (actor) => customerIds[actor],
    email: (actor) => emails[actor],
    password: (actor) => passwords[actor],
    user: (actor) => users[actor],
    staffLogin,
    orderIds: (actor) => orderIds[actor],
    paymentToken: (actor) => paymentTokens[actor],
    articleId: article?.id ?? 0,
    code: pick.codArticolo,
    otherCode: other?.code ?? pick.codArticolo,
    colourFile: `${pick.codColore}-1.svg`,
    stock: pick,
    draftContainerId: draft?.id ?? 0,
    draftContainerName,
    guest: italianGuest,
    unique,
    createdContainers: [],
    photo,
    photoIds: [photoId],
    async session(actor) {
      const reply = await call('AccountAction/storedSession', { xtstoredsession: tokens[actor] });
      return {
        user: (reply.user ?? null) as User | null,
        favorites: (reply.favorites ?? []) as string[],
        cart: (reply.cart ?? null) as { righe: { qta_prog: number[] }[] } | null,
      };
    },
    async orderOwner(orderId) {
      const [row] = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.orderId, orderId));
      return row ? row.customerId : undefined;
    },
    customerLive: async (actor) => (await findSessionCustomer(db, tokens[actor])) !== null,
    staffLive: async () => (await findStaffSession(db, tokens.staff)) !== null,
    async relogin() {
      for (const who of ['customerA', 'customerB'] as const) {
        if (await world.customerLive(who)) continue;
        const reply = await call('AccountAction/login', { email: emails[who], password: passwords[who] });
        if (typeof reply.xtstoredsession !== 'string') throw new Error('login refused');
        tokens[who] = reply.xtstoredsession;
      }
      if (!(await world.staffLive())) await staffLogIn();
    },
  };
  return world;
}
