import { createHash, randomBytes } from 'node:crypto';
import type { LanguageCode, PaymentPayload } from '@shop/shared/contracts';
import type { AppConfig } from '../../core/config';
import { requestMac } from './xpay-mac';

/** Paths under the legacy application path of the payment endpoints. */
export const PAYMENT_PATHS = {
  standIn: 'CartAction/gateway',
  standInSubmit: 'CartAction/gateway/submit',
  result: 'CartAction/result',
  back: 'CartAction/back',
  notify: 'CartAction/notify',
  ok: 'CartAction/ok',
  ko: 'CartAction/ko',
} as const;

/** An order number a person can read out: date plus six random characters. */
export function newOrderId(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `LA${day}${randomBytes(4).readUInt32BE().toString(36).toUpperCase().padStart(6, '0').slice(-6)}`;
}

/** A new order's payment return token (32 random bytes) and the hash the database keeps of it. */
export function newReturnToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashReturnToken(token) };
}

/** Only the hash is stored: a copy of the database cannot read or retry anybody's order. */
export const hashReturnToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const TOKEN_PARAM = 't';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The return token a request's query (or an address) carries, when it is well formed. */
export function returnTokenOf(query: Record<string, unknown> | string): string | null {
  let value: unknown;
  if (typeof query === 'string') {
    const at = query.indexOf('?');
    value = at < 0 ? null : new URLSearchParams(query.slice(at + 1)).get(TOKEN_PARAM);
  } else value = query[TOKEN_PARAM];
  return typeof value === 'string' && TOKEN_PATTERN.test(value) ? value : null;
}

/** A return page's address: the token first, so the gateway's own fields follow it. */
export const withReturnToken = (url: string, token: string | null): string =>
  token ? `${url}${url.includes('?') ? '&' : '?'}${TOKEN_PARAM}=${token}` : url;

/** The signed request of the hosted payment page for one attempt; its return addresses carry the order's token. */
export function paymentPayload(
  config: AppConfig,
  origin: string,
  attempt: { codTrans: string; importo: number; language: LanguageCode; token: string },
): PaymentPayload {
  const base = `${origin}${config.apiBase}`;
  const fields = { codTrans: attempt.codTrans, divisa: 'EUR' as const, importo: attempt.importo };
  return {
    action: config.payment.gatewayUrl ?? `${base}/${PAYMENT_PATHS.standIn}`,
    alias: config.payment.alias,
    ...fields,
    mac: requestMac(fields, config.payment.secretKey),
    url: withReturnToken(`${base}/${PAYMENT_PATHS.result}`, attempt.token),
    url_back: withReturnToken(`${base}/${PAYMENT_PATHS.back}`, attempt.token),
    urlpost: `${base}/${PAYMENT_PATHS.notify}`,
    languageId: attempt.language === 'eng' ? 'ENG' : 'ITA',
  };
}
