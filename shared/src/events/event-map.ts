import type { User } from '../contracts/account';
import type { Cart } from '../contracts/cart';

export type Severity = 'neutral' | 'warning' | 'error' | 'success';

/** Content containers shown in a modal by the shell, by container name (e.g. the size guide 'taglie'). */
export type ContentModalName = 'taglie' | 'privacy' | 'terms-and-conditions' | (string & {});

export interface AlertRequest {
  message: string;
  /** Defaults to 'Attenzione!'. */
  title?: string;
  severity?: Severity;
  /** Shows OK and 'Annulla' instead of a single OK. */
  confirm?: boolean;
  /** The OK button's words when they say what it does ('Accedi'). */
  okLabel?: string;
  /** Called once when the alert closes: true for OK, false for 'Annulla', Escape or a reset. */
  onClose?: (confirmed: boolean) => void;
  /** Keeps the alert through the next navigation, for a warning followed by a redirect. */
  keepOnNavigation?: boolean;
}

export interface ToastRequest {
  message: string;
  severity?: Severity;
  keepOnNavigation?: boolean;
}

/**
 * Every event of the shop, by name `domain:verb`; each one has a sender and a listener, or goes.
 *
 * Reads across teams: each team owns its state in @shop/shared (the cart team the cart, the guest
 * data and the pending payment; the account team the session; the catalogue team the favourites)
 * and reads its own atoms directly. Another team, the shell included, follows that state only
 * through the `*:changed` events the atoms announce, with `useLatestEvent`: they are replayed, so
 * a remote loaded later still gets the current value. Lint keeps other teams' atoms out.
 *
 * Writes across teams: a team calls the owner's action exported from @shop/shared (addToCart,
 * adoptSavedCart, toggleFavourite, logOut), not a request event: the owner's remote is loaded on
 * its own pages only, and a one-shot event that nobody hears is lost. The action writes the
 * owner's atom, which announces the change like any other.
 */
export interface ShopEvents {
  /**
   * From the account team's session atoms; heard by the shell (greeting, header, menu), the
   * catalogue (favourites need a login) and the cart (buyer, checkout). `restoring`: a stored
   * session the server has not answered for yet, neither visitor nor customer.
   */
  'session:changed': { loggedIn: boolean; user: User | null; restoring: boolean };
  /** From the cart team's cart; heard by the shell's badge and the account's login page. */
  'cart:changed': { cart: Cart; quantity: number };
  /** From the catalogue team's favourites; heard by the cart's hearts. */
  'favourites:changed': { favourites: string[] };
  /** From the shell's router; its overlays reset on it. */
  'nav:changed': { pathname: string; search: string };
  /** The `ui:` requests come from any team (see ui-requests.ts) and are shown by the shell. */
  'ui:alert': AlertRequest;
  'ui:toast': ToastRequest;
  'ui:content-modal': { name: ContentModalName };
  /** The mini-cart after a piece went into the cart: the cart team's lines in the shell's modal. */
  'ui:mini-cart': Record<string, never>;
  /** Loading overlay: every `id` that is active keeps it on screen. */
  'ui:loading': { id: string; active: boolean };
}

export type ShopEventName = keyof ShopEvents;

/** State-like events: their last payload is replayed to late subscribers. */
export const replayedEvents = [
  'session:changed',
  'cart:changed',
  'favourites:changed',
  'nav:changed',
] as const satisfies readonly ShopEventName[];

export type ReplayedEventName = (typeof replayedEvents)[number];
