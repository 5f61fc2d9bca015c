import { z } from 'zod';
import { userSchema } from './account';
import { cartSchema } from './cart';
import { emailSchema, languageCodeSchema, passwordSchema } from './common';
import { MESSAGE_KEY } from './messages';

const botCheck = { 'g-recaptcha-response': z.string().max(4000).nullish() };

/** Body of AccountAction/login. */
export const loginPayloadSchema = z
  .object({
    email: z.string({ error: MESSAGE_KEY.emailRequired }).trim().min(1, MESSAGE_KEY.emailRequired).min(5, MESSAGE_KEY.emailMin).max(254),
    password: z.string({ error: MESSAGE_KEY.passwordRequired }).min(1, MESSAGE_KEY.passwordRequired).max(128),
    ...botCheck,
  })
  .strict();
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

export const loginReplySchema = z.object({
  error: z.boolean(),
  message: z.string().optional(),
  xtstoredsession: z.string().optional(),
  xtcountrycode: z.string().optional(),
});
export type LoginReply = z.infer<typeof loginReplySchema>;

/** Body of AccountAction/passwordRestore: step 1 asks for a code, step 2 sets the new password. */
export const passwordRestorePayloadSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal(1), email: emailSchema }).strict(),
  z
    .object({
      step: z.literal(2),
      email: emailSchema,
      confirmationCode: z.string({ error: MESSAGE_KEY.codeRequired }).trim().min(1, MESSAGE_KEY.codeRequired).max(32),
      password: passwordSchema,
    })
    .strict(),
]);
export type PasswordRestorePayload = z.infer<typeof passwordRestorePayloadSchema>;

/** Body of AccountAction/storedSession. */
export const storedSessionPayloadSchema = z.object({ xtstoredsession: z.string().min(16).max(128) }).strict();

/** What a valid stored session gives back (SPEC 'Session payload'). */
export const sessionPayloadSchema = z.object({
  error: z.boolean(),
  message: z.string().optional(),
  user: userSchema.nullable(),
  favorites: z.array(z.string()),
  xtcountrycode: z.string().optional(),
  /** The customer's saved cart (null when none is stored). */
  cart: cartSchema.nullish(),
});
export type SessionPayload = z.infer<typeof sessionPayloadSchema>;

/** Body of AccountAction/subscribeNewsletter; privacy, when sent, must be true. */
export const newsletterPayloadSchema = z
  .object({
    email: emailSchema,
    privacy: z.literal(true, { error: MESSAGE_KEY.privacyNewsletter }).optional(),
    languageCode: languageCodeSchema.optional(),
    ...botCheck,
  })
  .strict();
export type NewsletterPayload = z.infer<typeof newsletterPayloadSchema>;

/** The newsletter box's fields: in the box the privacy consent must be ticked (SPEC 5 'Newsletter'). */
export const newsletterFormSchema = z.object({ email: emailSchema, privacy: z.literal(true, { error: MESSAGE_KEY.privacyNewsletter }) });

/** Body of AccountAction/emailValidation (asynchronous check during registration). */
export const emailValidationPayloadSchema = z.object({ email: emailSchema }).strict();
