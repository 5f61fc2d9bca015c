import { z } from 'zod';
import { accountUpdateSchema } from './account';
import {
  emailValidationPayloadSchema,
  loginPayloadSchema,
  newsletterPayloadSchema,
  passwordRestorePayloadSchema,
  storedSessionPayloadSchema,
} from './auth';
import { cartSchema } from './cart';
import { codeSchema, languageCodeSchema } from './common';
import { contactPayloadSchema } from './contact';
import { guestCustomerSchema } from './guest';
import { MESSAGE_KEY } from './messages';
import { paymentPayloadSchema } from './payment';
import { paymentOrderPayloadSchema, paymentOrderSchema, paymentTokenSchema, retryPaymentPayloadSchema } from './payment-return';
import { registrationPayloadSchema } from './registration';
import { restockNoticePayloadSchema, stopRestockNoticePayloadSchema } from './restock-notice';
import { returnOrderSchema, returnRequestSchema } from './returns';

/** Body of AccountAction/confirmCart: the cart, and the guest data when nobody is logged in. */
export const confirmCartPayloadSchema = z
  .object({
    cart: cartSchema,
    cliente: guestCustomerSchema.nullish(),
    privacy: z.boolean().optional(),
    languageCode: languageCodeSchema.optional(),
    /**
     * The return key of the order this browser placed before and has not paid: a guest's new cart
     * ends that order and no other one (a guest's e-mail is never verified, so it cannot say whose
     * orders are whose). A customer's new cart ends the account's own.
     */
    pendingReturnKey: paymentTokenSchema.optional(),
  })
  .strict();
export type ConfirmCartPayload = z.infer<typeof confirmCartPayloadSchema>;

const checkoutConfirmFields = z.object({ privacy: confirmCartPayloadSchema.shape.privacy });
const checkoutConfirmSchemas = {
  // On the object, so a missing answer is refused too.
  guest: checkoutConfirmFields.refine(({ privacy }) => privacy === true, { message: MESSAGE_KEY.privacyGuest, path: ['privacy'] }),
  customer: checkoutConfirmFields,
};
export type CheckoutBuyer = keyof typeof checkoutConfirmSchemas;

/**
 * The checkout's 'Conferma' step (SPEC 4 'Checkout'): a guest must accept privacy ('Devi accettare
 * le condizioni di privacy'); a logged-in customer is not asked. The field is confirmCart's own.
 */
export const checkoutConfirmSchema = (buyer: CheckoutBuyer) => checkoutConfirmSchemas[buyer];
export type CheckoutConfirmInput = z.input<typeof checkoutConfirmFields>;

/** An empty object clears the stored cart. */
export const updateCartPayloadSchema = z.object({ cart: z.union([cartSchema, z.object({}).strict()]) }).strict();
export const updateFavoritesPayloadSchema = z.object({ favorites: z.array(codeSchema).max(500) }).strict();
export const updateAccountPayloadSchema = z.object({ user: accountUpdateSchema }).strict();
export const logoutPayloadSchema = z.object({}).strict();
/** Body of AccountAction/confirmNewsletter: the token of the link mailed to the address (its double opt-in). */
export const newsletterConfirmPayloadSchema = z.object({ token: paymentTokenSchema }).strict();

/** Request body of every AccountAction/<action>. */
export const accountActionPayloadSchemas = {
  contact: contactPayloadSchema,
  createAccount: registrationPayloadSchema,
  emailValidation: emailValidationPayloadSchema,
  confirmCart: confirmCartPayloadSchema,
  paymentOrder: paymentOrderPayloadSchema,
  retryPayment: retryPaymentPayloadSchema,
  storedSession: storedSessionPayloadSchema,
  updateCart: updateCartPayloadSchema,
  updateFavorites: updateFavoritesPayloadSchema,
  passwordRestore: passwordRestorePayloadSchema,
  updateAccount: updateAccountPayloadSchema,
  login: loginPayloadSchema,
  logout: logoutPayloadSchema,
  subscribeNewsletter: newsletterPayloadSchema,
  /** Subscribes the address of a newsletter confirmation link, once. */
  confirmNewsletter: newsletterConfirmPayloadSchema,
  /** A customer's own order (signed in) or a guest's (with the key of its shipping mail), with its returns. */
  returnOrder: returnOrderSchema,
  /** Asks to return rows of a delivered order within the withdrawal period. */
  requestReturn: returnRequestSchema,
  /** Mails the address once when a sold-out colour and size is back in stock. */
  restockNotice: restockNoticePayloadSchema,
  /** Drops a waiting restock notice, from the link in its mail (again is harmless). */
  stopRestockNotice: stopRestockNoticePayloadSchema,
} as const;
export type AccountAction = keyof typeof accountActionPayloadSchemas;
export const accountActions = Object.keys(accountActionPayloadSchemas) as AccountAction[];
export type AccountActionPayload<A extends AccountAction> = z.input<(typeof accountActionPayloadSchemas)[A]>;

/** Every reply carries error and, when set, a message. */
export const actionReplySchema = z.object({ error: z.boolean(), message: z.string().optional() });
export const createAccountReplySchema = actionReplySchema.extend({ xtstoredsession: z.string().optional() });
export const confirmCartReplySchema = actionReplySchema.extend({
  orderId: z.string().optional(),
  /** The order's payment return token: the payment window, once closed, retries the payment with it. */
  returnKey: paymentTokenSchema.optional(),
  payment: paymentPayloadSchema.optional(),
});
export type ConfirmCartReply = z.infer<typeof confirmCartReplySchema>;
/** Reply of AccountAction/retryPayment: the same order with a newly signed payment request. */
export const retryPaymentReplySchema = confirmCartReplySchema;
export type RetryPaymentReply = ConfirmCartReply;
export const paymentOrderReplySchema = actionReplySchema.extend({ order: paymentOrderSchema.optional() });
export type PaymentOrderReply = z.infer<typeof paymentOrderReplySchema>;
export const updateAccountReplySchema = createAccountReplySchema;
