import type { ReactNode } from 'react';
import type { User } from '../contracts/account';
import type { Cart } from '../contracts/cart';
import type { LanguageCode } from '../contracts/common';

export type Severity = 'neutral' | 'warning' | 'error' | 'success';
/** 'full' covers the whole viewport (a picture viewer): no rounded sheet, no padding around the body. */
export type ModalSize = 'small' | 'medium' | 'large' | 'full';

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

export interface ModalRequest {
  content: ReactNode;
  title?: string;
  /** Accessible name when there is no visible title. */
  label?: string;
  size?: ModalSize;
  onClose?: () => void;
}

export type ApiErrorKind = 'network' | 'http' | 'server' | 'parse';

export interface ApiErrorEvent {
  kind: ApiErrorKind;
  url: string;
  message: string;
  status?: number;
}

/** Every event of the shop, by name `domain:verb`. */
export interface ShopEvents {
  'session:changed': { loggedIn: boolean; user: User | null };
  'cart:changed': { cart: Cart; quantity: number };
  'favourites:changed': { favourites: string[] };
  'language:changed': { language: LanguageCode };
  'country:changed': { country: string };
  'nav:changed': { pathname: string; search: string };
  'ui:alert': AlertRequest;
  'ui:toast': ToastRequest;
  /** Opens a modal with the given content; null closes it. */
  'ui:modal': ModalRequest | null;
  'ui:content-modal': { name: ContentModalName };
  /** Loading overlay: every `id` that is active keeps it on screen. */
  'ui:loading': { id: string; active: boolean };
  'ui:backdrop': { visible: boolean };
  'api:error': ApiErrorEvent;
}

export type ShopEventName = keyof ShopEvents;

/** State-like events: their last payload is replayed to late subscribers. */
export const replayedEvents = [
  'session:changed',
  'cart:changed',
  'favourites:changed',
  'language:changed',
  'country:changed',
  'nav:changed',
] as const satisfies readonly ShopEventName[];
