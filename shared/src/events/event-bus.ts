type Listener<Payload> = (payload: Payload) => void;
type AnyListener = (payload: unknown) => void;

export interface EventBus<Events extends object> {
  emit<Name extends keyof Events>(name: Name, payload: Events[Name]): void;
  /** Subscribes; a replayed event calls the listener at once with its last value. Returns the unsubscribe. */
  on<Name extends keyof Events>(name: Name, listener: Listener<Events[Name]>): () => void;
  last<Name extends keyof Events>(name: Name): Events[Name] | undefined;
  /** Forgets every listener and every remembered value. */
  clear(): void;
}

/**
 * A typed publish/subscribe bus. Events named in `replayed` describe state (the session, the cart):
 * the bus remembers their last payload so a remote that loads later still learns the current value.
 */
export function createEventBus<Events extends object>(replayed: readonly (keyof Events)[]): EventBus<Events> {
  const listeners = new Map<keyof Events, Set<AnyListener>>();
  const lastValues = new Map<keyof Events, unknown>();
  const replays = new Set<keyof Events>(replayed);

  const call = (listener: AnyListener, payload: unknown, name: keyof Events) => {
    try {
      listener(payload);
    } catch (error) {
      // One faulty listener (say, in a remote) must not stop the others from hearing the event.
      console.error(`listener of "${String(name)}" failed`, error);
    }
  };

  return {
    emit(name, payload) {
      if (replays.has(name)) lastValues.set(name, payload);
      const current = listeners.get(name);
      if (!current) return;
      for (const listener of [...current]) call(listener, payload, name);
    },
    on(name, listener) {
      const entry = listener as AnyListener;
      let set = listeners.get(name);
      if (!set) {
        set = new Set();
        listeners.set(name, set);
      }
      set.add(entry);
      if (lastValues.has(name)) call(entry, lastValues.get(name), name);
      return () => {
        listeners.get(name)?.delete(entry);
      };
    },
    last(name) {
      return lastValues.get(name) as Events[typeof name] | undefined;
    },
    clear() {
      listeners.clear();
      lastValues.clear();
    },
  };
}
