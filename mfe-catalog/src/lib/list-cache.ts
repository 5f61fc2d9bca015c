import { apiRead, countryAtom, shopStore, takeFirstRead, useRequest, type ReadReply, type ReadRequest } from '@shop/shared';
import { useAtomValue } from 'jotai';

/** SPEC section 9: a list is fresh for 60 s and kept 5 minutes, per query and country code. */
export const FRESH_MS = 60_000;
export const KEEP_MS = 5 * 60_000;

interface Entry {
  reply: ReadReply<unknown>;
  at: number;
}

const entries = new Map<string, Entry>();

/** Forgets every kept list (tests; a language switch is part of the key anyway). */
export function clearListCache(): void {
  entries.clear();
}

function prune(now: number): void {
  for (const [key, entry] of entries) if (now - entry.at > KEEP_MS) entries.delete(key);
}

/**
 * One list page through the cache: a fresh entry answers at once; a kept but stale one answers
 * at once too and is refreshed in the background for the next visit; otherwise the server is asked.
 */
export async function cachedRead<T>(request: ReadRequest, country: string, signal: AbortSignal, now = Date.now()): Promise<ReadReply<T>> {
  prune(now);
  const key = `${country}|${JSON.stringify(request)}`;
  const entry = entries.get(key);
  if (entry && now - entry.at <= FRESH_MS) return entry.reply as ReadReply<T>;
  const load = apiRead<T>(request).then((reply) => {
    entries.set(key, { reply, at: Date.now() });
    return reply;
  });
  if (entry) {
    load.catch(() => undefined);
    return entry.reply as ReadReply<T>;
  }
  if (signal.aborted) throw new DOMException('aborted', 'AbortError');
  return load;
}

/** The list that came with the page, kept like a fresh answer; undefined when there is none. */
function firstList<T>(request: ReadRequest | null, country: string, now = Date.now()): ReadReply<T> | undefined {
  const reply = request ? takeFirstRead<T>(request) : null;
  if (!request || !reply) return undefined;
  entries.set(`${country}|${JSON.stringify(request)}`, { reply, at: now });
  return reply;
}

/** A fresh kept answer, at once: going back to a list draws it on the first render, in place. */
function freshList<T>(request: ReadRequest | null, country: string, now = Date.now()): ReadReply<T> | undefined {
  const entry = request ? entries.get(`${country}|${JSON.stringify(request)}`) : undefined;
  return entry && now - entry.at <= FRESH_MS ? (entry.reply as ReadReply<T>) : undefined;
}

/**
 * A cached list page as a hook (reloads when the request, language or country changes); the list
 * that came with the page, or a fresh kept one, is on the first render.
 */
export function useCachedList<T>(request: ReadRequest | null) {
  const country = useAtomValue(countryAtom, { store: shopStore });
  const key = request ? JSON.stringify(request) : 'none';
  return useRequest<ReadReply<T> | null>(
    key,
    (signal) => (request ? cachedRead<T>(request, country, signal) : Promise.resolve(null)),
    () => firstList<T>(request, country) ?? freshList<T>(request, country),
  );
}
