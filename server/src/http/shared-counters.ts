import type { Redis } from 'ioredis';

/**
 * Counters of events in a fixed window (sign-ins per account, say). In memory they hold for one
 * process; with REDIS_URL every instance counts in the same place, so two instances do not allow
 * twice as much.
 */
export interface Counters {
  /** Counts one more event for `key` and answers how many there were in its current window. */
  hit(key: string, windowMs: number): Promise<number>;
}

/** Per process, with at most `maxKeys` keys (the oldest is forgotten first). */
export function memoryCounters(maxKeys = 50_000): Counters {
  const counts = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let entry = counts.get(key);
      if (!entry || entry.resetAt <= now) {
        counts.delete(key);
        entry = { count: 0, resetAt: now + windowMs };
      }
      entry.count += 1;
      counts.set(key, entry);
      if (counts.size > maxKeys) counts.delete(counts.keys().next().value as string);
      return entry.count;
    },
  };
}

// One round trip, atomic: the window starts with the first event and is never stretched by later ones.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count
`;

/** Shared by every instance on one Redis. */
export function redisCounters(redis: Redis, prefix = 'shop:count:'): Counters {
  return {
    async hit(key, windowMs) {
      const count = await redis.eval(HIT, 1, `${prefix}${key}`, String(windowMs));
      return Number(count);
    },
  };
}
