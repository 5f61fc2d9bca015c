import { confirmCart, updateCart, paymentOrder, retryPayment, restockNotice, stopRestockNoticeAction } from '../checkout';
import type { ActionHandlers, ActionLimit } from '../core/http/action-context';
import { contact } from '../content';
import {
  updateAccount,
  subscribeNewsletter,
  passwordRestore,
  createAccount,
  emailValidation,
  updateFavorites,
  login,
  logout,
  storedSession,
  confirmNewsletter,
} from '../account';
import { requestReturn, returnOrder } from '../orders';

/**
 * The AccountAction handlers, one per action. An action not listed here answers 404, so the
 * contract can name an action before its handler exists.
 */
export const accountActionHandlers: ActionHandlers = {
  contact,
  confirmCart,
  paymentOrder,
  retryPayment,
  login,
  logout,
  storedSession,
  createAccount,
  emailValidation,
  updateAccount,
  passwordRestore,
  subscribeNewsletter,
  confirmNewsletter,
  updateCart,
  updateFavorites,
  returnOrder,
  requestReturn,
  restockNotice,
  stopRestockNotice: stopRestockNoticeAction,
};

/**
 * Actions open to abuse are limited per client address; those naming an account or a mailbox are
 * also limited per email address, so spreading attempts over many addresses does not help.
 * RATE_LIMIT_FACTOR scales every number (1 in production).
 */
export const accountActionLimits: Partial<Record<keyof ActionHandlers, ActionLimit>> = {
  login: { max: 10, minutes: 1, perEmail: { max: 10, minutes: 15, withAddress: true } },
  contact: { max: 5, minutes: 10 },
  createAccount: { max: 10, minutes: 10 },
  emailValidation: { max: 60, minutes: 1 },
  // Per mailbox only the code requests (step 1) count: the codes themselves die after five wrong tries.
  passwordRestore: { max: 10, minutes: 5, perEmail: { max: 5, minutes: 15, counts: (body) => (body as { step?: unknown }).step === 1 } },
  subscribeNewsletter: { max: 5, minutes: 1, perEmail: { max: 3, minutes: 10 } },
  // A link's token is 32 random bytes: the limit keeps guessing pointless all the same.
  confirmNewsletter: { max: 30, minutes: 1 },
  updateAccount: { max: 30, minutes: 1 },
  updateCart: { max: 120, minutes: 1 },
  confirmCart: { max: 20, minutes: 1 },
  retryPayment: { max: 20, minutes: 1 },
  // The return page asks again while the gateway's notification is on its way.
  paymentOrder: { max: 120, minutes: 1 },
  // A guest's key is 32 random bytes; the limit keeps guessing order numbers pointless all the same.
  returnOrder: { max: 60, minutes: 1 },
  requestReturn: { max: 20, minutes: 10 },
  // A public form naming a mailbox, as the newsletter box.
  restockNotice: { max: 10, minutes: 1, perEmail: { max: 10, minutes: 10 } },
  // A link's token is 32 random bytes: the limit keeps guessing pointless all the same.
  stopRestockNotice: { max: 30, minutes: 1 },
};
