import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../core/http/errors';
import { says } from '../core/http/messages';
import { bodyEmail } from '../core/http/rate-limits';
import type { AttemptRule, Counters } from '../core/http/shared-counters';

/** Failed sign-ins per account, from anywhere, before the account is locked for a while. */
export const SIGN_IN_ALLOWANCE = 10;

/**
 * Beyond the allowance each further attempt locks the account, 2 s doubling up to 5 minutes: a guess
 * sent from many addresses at once is refused, not queued, and the owner who knows the password
 * waits at most the current lock.
 */
export const SIGN_IN_RULE: Omit<AttemptRule, 'allowance'> = { windowMs: 15 * 60_000, firstLockMs: 2_000, maxLockMs: 5 * 60_000 };

export interface LoginThrottle {
  /** preHandler: counts the attempt on the body's account, or refuses it with 429 and Retry-After while the account is locked. */
  check: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Gives the attempt back once the password was right, so only failed sign-ins count. */
  succeeded: (request: FastifyRequest) => Promise<void>;
}

/**
 * Sign-ins per account from any address, counted in the shared counters (Redis when configured):
 * beyond the allowance the account is locked for a short, growing time and attempts meanwhile are
 * answered 429 at once. Per address and account the hard limit stays (limitHook). If the counters
 * do not answer, the attempt goes ahead (and is logged) rather than no one signing in.
 */
export function loginThrottle(factor: number, counters: Counters, name = 'login'): LoginThrottle {
  const rule: AttemptRule = { ...SIGN_IN_RULE, allowance: Math.max(1, Math.round(SIGN_IN_ALLOWANCE * factor)) };
  // The key each counted request was counted under, for giving it back.
  const counted = new WeakMap<FastifyRequest, string>();
  return {
    async check(request, reply) {
      const email = bodyEmail(request.body);
      if (email === null) return;
      const key = `${name}:${email}`;
      let outcome;
      try {
        outcome = await counters.attempt(key, rule);
      } catch (error) {
        request.log.warn({ err: error }, 'sign-in counter unavailable: this attempt is not counted');
        return;
      }
      if (outcome.allowed) {
        counted.set(request, key);
        return;
      }
      reply.header('retry-after', String(Math.max(1, Math.ceil(outcome.retryAfterMs / 1000))));
      throw new HttpError(429, says('tooMany'));
    },
    async succeeded(request) {
      const key = counted.get(request);
      if (key === undefined) return;
      counted.delete(request);
      await counters.giveBack(key).catch((error: unknown) => request.log.warn({ err: error }, 'sign-in counter unavailable'));
    },
  };
}
