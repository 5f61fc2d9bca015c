import { documentLabel } from '@shop/shared/contracts';
import { orderShipments } from '../../core/db/schema';
import { HttpError } from '../../core/http/errors';
import { says } from '../../core/http/messages';
import { giveBack, newReturnToken, releaseStock, retakeStock, settledPayment } from '../../checkout';
import { issueCreditNote } from '../invoice/issue-credit-note';
import { issueInvoice } from '../invoice/issue-invoice';
import { queueOrderConfirmation } from '../mail/order-mail';
import { queueStatusMail, type StatusMail } from '../mail/order-status-mail';
import { guestReturnPath } from '../returns/guest-return-key';
import type { MoveStep } from './move-context';

/** The parcel's carrier and tracking number, and a key to the order for a guest's returns. */
export const recordShipment: MoveStep = {
  name: 'record the shipment',
  async run({ tx, move, order, staff, deps, detail }) {
    if (move.action !== 'ship') return;
    const shipment = { carrier: move.carrier ?? '', trackingNumber: move.trackingNumber ?? '' };
    // A guest has no account to ask for a return from: the shipping mail carries a key to the order.
    const key = newReturnToken();
    await tx
      .insert(orderShipments)
      .values({ orderId: order.id, ...shipment, staffId: staff.id, staffEmail: staff.email, returnKeyHash: key.hash });
    const returnsUrl =
      order.customerId === null ? `${deps.origin}${guestReturnPath(move.orderId, key.token)}` : `${deps.origin}/account/orders`;
    await queueStatusMail(tx, order.id, {
      kind: 'order-shipped',
      ...shipment,
      returnsUrl,
      withdrawalDays: deps.withdrawalDays,
      origin: deps.origin,
    });
    Object.assign(detail, shipment);
  },
};

/** The order's pieces back on sale. */
export const releasePieces: MoveStep = {
  name: 'give the pieces back to stock',
  async run({ tx, order, changed }) {
    changed.push(...(await releaseStock(tx, order.id)));
  },
};

/** The order's pieces taken again (a payment that came after they went back); all or none. */
export const retakePieces: MoveStep = {
  name: 'take the pieces again',
  async run({ tx, order, move, changed }) {
    if (!(await retakeStock(tx, order.id, changed))) throw new HttpError(409, says('orderPiecesMissing', { order: move.orderId }));
  },
};

/** The whole payment given back through the gateway and recorded; a refusal undoes the whole move. */
export const refundPayment: MoveStep = {
  name: 'refund the payment',
  async run(context) {
    const { tx, order, staff, reason, deps, detail } = context;
    const paid = await settledPayment(tx, order.id);
    const client = deps.refunds;
    const row = await giveBack(tx, { orderId: order.id, codTrans: paid.codTrans, amountCents: paid.importo, reason, staff, client });
    context.refunded = {
      id: row.id,
      codTrans: row.codTrans,
      amountCents: row.amountCents,
      reason: row.reason,
      staffEmail: row.staffEmail,
      at: row.createdAt.toISOString(),
      gateway: client.gateway,
      outcome: row.outcome,
      operationId: row.operationId,
    };
    Object.assign(detail, { refundCents: row.amountCents, gateway: client.gateway, operationId: row.operationId });
  },
};

/** A whole refund of an invoiced order reduces its invoice with a credit note, in the same transaction. */
export const creditWhole: MoveStep = {
  name: 'issue the credit note',
  async run({ tx, order, refunded, deps, detail }) {
    if (!refunded) return;
    const note = await issueCreditNote(tx, order.id, 'whole', refunded.id, deps.seller);
    if (note) detail.creditNote = documentLabel(note, 'credit-note');
  },
};

/** The invoice, when the shop's fiscal data is complete. */
export const invoice: MoveStep = {
  name: 'issue the invoice',
  async run({ tx, order, deps }) {
    if (deps.seller) await issueInvoice(tx, order.id, deps.seller);
  },
};

/** The order confirmation mail, with the withdrawal information. */
export const mailConfirmation: MoveStep = {
  name: 'mail the confirmation',
  async run({ tx, order, deps }) {
    await queueOrderConfirmation(tx, order.id, { seller: deps.trader, withdrawalDays: deps.withdrawalDays, origin: deps.origin });
  },
};

/** The buyer's mail that their money is coming back (cancelled, or refunded). */
export const mailRefund = (kind: Extract<StatusMail['kind'], 'order-cancelled' | 'order-refunded'>): MoveStep => ({
  name: `mail ${kind}`,
  async run({ tx, order, refunded, deps }) {
    await queueStatusMail(tx, order.id, { kind, refundCents: refunded?.amountCents ?? 0, origin: deps.origin });
  },
});
