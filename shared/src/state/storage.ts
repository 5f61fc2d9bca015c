import type { z } from 'zod';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return null;
  }
}

/** A stored text as a value: JSON when it parses, otherwise the raw text (older plain strings). */
export function parseStoredText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Reads a key; bad JSON, a value of the wrong shape or no storage give the fallback. */
export function readStored<T>(key: string, schema: z.ZodType<T>, fallback: T): T {
  const text = storage()?.getItem(key);
  if (text == null) return fallback;
  const parsed = schema.safeParse(parseStoredText(text));
  return parsed.success ? parsed.data : fallback;
}

/** Writes a key as JSON; null removes it. A full or missing storage only loses persistence. */
export function writeStored(key: string, value: unknown): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === null || value === undefined) store.removeItem(key);
    else store.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`could not save "${key}"`, error);
  }
}
