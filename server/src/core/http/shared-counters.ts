import type { Redis } from 'ioredis';

/**
 * How attempts on one key (sign-ins of one account, say) are let through: `allowance` in a window
 * of `windowMs` go ahead freely. Each one beyond goes ahead too but locks the key, for `firstLockMs`
 * doubling with every further one up to `maxLockMs`; while the lock holds, attempts are refused
 * and not counted. Each attempt beyond the allowance starts the window again, so steady guessing
 * stays at one attempt per longest lock.
 */
export interface AttemptRule {
  allowance: number;
  windowMs: number;
  firstLockMs: number;
  maxLockMs: number;
}

/** Let through, or refused until the lock ends in `retryAfterMs`. */
export type AttemptOutcome = { allowed: true } | { allowed: false; retryAfterMs: number };

/** The lock set by the attempt that makes `count` attempts in the window. */
export function lockMs(count: number, rule: AttemptRule): number {
  const over = count - rule.allowance;
  if (over <= 0) return 0;
  return Math.min(rule.maxLockMs, rule.firstLockMs * 2 ** Math.min(over - 1, 30));
}

/**
 * Attempt counters. In memory they hold for one process; with REDIS_URL every instance counts in
 * the same place, so two instances do not allow twice as much, and a burst sent to many of them at
 * once is counted one attempt at a time.
 */
export interface Counters {
  /** Counts one attempt for `key` unless a lock holds, and says whether it may go ahead. */
  attempt(key: string, rule: AttemptRule): Promise<AttemptOutcome>;
  /** Takes one counted attempt back (a sign-in that succeeded is no guess); a lock stays. */
  giveBack(key: string): Promise<void>;
}

interface Entry {
  count: number;
  resetAt: number;
  lockedUntil: number;
}

/** Per process, with at most `maxKeys` keys (the oldest is forgotten first). */
export function memoryCounters(maxKeys = 50_000): Counters {
  const entries = new Map<string, Entry>();
  return {
    async attempt(key, rule) {
      const at = Date.now();
      let entry = entries.get(key);
      if (entry && entry.lockedUntil > at) return { allowed: false, retryAfterMs: entry.lockedUntil - at };
      if (!entry || entry.resetAt <= at) entry = { count: 0, resetAt: at + rule.windowMs, lockedUntil: 0 };
      entry.count += 1;
      const lock = lockMs(entry.count, rule);
      if (lock > 0) {
        entry.lockedUntil = at + lock;
        entry.resetAt = at + rule.windowMs;
      }
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxKeys) entries.delete(entries.keys().next().value as string);
      return { allowed: true };
    },
    async giveBack(key) {
      const entry = entries.get(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
  };
}

// One round trip, atomic, so attempts sent at once to any instance are counted one after the other.
// KEYS: the count, the lock. ARGV: windowMs, allowance, firstLockMs, maxLockMs. Answers 0 to let the
// attempt through, else the lock's remaining milliseconds.
const ATTEMPT = `
local locked = redis.call('PTTL', KEYS[2])
if locked > 0 then return locked end
local count = redis.call('INCR', KEYS[1])
local over = count - tonumber(ARGV[2])
if over > 0 then
  local lock = math.min(tonumber(ARGV[4]), tonumber(ARGV[3]) * 2 ^ math.min(over - 1, 30))
  redis.call('SET', KEYS[2], '1', 'PX', math.floor(lock))
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
elseif count == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return 0
`;

const GIVE_BACK = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

/**
 * Shared by every instance on one Redis. Counts and locks live under prefixes of their own, so no
 * key a caller sends can name another key's lock.
 */
export function redisCounters(redis: Redis, prefix = 'shop:'): Counters {
  const keys = (key: string) => [`${prefix}count:${key}`, `${prefix}lock:${key}`];
  return {
    async attempt(key, rule) {
      const args = [rule.windowMs, rule.allowance, rule.firstLockMs, rule.maxLockMs].map(String);
      const locked = Number(await redis.eval(ATTEMPT, 2, ...keys(key), ...args));
      return locked > 0 ? { allowed: false, retryAfterMs: locked } : { allowed: true };
    },
    async giveBack(key) {
      await redis.eval(GIVE_BACK, 1, keys(key)[0]!);
    },
  };
}
