import { randomBytes } from 'node:crypto';
import type { LanguageCode, PaymentPayload } from '@shop/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
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

/** Origin the gateway reaches the shop at: configured, else the one the shopper used. */
export function publicOrigin(config: AppConfig, request: FastifyRequest): string {
  return config.payment.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** An order number a person can read out: date plus six random characters. */
export function newOrderId(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `LA${day}${randomBytes(4).readUInt32BE().toString(36).toUpperCase().padStart(6, '0').slice(-6)}`;
}

/** The signed request of the hosted payment page for one attempt. */
export function paymentPayload(
  config: AppConfig,
  origin: string,
  attempt: { codTrans: string; importo: number; language: LanguageCode },
): PaymentPayload {
  const base = `${origin}${config.apiBase}`;
  const fields = { codTrans: attempt.codTrans, divisa: 'EUR' as const, importo: attempt.importo };
  return {
    action: config.payment.gatewayUrl ?? `${base}/${PAYMENT_PATHS.standIn}`,
    alias: config.payment.alias,
    ...fields,
    mac: requestMac(fields, config.payment.secretKey),
    url: `${base}/${PAYMENT_PATHS.result}`,
    url_back: `${base}/${PAYMENT_PATHS.back}`,
    urlpost: `${base}/${PAYMENT_PATHS.notify}`,
    languageId: attempt.language === 'eng' ? 'ENG' : 'ITA',
  };
}
