import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodyEmail } from './rate-limits';
import type { Counters } from './shared-counters';

/** Sign-ins per account from anywhere before each further one is slowed, and the window they count in. */
export const SLOWDOWN_AFTER = 10;
const WINDOW_MS = 15 * 60_000;
/** The first extra wait and the longest; each sign-in beyond the allowance doubles the wait. */
const FIRST_DELAY_MS = 250;
export const MAX_DELAY_MS = 8_000;

/** The wait before answering the `attempt`-th sign-in of an account within the window. */
export function slowdownMs(attempt: number, allowance = SLOWDOWN_AFTER): number {
  if (attempt <= allowance) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(attempt - allowance - 1, 16));
}

/**
 * Sign-ins of one account spread over many addresses are slowed, never refused: each one beyond
 * the allowance waits longer (up to MAX_DELAY_MS), so guessing from many places gets slow while
 * the owner still signs in. Per address and account the hard limit stays (limitHook). The counts
 * are shared by every instance when they live in Redis; if Redis does not answer, no wait is added.
 */
export function loginSlowdown(factor: number, counters: Counters, name = 'login') {
  const allowance = Math.max(1, Math.round(SLOWDOWN_AFTER * factor));
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const email = bodyEmail(request.body);
    if (email === null) return;
    let attempt: number;
    try {
      attempt = await counters.hit(`${name}:${email}`, WINDOW_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'sign-in counter unavailable: no slowdown for this attempt');
      return;
    }
    const wait = slowdownMs(attempt, allowance);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };
}
