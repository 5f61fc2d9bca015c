import { z } from 'zod';

/** Request of the card gateway's hosted payment page, built and signed by the server. */
export const paymentPayloadSchema = z.object({
  /** Gateway URL the browser form posts to. */
  action: z.string(),
  alias: z.string(),
  /** Amount in euro cents. */
  importo: z.number().int().min(0).max(99_999_999),
  codTrans: z.string().min(2).max(30),
  divisa: z.literal('EUR'),
  mac: z.string(),
  url: z.string().max(500),
  url_back: z.string().max(200),
  urlpost: z.string().max(500),
  languageId: z.enum(['ITA', 'ENG']).optional(),
});
export type PaymentPayload = z.infer<typeof paymentPayloadSchema>;

export const paymentOutcomes = ['OK', 'KO', 'ANNULLO', 'ERRORE', 'PEN'] as const;
export const paymentOutcomeSchema = z.enum(paymentOutcomes);
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;

/** Fields of the gateway result (return page and server-to-server notification). */
export const paymentResultSchema = z.object({
  codTrans: z.string().min(2).max(30),
  esito: paymentOutcomeSchema,
  importo: z.coerce.number().int().min(0),
  divisa: z.string(),
  data: z.string().regex(/^\d{8}$/),
  orario: z.string().regex(/^\d{6}$/),
  codAut: z.string().default(''),
  mac: z.string().regex(/^[0-9a-fA-F]{40}$/),
  alias: z.string().optional(),
  messaggio: z.string().optional(),
  codiceEsito: z.string().optional(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;
