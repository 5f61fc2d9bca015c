import type { Cart, ConfirmCartReply, GuestCustomerInput } from '@shop/shared/contracts';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { articoloDisponibilita, orders } from '../../core/db/schema';
import { API_BASE, italianGuest } from '../../../test/support/checkout-fixtures';
import { describeEachDatabase, type TestShop } from '../../../test/support/test-shop';
import { serverText } from '../../core/http/messages';
import { RESERVATION_CAPS } from './reservation-caps';

interface Size {
  codArticolo: string;
  codColore: string;
  progSiglaTaglia: number;
  qta: number;
}

const cartOf = (size: Size, pieces: number): Cart => ({
  righe: [
    {
      riga_ordine_cli: 1,
      cod_articolo: size.codArticolo,
      cod_spec_1: size.codColore,
      prezzo: 1,
      qta_prog: Array.from({ length: size.progSiglaTaglia + 1 }, (_, i) => (i === size.progSiglaTaglia ? pieces : 0)),
    },
  ],
  imp_spese_trasp: 0,
  regalo: false,
});

const guest = (n: number): GuestCustomerInput => ({ ...italianGuest, email: `prenota${n}@example.com` });

describeEachDatabase('unpaid reservations capped per client address, released by a new cart', (shop: () => TestShop) => {
  const db = () => shop().database.db;
  const confirm = async (cart: Cart, buyer: GuestCustomerInput, address: string, language?: string, pendingReturnKey?: string) => {
    const reply = await shop().app.inject({
      method: 'POST',
      url: `${API_BASE}/AccountAction/confirmCart`,
      payload: { cart, cliente: buyer, privacy: true, pendingReturnKey },
      remoteAddress: address,
      headers: language ? { 'x-language-code': language } : {},
    });
    return reply.json<ConfirmCartReply>();
  };
  const used = new Set<string>();
  /** A size with plenty of stock whose article no other test here uses, made sellable at a low price. */
  async function pickSize(): Promise<Size> {
    const rows = await db()
      .select()
      .from(articoloDisponibilita)
      .where(gte(articoloDisponibilita.qta, 1))
      .orderBy(articoloDisponibilita.codArticolo, articoloDisponibilita.codColore, articoloDisponibilita.progSiglaTaglia);
    for (const row of rows) {
      if (used.has(row.codArticolo)) continue;
      const probe = await confirm(cartOf(row, 1), guest(999), '10.99.99.99');
      if (probe.error) continue;
      used.add(row.codArticolo);
      const [placed] = await db().select().from(orders).where(eq(orders.orderId, probe.orderId!));
      // The probe's order goes away again; the size gets a deep shelf.
      await db().update(orders).set({ status: 'Expired' }).where(eq(orders.id, placed!.id));
      const where = and(
        eq(articoloDisponibilita.codArticolo, row.codArticolo),
        eq(articoloDisponibilita.codColore, row.codColore),
        eq(articoloDisponibilita.progSiglaTaglia, row.progSiglaTaglia),
      );
      await db().update(articoloDisponibilita).set({ qta: 300 }).where(where);
      return { ...row, qta: 300 };
    }
    throw new Error('no sellable size');
  }
  const stockOf = async (size: Size) =>
    (
      await db()
        .select({ qta: articoloDisponibilita.qta })
        .from(articoloDisponibilita)
        .where(
          and(
            eq(articoloDisponibilita.codArticolo, size.codArticolo),
            eq(articoloDisponibilita.codColore, size.codColore),
            eq(articoloDisponibilita.progSiglaTaglia, size.progSiglaTaglia),
          ),
        )
    )[0]!.qta;

  const statusOf = async (...orderIds: string[]) => {
    const rows = await db()
      .select({ orderId: orders.orderId, status: orders.status })
      .from(orders)
      .where(inArray(orders.orderId, orderIds));
    return Object.fromEntries(rows.map((order) => [order.orderId, order.status]));
  };

  it('refuses the sixth unpaid order from one address, whoever the guests say they are, and takes nothing for it', async () => {
    const size = await pickSize();
    const address = '10.61.0.1';
    const replies = [];
    for (let n = 0; n < RESERVATION_CAPS.orders + 3; n += 1) replies.push(await confirm(cartOf(size, 1), guest(n), address));
    expect(replies.map((r) => r.error)).toEqual([...Array(RESERVATION_CAPS.orders).fill(false), true, true, true]);
    expect(replies[RESERVATION_CAPS.orders]!.message).toBe(serverText('ita', 'capOrders'));
    expect(await stockOf(size)).toBe(300 - RESERVATION_CAPS.orders);
    // Another address is not held back by this one.
    expect((await confirm(cartOf(size, 1), guest(50), '10.61.0.2')).error).toBe(false);
  });

  it('caps the pieces of one article held unpaid by an address, in the buyer’s language', async () => {
    const size = await pickSize();
    const address = '10.62.0.1';
    const first = await confirm(cartOf(size, RESERVATION_CAPS.piecesPerArticle - 2), guest(100), address);
    expect(first.error).toBe(false);
    const over = await confirm(cartOf(size, 3), guest(101), address, 'eng');
    expect(over).toMatchObject({ error: true, message: serverText('eng', 'capPieces', { max: RESERVATION_CAPS.piecesPerArticle }) });
    expect((await confirm(cartOf(size, 2), guest(102), address)).error).toBe(false);
    expect(await stockOf(size)).toBe(300 - RESERVATION_CAPS.piecesPerArticle);
  });

  it('ends the earlier unpaid order of the browser that sends its return key back, giving its pieces back', async () => {
    const size = await pickSize();
    const buyer = guest(200);
    const first = await confirm(cartOf(size, 4), buyer, '10.63.0.1');
    // The same browser, on another connection, with the key its first order gave it.
    const second = await confirm(cartOf(size, 1), buyer, '10.63.0.2', undefined, first.returnKey);
    expect([first.error, second.error]).toEqual([false, false]);
    expect(await statusOf(first.orderId!, second.orderId!)).toEqual({
      [first.orderId!]: 'Expired',
      [second.orderId!]: 'PendingTransaction',
    });
    expect(await stockOf(size)).toBe(300 - 1);
  });

  it('leaves a guest’s unpaid order alone when somebody else confirms a cart with the same e-mail', async () => {
    const size = await pickSize();
    const owner = await confirm(cartOf(size, 2), guest(250), '10.65.0.1');
    const stranger = await confirm(cartOf(size, 1), { ...guest(250), email: ' PRENOTA250@Example.com ' }, '10.65.0.2');
    // Nor does the return key of another order, or a made-up one, end it.
    const another = await confirm(cartOf(size, 1), guest(250), '10.65.0.3', undefined, stranger.returnKey);
    const madeUp = await confirm(cartOf(size, 1), guest(250), '10.65.0.4', undefined, 'A'.repeat(43));
    expect([owner, stranger, another, madeUp].map((reply) => reply.error)).toEqual([false, false, false, false]);
    expect(await statusOf(owner.orderId!, stranger.orderId!)).toEqual({
      [owner.orderId!]: 'PendingTransaction',
      [stranger.orderId!]: 'Expired',
    });
    expect(await stockOf(size)).toBe(300 - 2 - 1 - 1);
  });

  it('lets twenty confirmations sent at once from one address hold no more than the caps allow', async () => {
    const size = await pickSize();
    const replies = await Promise.all(Array.from({ length: 20 }, (_, n) => confirm(cartOf(size, 1), guest(300 + n), '10.64.0.1')));
    expect(replies.filter((r) => !r.error)).toHaveLength(RESERVATION_CAPS.orders);
    expect(await stockOf(size)).toBe(300 - RESERVATION_CAPS.orders);
  });
});
