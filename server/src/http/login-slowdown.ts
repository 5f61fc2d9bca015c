import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodyEmail } from './rate-limits';

/** Sign-ins per account from anywhere before each further one is slowed, and the window they count in. */
export const SLOWDOWN_AFTER = 10;
const WINDOW_MS = 15 * 60_000;
/** The first extra wait and the longest; each sign-in beyond the allowance doubles the wait. */
const FIRST_DELAY_MS = 250;
export const MAX_DELAY_MS = 8_000;
/** Accounts followed at once; the oldest is forgotten first. */
const MAX_ACCOUNTS = 50_000;

/** The wait before answering the `attempt`-th sign-in of an account within the window. */
export function slowdownMs(attempt: number, allowance = SLOWDOWN_AFTER): number {
  if (attempt <= allowance) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(attempt - allowance - 1, 16));
}

/**
 * Sign-ins of one account spread over many addresses are slowed, never refused: each one beyond
 * the allowance waits longer (up to MAX_DELAY_MS), so guessing from many places gets slow while
 * the owner still signs in. Per address and account the hard limit stays (limitHook).
 */
export function loginSlowdown(factor: number) {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const allowance = Math.max(1, Math.round(SLOWDOWN_AFTER * factor));
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const email = bodyEmail(request.body);
    if (email === null) return;
    const now = Date.now();
    let entry = counts.get(email);
    if (!entry || entry.resetAt <= now) {
      counts.delete(email);
      entry = { count: 0, resetAt: now + WINDOW_MS };
    }
    entry.count += 1;
    counts.set(email, entry);
    if (counts.size > MAX_ACCOUNTS) counts.delete(counts.keys().next().value as string);
    const wait = slowdownMs(entry.count, allowance);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };
}
