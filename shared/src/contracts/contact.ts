import { z } from 'zod';
import { textOrEmpty } from './common';
import { MESSAGE_KEY } from './messages';

/** Body of AccountAction/contact. */
export const contactPayloadSchema = z
  .object({
    nome: textOrEmpty(60),
    cognome: textOrEmpty(60),
    email: z
      .string({ error: MESSAGE_KEY.emailRequired })
      .trim()
      .min(1, MESSAGE_KEY.emailRequired)
      .min(5, MESSAGE_KEY.emailMin)
      .max(254)
      .pipe(z.email(MESSAGE_KEY.emailInvalid)),
    telefono: textOrEmpty(30),
    messaggio: textOrEmpty(4000),
    privacy: z.literal(true, { error: MESSAGE_KEY.privacyContact }),
    'g-recaptcha-response': z.string().max(4000).nullish(),
  })
  .strict();
export type ContactPayload = z.infer<typeof contactPayloadSchema>;
export type ContactInput = z.input<typeof contactPayloadSchema>;
