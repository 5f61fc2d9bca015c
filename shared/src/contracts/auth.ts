import { z } from 'zod';
import { userSchema } from './account';
import { cartSchema } from './cart';
import { emailSchema, languageCodeSchema, passwordSchema } from './common';
import { MESSAGES } from './messages';

const botCheck = { 'g-recaptcha-response': z.string().max(4000).nullish() };

/** Body of AccountAction/login. */
export const loginPayloadSchema = z
  .object({
    email: z.string({ error: MESSAGES.emailRequired }).trim().min(1, MESSAGES.emailRequired).min(5, MESSAGES.emailMin).max(254),
    password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(128),
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
      confirmationCode: z.string({ error: MESSAGES.codeRequired }).trim().min(1, MESSAGES.codeRequired).max(32),
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
    privacy: z.literal(true, { error: MESSAGES.privacyNewsletter }).optional(),
    languageCode: languageCodeSchema.optional(),
    ...botCheck,
  })
  .strict();
export type NewsletterPayload = z.infer<typeof newsletterPayloadSchema>;

/** Body of AccountAction/emailValidation (asynchronous check during registration). */
export const emailValidationPayloadSchema = z.object({ email: emailSchema }).strict();
