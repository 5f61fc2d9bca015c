import { randomBytes } from 'node:crypto';
import type { PaymentPayload } from '@shop/shared/contracts';
import { resultMac } from './xpay-mac';

/** The gateway's test cards (reference/payment-xpay.md): these approve, these decline. */
const APPROVING = new Set(['4539970000000006', '5255000000000001']);
const DECLINING = new Set(['4539970000000014', '5255000000000019']);

const digits = (pan: string) => pan.replace(/\D/g, '');

export const isStandInCard = (pan: string): boolean => APPROVING.has(digits(pan)) || DECLINING.has(digits(pan));

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The result the stand-in sends to urlpost and to url: the same fields and MAC as the real gateway.
 * A null card means the shopper cancelled (ANNULLO).
 */
export function gatewayResult(payload: PaymentPayload, pan: string | null, secretKey: string, now = new Date()): Record<string, string> {
  const card = pan === null ? '' : digits(pan);
  const esito = pan === null ? 'ANNULLO' : APPROVING.has(card) ? 'OK' : 'KO';
  const data = `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}`;
  const orario = `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  const codAut = esito === 'OK' ? randomBytes(3).toString('hex').toUpperCase() : '';
  const fields = { codTrans: payload.codTrans, esito, importo: String(payload.importo), divisa: payload.divisa, data, orario, codAut };
  return {
    ...fields,
    mac: resultMac(fields, secretKey),
    alias: payload.alias,
    messaggio: esito === 'OK' ? 'Message OK' : esito === 'KO' ? 'Autorizzazione negata' : 'Annullato dall utente',
    codiceEsito: esito === 'OK' ? '0' : esito === 'KO' ? '103' : '',
    pan: card ? `${card.slice(0, 6)}******${card.slice(-4)}` : '',
    brand: card.startsWith('4') ? 'VISA' : card ? 'MasterCard' : '',
    languageId: payload.languageId ?? 'ITA',
    tipoTransazione: 'NO_3DSECURE',
  };
}
