import {
  accountUpdateSchema,
  checkoutConfirmSchema,
  messageText,
  type ConfirmCartReply,
  type EuVatNumber,
  type GuestCustomer,
  type User,
} from '@shop/shared/contracts';
import { orderRows, orders, orderVat, paymentTransactions } from '../../core/db/schema';
import { newOrderId, newReturnToken, paymentPayload } from '../payment/payment-request';
import { shopOrigin } from '../../core/http/shop-origin';
import { attemptCode } from '../payment/payment-retry';
import { takePieces } from '../stock/pieces';
import { orderTaxes } from '../pricing/order-taxes';
import { priceCart, servesCountry } from '../pricing/pricing';
import { checkedByVies, customerVat, guestVat, type OrderVat } from '../pricing/vat-buyer';
import { releaseEarlierReservations, reservationRefusal } from './reservation-caps';
import { articleTitles, guestIds, profileIds, shopOwnIdError } from '../../orders';
import { loadUser } from '../../account';
import { announceCatalogueChange } from '../../core/changes';
import type { ActionHandler } from '../../core/http/action-context';
import { serverText } from '../../core/http/messages';

/** An EU VAT number as written, with its state's prefix (EL for Greece). */
const euVatText = (vat: EuVatNumber): string => `${vat.country === 'GR' ? 'EL' : vat.country}${vat.number}`;

/** A refusal inside the transaction: rolls everything back and becomes the reply's message. */
class Refusal extends Error {}

interface Buyer {
  customerId: number | null;
  guest: GuestCustomer | null;
  email: string;
  name: string;
  surname: string;
  addressDest: string;
  postalCodeDest: string;
  townDest: string;
  provinceDest: string;
  countryDest: string;
  billing: object | null;
}

const fromUser = (user: User, customerId: number): Buyer => ({
  customerId,
  guest: null,
  email: user.email,
  name: user.destination.name || user.name,
  surname: user.destination.surname || user.surname,
  addressDest: user.destination.address,
  postalCodeDest: user.destination.postalCode,
  townDest: user.destination.town,
  provinceDest: user.destination.state,
  countryDest: user.destination.country,
  billing: user.billing,
});

const fromGuest = (guest: GuestCustomer): Buyer => ({
  customerId: null,
  guest,
  email: guest.email,
  name: guest.denominazione,
  surname: '',
  addressDest: guest.indirizzo_ope,
  postalCodeDest: guest.cap_ope,
  townDest: guest.comune_ope,
  provinceDest: guest.sigla_provincia_ope,
  countryDest: guest.cod_nazione_ope,
  billing: guest.indirizzo_amm
    ? {
        address: guest.indirizzo_amm,
        postalCode: guest.cap_amm,
        town: guest.comune_amm,
        state: guest.sigla_provincia_amm,
        country: guest.cod_nazione_amm,
      }
    : null,
});

/**
 * AccountAction/confirmCart: in one transaction re-prices every line for the destination country,
 * takes the pieces from stock with conditional updates, and records the order as
 * PendingTransaction with its rows and payment attempt; answers with the signed payment request.
 */
export const confirmCart: ActionHandler<'confirmCart'> = async (payload, context): Promise<ConfirmCartReply> => {
  const { db, config, request, language } = context;
  const customerId = await context.customer();
  let buyer: Buyer;
  let vat: OrderVat;
  if (customerId !== null) {
    const user = await loadUser(db, customerId);
    if (!user) return { error: true, message: serverText(language, 'orderLoginRequired') };
    buyer = fromUser(user, customerId);
    vat = customerVat(user);
    if (!buyer.addressDest || !buyer.townDest) return { error: true, message: serverText(language, 'shippingIncomplete') };
    // An account saved before today's rules may hold what its invoice cannot carry, or the shop's own codes.
    const problem = accountUpdateSchema.safeParse(user).error?.issues[0]?.message;
    if (problem) return { error: true, message: serverText(language, 'accountToCorrect', { reason: messageText(problem, language) }) };
    const own = shopOwnIdError(config.fiscal, profileIds(user));
    if (own) return { error: true, message: messageText(own, language) };
  } else {
    if (!payload.cliente) return { error: true, message: serverText(language, 'orderLoginRequired') };
    // The checkout form's own rule: a guest accepts privacy.
    if (!checkoutConfirmSchema('guest').safeParse(payload).success) return { error: true, message: serverText(language, 'privacyGuest') };
    const own = shopOwnIdError(config.fiscal, guestIds(payload.cliente));
    if (own) return { error: true, message: messageText(own, language) };
    buyer = fromGuest(payload.cliente);
    vat = guestVat(payload.cliente);
  }
  if (payload.cart.righe.length === 0) return { error: true, message: serverText(language, 'emptyCart') };
  if (!servesCountry(buyer.countryDest)) return { error: true, message: serverText(language, 'countryNotServed') };
  // Asked before the transaction: no row stays locked while VIES answers.
  vat = await checkedByVies(vat, context.vies);
  // The buyer asked to buy without VAT: refused with the reason rather than charged VAT unasked.
  if (vat.notInVies) return { error: true, message: serverText(language, 'vatNumberNotInVies', { number: euVatText(vat.notInVies) }) };
  const orderLanguage = payload.languageCode ?? language;
  // The orders table keeps at most an IPv6 address's 45 characters.
  const clientAddress = request.ip.slice(0, 45);

  try {
    const placed = await db.transaction(async (tx) => {
      const priced = await priceCart(tx, payload.cart, vat, orderLanguage);
      if (priced.unavailable.length)
        throw new Refusal(serverText(language, 'articlesUnavailable', { codes: priced.unavailable.join(', ') }));
      if (priced.totalCents <= 0) throw new Refusal(serverText(language, 'emptyCart'));
      const taxes = orderTaxes(priced);
      // The buyer's earlier unpaid order ends here; then what this address holds unpaid is capped.
      const released = await releaseEarlierReservations(tx, {
        customerId: buyer.customerId,
        pendingReturnKey: payload.pendingReturnKey ?? null,
      });
      const pieces = new Map<string, number>();
      for (const line of priced.lines)
        for (const size of line.sizes) pieces.set(line.cod_articolo, (pieces.get(line.cod_articolo) ?? 0) + size.quantity);
      const capped = await reservationRefusal(
        tx,
        { address: clientAddress, pieces, valueCents: taxes.totalCents },
        config.rateLimitFactor,
        language,
      );
      if (capped) throw new Refusal(capped);
      // Conditional updates in the shop's one lock order (article, colour, size), so two checkouts of
      // the same sizes wait for each other instead of deadlocking.
      const short = await takePieces(
        tx,
        priced.lines.flatMap((line) =>
          line.sizes.map((size) => ({
            line,
            size,
            codArticolo: line.cod_articolo,
            codColore: line.cod_spec_1,
            progSiglaTaglia: size.progSiglaTaglia,
            quantity: size.quantity,
          })),
        ),
      );
      const unsized = priced.lines.flatMap((line) => line.sizes.filter((size) => !size.siglaTaglia).map((size) => ({ line, size })));
      const refused = short ?? unsized[0];
      if (refused) {
        const { line, size } = refused;
        throw new Refusal(
          serverText(language, 'quantityUnavailable', { title: line.title, size: size.siglaTaglia || String(size.progSiglaTaglia) }),
        );
      }
      const orderId = newOrderId();
      const returnToken = newReturnToken();
      const { guest, ...data } = buyer;
      const [order] = await tx
        .insert(orders)
        .values({
          ...data,
          orderId,
          guest,
          status: 'PendingTransaction',
          shippingCents: taxes.shipping.gross,
          shippingVatRate: taxes.shipping.vatRate,
          shippingNetCents: taxes.shipping.net,
          shippingVatCents: taxes.shipping.vat,
          regalo: payload.cart.regalo,
          totalCents: taxes.totalCents,
          languageCode: orderLanguage,
          clientAddress,
          returnTokenHash: returnToken.hash,
          vatTreatment: vat.treatment,
          buyerVatNumber: vat.vatNumber ? euVatText(vat.vatNumber) : '',
          vatNumberCheck: vat.check,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error('order not created');
      const titles = await articleTitles(
        tx,
        priced.lines.map((line) => line.cod_articolo),
        (code) => priced.lines.find((line) => line.cod_articolo === code)?.title ?? code,
      );
      let rowNumber = 0;
      const rows = taxes.rows.map(({ line, size, taxes: columns }) => ({
        orderId: order.id,
        rowNumber: ++rowNumber,
        codArticolo: line.cod_articolo,
        codColore: line.cod_spec_1,
        progSiglaTaglia: size.progSiglaTaglia,
        siglaTaglia: size.siglaTaglia,
        description: (titles.get(line.cod_articolo)?.ita ?? line.title).slice(0, 300),
        descriptionEng: (titles.get(line.cod_articolo)?.eng ?? line.title).slice(0, 300),
        quantity: size.quantity,
        ...columns,
      }));
      await tx.insert(orderRows).values(rows);
      await tx
        .insert(orderVat)
        .values(
          taxes.summary.map((line) => ({ orderId: order.id, vatRate: line.vatRate, taxableCents: line.taxable, taxCents: line.tax })),
        );
      const codTrans = attemptCode(orderId, 1);
      const importo = taxes.totalCents;
      await tx.insert(paymentTransactions).values({ codTrans, orderId: order.id, importo });
      return {
        orderId,
        token: returnToken.token,
        codTrans,
        importo,
        codes: [...new Set([...priced.lines.map((line) => line.cod_articolo), ...released])],
      };
    });
    // Stock moved: cached lists and details must show the new quantities (and SOLD OUT) at once.
    announceCatalogueChange({ kind: 'disponibilita', codArticoli: placed.codes }, db);
    const payment = paymentPayload(config, shopOrigin(config, request), {
      codTrans: placed.codTrans,
      importo: placed.importo,
      language: orderLanguage,
      token: placed.token,
    });
    return { error: false, orderId: placed.orderId, returnKey: placed.token, payment };
  } catch (error) {
    if (error instanceof Refusal) return { error: true, message: error.message };
    throw error;
  }
};
