import { viesCheckReplySchema, type ViesCheckRequest } from '@shop/shared/contracts';

import type { ViesClient, ViesVerdict } from '../../core/vies-client';

export type { ViesClient, ViesVerdict };

interface Logger {
  warn(object: object, message: string): void;
}

export interface ViesOptions {
  url: string;
  timeoutMs: number;
  log: Logger;
  /** How long an answer is reused: the cart asks again at every change, VIES need not hear it each time. */
  answerMs?: number;
  /** How long a failure is reused: while VIES is down a quote must not wait out the timeout every time. */
  failureMs?: number;
  /** At most this many numbers remembered (the quote is public: anyone may send numbers). */
  maxEntries?: number;
  now?: () => number;
}

const ANSWER_MS = 10 * 60_000;
const FAILURE_MS = 60_000;
const MAX_ENTRIES = 5_000;

/** The VAT prefix VIES names a state by: ISO GR is EL. */
const viesCountry = (country: string): string => (country === 'GR' ? 'EL' : country);

/** Why an answer says nothing of the number itself, or null when it does. */
function unusable(reply: { valid: boolean; userError?: string | undefined }): string | null {
  if (reply.valid) return null;
  return reply.userError === undefined || reply.userError === 'INVALID' ? null : reply.userError;
}

/**
 * A VIES REST client: POST {url}/check-vat-number, at most `timeoutMs` per answer, answers kept
 * for ten minutes and failures for one, one request at a time per number. A failure is logged and
 * answered 'unavailable': the caller falls back to format and check digits.
 */
export function createViesClient(options: ViesOptions): ViesClient {
  const { url, timeoutMs, log, answerMs = ANSWER_MS, failureMs = FAILURE_MS, maxEntries = MAX_ENTRIES, now = Date.now } = options;
  const remembered = new Map<string, { verdict: Promise<ViesVerdict>; until: number }>();

  async function ask(request: ViesCheckRequest): Promise<ViesVerdict> {
    try {
      const response = await fetch(`${url}/check-vat-number`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const parsed = viesCheckReplySchema.safeParse(await response.json());
      if (!parsed.success) throw new Error('answer without a valid field');
      const why = unusable(parsed.data);
      if (why) throw new Error(why);
      return parsed.data.valid ? 'valid' : 'invalid';
    } catch (error) {
      log.warn(
        { vatNumber: `${request.countryCode}${request.vatNumber}`, reason: error instanceof Error ? error.message : String(error) },
        'VIES not available: the VAT number is checked by format and check digits only',
      );
      return 'unavailable';
    }
  }

  return {
    check(vatNumber) {
      const request = { countryCode: viesCountry(vatNumber.country), vatNumber: vatNumber.number };
      const key = `${request.countryCode}${request.vatNumber}`;
      const known = remembered.get(key);
      if (known && known.until > now()) return known.verdict;
      remembered.delete(key);
      // Oldest first out: a Map iterates in insertion order.
      while (remembered.size >= maxEntries) remembered.delete(remembered.keys().next().value as string);
      const entry = { verdict: ask(request), until: Number.POSITIVE_INFINITY };
      remembered.set(key, entry);
      void entry.verdict.then((verdict) => {
        entry.until = now() + (verdict === 'unavailable' ? failureMs : answerMs);
      });
      return entry.verdict;
    },
  };
}
