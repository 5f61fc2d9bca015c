import { contactPayloadSchema } from './contact';
import { loginPayloadSchema, newsletterPayloadSchema, passwordRestorePayloadSchema } from './auth';
import { MESSAGE_KEY } from './messages';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('account payloads', () => {
  it('login needs email and password', () => {
    expect(loginPayloadSchema.safeParse({ email: 'demo@shop.test', password: 'x' }).success).toBe(true);
    expect(firstMessage(loginPayloadSchema.safeParse({ email: '', password: 'x' }))).toBe(MESSAGE_KEY.emailRequired);
    expect(firstMessage(loginPayloadSchema.safeParse({ email: 'demo@shop.test', password: '' }))).toBe(MESSAGE_KEY.passwordRequired);
  });

  it('password recovery has two steps', () => {
    expect(passwordRestorePayloadSchema.parse({ step: 1, email: 'demo@shop.test' }).step).toBe(1);
    const second = passwordRestorePayloadSchema.safeParse({
      step: 2,
      email: 'demo@shop.test',
      confirmationCode: '',
      password: 'Nuova!2026',
    });
    expect(firstMessage(second)).toBe(MESSAGE_KEY.codeRequired);
  });

  it('contact and newsletter need privacy', () => {
    const contact = { email: 'a@b.it', privacy: false };
    expect(firstMessage(contactPayloadSchema.safeParse(contact))).toBe(MESSAGE_KEY.privacyContact);
    expect(firstMessage(contactPayloadSchema.safeParse({ email: 'a@b', privacy: true }))).toBe(MESSAGE_KEY.emailMin);
    expect(firstMessage(newsletterPayloadSchema.safeParse({ email: 'a@bc.it', privacy: false }))).toBe(MESSAGE_KEY.privacyNewsletter);
  });
});
