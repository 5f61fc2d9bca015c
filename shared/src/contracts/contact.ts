import { z } from 'zod';
import { textOrEmpty } from './common';
import { MESSAGES } from './messages';

/** Body of AccountAction/contact. */
export const contactPayloadSchema = z
  .object({
    nome: textOrEmpty(60),
    cognome: textOrEmpty(60),
    email: z
      .string({ error: MESSAGES.emailRequired })
      .trim()
      .min(1, MESSAGES.emailRequired)
      .min(5, MESSAGES.emailMin)
      .max(254)
      .pipe(z.email(MESSAGES.emailInvalid)),
    telefono: textOrEmpty(30),
    messaggio: textOrEmpty(4000),
    privacy: z.literal(true, { error: MESSAGES.privacyContact }),
    'g-recaptcha-response': z.string().max(4000).nullish(),
  })
  .strict();
export type ContactPayload = z.infer<typeof contactPayloadSchema>;
export type ContactInput = z.input<typeof contactPayloadSchema>;
