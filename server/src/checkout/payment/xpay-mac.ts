import { createHash, timingSafeEqual } from 'node:crypto';

const sha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');

/** MAC of the payment request: sha1 of codTrans, divisa and importo with the secret key appended. */
export function requestMac(fields: { codTrans: string; divisa: string; importo: number | string }, secretKey: string): string {
  return sha1(`codTrans=${fields.codTrans}divisa=${fields.divisa}importo=${fields.importo}${secretKey}`);
}

export interface ResultMacFields {
  codTrans: string;
  esito: string;
  importo: number | string;
  divisa: string;
  data: string;
  orario: string;
  codAut: string;
}

/** MAC of the gateway's result (return page and notification). */
export function resultMac(fields: ResultMacFields, secretKey: string): string {
  return sha1(
    `codTrans=${fields.codTrans}esito=${fields.esito}importo=${fields.importo}divisa=${fields.divisa}` +
      `data=${fields.data}orario=${fields.orario}codAut=${fields.codAut}${secretKey}`,
  );
}

/** Constant-time, case-insensitive comparison of two hex MACs. */
export function sameMac(expected: string, received: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
