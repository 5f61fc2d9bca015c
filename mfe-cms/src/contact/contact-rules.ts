import { contactPayloadSchema, MESSAGES } from '@shop/shared';

export type ContactField = 'nome' | 'cognome' | 'email' | 'telefono' | 'messaggio' | 'privacy';
/** What the form holds: every text field as a string, and the consent. */
export type ContactValues = Record<Exclude<ContactField, 'privacy'>, string> & { privacy: boolean };

export const emptyContact: ContactValues = { nome: '', cognome: '', email: '', telefono: '', messaggio: '', privacy: false };

/** The contract's Italian texts as message ids, so the form speaks the interface language. */
const messageIds: Record<string, string> = {
  [MESSAGES.emailRequired]: 'cms.contact.error.emailRequired',
  [MESSAGES.emailMin]: 'cms.contact.error.emailMin',
  [MESSAGES.emailInvalid]: 'cms.contact.error.emailInvalid',
  [MESSAGES.privacyContact]: 'cms.contact.error.privacy',
};

/** Field errors by the shared contact contract (the server checks the same rules): message ids. */
export function contactErrors(values: ContactValues): Partial<Record<ContactField, string>> {
  const parsed = contactPayloadSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= messageIds[issue.message] ?? 'cms.contact.error.tooLong';
  }
  return errors;
}
