import { CART_STORAGE_KEY } from '../contracts/cart';

/** localStorage keys of SPEC section 3 ('Session payload'); the cart key carries its format version. */
export const storageKeys = {
  storedSession: 'xtstoredsession',
  language: 'languageCode',
  country: 'countryCode',
  cart: CART_STORAGE_KEY,
  customer: 'customer',
  /** Not in SPEC: the return token of the order whose payment the cart waits for. */
  paymentPending: 'paymentPending',
} as const;
