import { z } from 'zod';
import { codeSchema, emailSchema, languageCodeSchema } from './common';
import { paymentTokenSchema } from './payment-return';

/** The e-mail field of 'Avvisami quando torna disponibile': the shop's one rule set for an address. */
export const restockNoticeFormSchema = z.object({ email: emailSchema });
export type RestockNoticeForm = z.input<typeof restockNoticeFormSchema>;

/** Body of AccountAction/restockNotice: mail me once when this colour and size is back in stock. */
export const restockNoticePayloadSchema = z
  .object({
    codArticolo: codeSchema,
    codColore: codeSchema,
    progSiglaTaglia: z.number().int().min(0).max(99),
    email: emailSchema,
    languageCode: languageCodeSchema.optional(),
    'g-recaptcha-response': z.string().max(4000).nullish(),
  })
  .strict();
export type RestockNoticePayload = z.infer<typeof restockNoticePayloadSchema>;

/** Body of AccountAction/stopRestockNotice: the token of the link in the notice's mail. */
export const stopRestockNoticePayloadSchema = z.object({ token: paymentTokenSchema }).strict();
