import { z } from 'zod';
import { MESSAGES } from './messages';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v ?? '');

/** Body of AccountAction/contact. */
export const contactPayloadSchema = z
  .object({
    nome: text(60),
    cognome: text(60),
    email: z
      .string({ error: MESSAGES.emailRequired })
      .trim()
      .min(1, MESSAGES.emailRequired)
      .min(5, MESSAGES.emailMin)
      .max(254)
      .pipe(z.email(MESSAGES.emailInvalid)),
    telefono: text(30),
    messaggio: text(4000),
    privacy: z.literal(true, { error: MESSAGES.privacyContact }),
    'g-recaptcha-response': z.string().max(4000).nullish(),
  })
  .strict();
export type ContactPayload = z.infer<typeof contactPayloadSchema>;
export type ContactInput = z.input<typeof contactPayloadSchema>;
