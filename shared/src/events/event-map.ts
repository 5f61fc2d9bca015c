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

/** Every event of the shop, by name `domain:verb`. */
export interface ShopEvents {
  /** `restoring`: a stored session the server has not answered for yet (neither visitor nor customer). */
  'session:changed': { loggedIn: boolean; user: User | null; restoring: boolean };
  'cart:changed': { cart: Cart; quantity: number };
  'favourites:changed': { favourites: string[] };
  'nav:changed': { pathname: string; search: string };
  'ui:alert': AlertRequest;
  'ui:toast': ToastRequest;
  'ui:content-modal': { name: ContentModalName };
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
