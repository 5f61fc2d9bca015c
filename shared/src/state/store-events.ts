import type { Atom, Store } from 'jotai';
import { emit } from '../events/shop-events';
import type { ShopEvents } from '../events/event-map';
import { cartAtom, cartQuantityAtom } from './cart-atoms';
import { countryAtom, languageAtom } from './preference-atoms';
import { favouritesAtom, sessionAtom } from './session-atoms';

/**
 * Announces the state atoms on the bus: once now (so the replayed events hold the current value
 * for remotes that load later) and on every change, whoever made it (a component, a remote,
 * another tab). Subscribing also mounts the atoms, which keeps their cross-tab sync running; the
 * language and the country, read by every team, are mounted for that alone.
 */
export function connectStoreToEvents(store: Store): () => void {
  const unsubscribes = [
    announce(store, sessionAtom, 'session:changed', (s) => ({
      loggedIn: s.loggedIn,
      user: s.user,
      restoring: s.token !== null && !s.loggedIn,
    })),
    announce(store, cartAtom, 'cart:changed', (cart) => ({ cart, quantity: store.get(cartQuantityAtom) })),
    announce(store, favouritesAtom, 'favourites:changed', (favourites) => ({ favourites })),
    store.sub(languageAtom, () => undefined),
    store.sub(countryAtom, () => undefined),
  ];
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}

function announce<Value, Name extends keyof ShopEvents>(
  store: Store,
  source: Atom<Value>,
  name: Name,
  toPayload: (value: Value) => ShopEvents[Name],
): () => void {
  let previous = store.get(source);
  emit(name, toPayload(previous));
  return store.sub(source, () => {
    const value = store.get(source);
    if (Object.is(value, previous)) return;
    previous = value;
    emit(name, toPayload(value));
  });
}
