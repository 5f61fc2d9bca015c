import { createHash, randomBytes } from 'node:crypto';
import type { RefundGateway } from '@shop/shared/contracts';
import type { AppConfig } from '../../core/config';
import { sameMac } from './xpay-mac';

const sha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');

export interface RefundRequest {
  codTrans: string;
  /** Euro cents. */
  importo: number;
}

export interface RefundAnswer {
  ok: boolean;
  /** The gateway's operation id (idOperazione), or the stand-in's own. */
  operationId: string;
  message: string;
}

/** Gives a payment's money back: the real XPay back-office call, or the stand-in's record of it. */
export interface RefundClient {
  gateway: RefundGateway;
  refund(request: RefundRequest): Promise<RefundAnswer>;
}

/** EUR in the back-office API's numeric form. */
const EURO = '978';

/** MAC of the XPay refund request (api/bo/storna): the fields in this order, the secret key last. */
export function refundRequestMac(
  fields: { apiKey: string; codiceTransazione: string; importo: string; timeStamp: string },
  secretKey: string,
) {
  return sha1(
    `apiKey=${fields.apiKey}codiceTransazione=${fields.codiceTransazione}divisa=${EURO}importo=${fields.importo}timeStamp=${fields.timeStamp}${secretKey}`,
  );
}

/** MAC of its answer: esito, idOperazione and timeStamp with the secret key. */
export function refundAnswerMac(fields: { esito: string; idOperazione: string; timeStamp: string }, secretKey: string) {
  return sha1(`esito=${fields.esito}idOperazione=${fields.idOperazione}timeStamp=${fields.timeStamp}${secretKey}`);
}

/** The back-office API lives on the same host as the payment page: .../ecomm/api/bo/storna. */
export const refundUrl = (gatewayUrl: string) => new URL('/ecomm/api/bo/storna', gatewayUrl).toString();

type Fetch = typeof fetch;

/** The XPay refund ("storno/rimborso") call, JSON over HTTPS, its answer's MAC checked. */
export function xpayRefundClient(payment: AppConfig['payment'], send: Fetch = fetch): RefundClient {
  return {
    gateway: 'xpay',
    async refund({ codTrans, importo }) {
      const fields = { apiKey: payment.alias, codiceTransazione: codTrans, importo: String(importo), timeStamp: String(Date.now()) };
      try {
        const response = await send(refundUrl(payment.gatewayUrl ?? ''), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...fields, divisa: EURO, mac: refundRequestMac(fields, payment.secretKey) }),
          signal: AbortSignal.timeout(20_000),
        });
        const answer = (await response.json()) as {
          esito?: string;
          idOperazione?: string;
          timeStamp?: unknown;
          mac?: string;
          errore?: { messaggio?: string };
        };
        const esito = String(answer.esito ?? '');
        const idOperazione = String(answer.idOperazione ?? '');
        const expected = refundAnswerMac({ esito, idOperazione, timeStamp: String(answer.timeStamp ?? '') }, payment.secretKey);
        if (!sameMac(expected, String(answer.mac ?? '')))
          return { ok: false, operationId: idOperazione, message: 'MAC della risposta non valido' };
        return {
          ok: esito === 'OK',
          operationId: idOperazione,
          message: esito === 'OK' ? 'OK' : String(answer.errore?.messaggio ?? esito),
        };
      } catch (error) {
        return { ok: false, operationId: '', message: error instanceof Error ? error.message : 'gateway non raggiungibile' };
      }
    },
  };
}

/** The stand-in took no money, so it gives none back: it only records that a refund was asked for. */
export const standInRefundClient: RefundClient = {
  gateway: 'stand-in',
  async refund() {
    return { ok: true, operationId: `STANDIN-${randomBytes(6).toString('hex').toUpperCase()}`, message: 'rimborso del gateway di prova' };
  },
};

/** The refund client the configuration calls for: real credentials mean the real gateway. */
export const refundClientFor = (payment: AppConfig['payment']): RefundClient =>
  payment.gatewayUrl === null ? standInRefundClient : xpayRefundClient(payment);
