import { atom, type SetStateAction, type WritableAtom } from 'jotai';
import type { z } from 'zod';
import { parseStoredText, readStored, writeStored } from './storage';

export type PersistentAtom<T> = WritableAtom<T, [SetStateAction<T>], void>;

/**
 * An atom kept in localStorage under `key`: read once when created (a missing, unreadable or
 * invalid value gives `fallback`), written on every change (null removes the key) and updated when
 * another tab changes the key (the `storage` event, while the atom is mounted).
 */
export function persistentAtom<T>(key: string, schema: z.ZodType<T>, fallback: T): PersistentAtom<T> {
  const valueAtom = atom<T>(readStored(key, schema, fallback));

  const persisted = atom(
    (get) => get(valueAtom),
    (get, set, action: SetStateAction<T>) => {
      const next = typeof action === 'function' ? (action as (previous: T) => T)(get(valueAtom)) : action;
      set(valueAtom, next);
      writeStored(key, next);
    },
  );

  persisted.onMount = (setValue) => {
    if (typeof window === 'undefined') return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key && event.key !== null) return;
      if (event.newValue === null) {
        setValue(fallback);
        return;
      }
      const parsed = schema.safeParse(parseStoredText(event.newValue));
      if (parsed.success) setValue(parsed.data);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };

  return persisted;
}
