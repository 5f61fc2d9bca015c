import type { OrderReturn } from '@shop/shared/contracts';
import { and, eq, sum } from 'drizzle-orm';
import { orderRefunds, orderReturnRows, orderReturns, orderRows } from '../../core/db/schema';
import { HttpError } from '../../core/http/errors';
import { moneyValue, says } from '../../core/http/messages';
import { giveBack, givePieces, settledPayment } from '../../checkout';
import { issueCreditNote } from '../invoice/issue-credit-note';
import { rowDescription } from '../row-titles';
import { returnsOf } from './read-returns';
import type { ReturnMoveContext, ReturnStep } from './return-context';
import { queueReturnMail, type ReturnMail } from './return-mail';

/** The pieces counted at the warehouse: back on sale (stock raised, in the one lock order) or set aside as damaged. */
export const countPieces: ReturnStep = {
  name: 'count the pieces received',
  async run({ tx, move, item, changed, detail }) {
    if (move.action !== 'receive') return;
    const rows = await tx.select().from(orderReturnRows).where(eq(orderReturnRows.returnId, item.id));
    const lines = await tx.select().from(orderRows).where(eq(orderRows.orderId, item.orderId));
    const restock: (typeof lines)[number][] = [];
    for (const row of rows) {
      const line = lines.find((candidate) => candidate.rowNumber === row.rowNumber)!;
      const count = move.rows.find((candidate) => candidate.row === row.rowNumber) ?? { restocked: 0, damaged: 0 };
      if (count.restocked + count.damaged !== row.quantity) {
        throw new HttpError(
          400,
          says('returnPiecesMismatch', {
            title: { ita: rowDescription(line, 'ita'), eng: rowDescription(line, 'eng') },
            quantity: row.quantity,
          }),
        );
      }
      await tx
        .update(orderReturnRows)
        .set({ restocked: count.restocked, damaged: count.damaged })
        .where(and(eq(orderReturnRows.returnId, item.id), eq(orderReturnRows.rowNumber, row.rowNumber)));
      if (count.restocked > 0) restock.push({ ...line, quantity: count.restocked });
    }
    changed.push(...(await givePieces(tx, restock)));
    detail.righe = move.rows;
  },
};

/** The return's amount given back on the card, never more than paid less refunded, and recorded. */
export const refundAmount: ReturnStep = {
  name: 'refund the return',
  async run(context) {
    const { tx, item, staff, deps } = context;
    const paid = await settledPayment(tx, item.orderId);
    const [given] = await tx
      .select({ total: sum(orderRefunds.amountCents).mapWith(Number) })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, item.orderId), eq(orderRefunds.duplicate, false)));
    const left = paid.importo - (given?.total ?? 0);
    if (item.refundCents > left) {
      throw new HttpError(409, says('refundOverPaid', { amount: moneyValue(item.refundCents), left: moneyValue(Math.max(0, left)) }));
    }
    const row = await giveBack(tx, {
      orderId: item.orderId,
      codTrans: paid.codTrans,
      amountCents: item.refundCents,
      reason: `Reso ${item.number}`,
      staff,
      client: deps.refunds,
    });
    await tx.update(orderReturns).set({ refundId: row.id }).where(eq(orderReturns.id, item.id));
    context.refund = { id: row.id, amountCents: item.refundCents };
    context.detail.rimborso = item.refundCents;
  },
};

/** The invoice reduced by a credit note of the returned rows (and the shipping, when the return carries it). */
export const creditReturnedRows: ReturnStep = {
  name: 'issue the credit note',
  async run({ tx, item, refund, deps }) {
    if (!refund) throw new Error('a credit note follows a refund');
    const rows = await tx.select().from(orderReturnRows).where(eq(orderReturnRows.returnId, item.id));
    // The invoice's goods lines follow the order's rows, so a row number is its line.
    await issueCreditNote(
      tx,
      item.orderId,
      { rows: rows.map((r) => ({ line: r.rowNumber, quantity: r.quantity })), shipping: item.withShipping },
      refund.id,
      deps.seller,
    );
  },
};

/** The return as it stands after the move's steps, as the screens and mails show it. */
export async function rereadReturn(context: ReturnMoveContext): Promise<OrderReturn> {
  const { tx, item } = context;
  const after = ((await returnsOf(tx, [item.orderId], 'ita')).get(item.orderId) ?? []).find(
    (candidate) => candidate.number === item.number,
  );
  if (!after) throw new Error(`return ${item.number} not read back`);
  return after;
}

/** The buyer told, in the order's language, with the return as it now stands. */
export const mailBuyer = (kind: ReturnMail): ReturnStep => ({
  name: `mail the buyer (${kind})`,
  async run(context) {
    const { tx, item, deps, refund, detail } = context;
    const after = await rereadReturn(context);
    await queueReturnMail(tx, item.orderId, kind, after, { seller: deps.trader, origin: deps.origin });
    if (refund) detail.creditNote = after.creditNote;
  },
});
