import { findCustomerByEmail } from './data/sessions';
import { setPasswordHash } from './data/customer-account';
import { consumeResetCode, endCustomerSessions, issueResetCode, CODE_MINUTES } from './data/password-reset';
import { hashPassword } from './passwords';
import { afterReply } from '../core/http/after-reply';
import type { ActionContext, ActionHandler } from '../core/http/action-context';
import { serverText } from '../core/http/messages';
import { codeBox, heading, mailDocument, paragraph } from '../core/mail/mail-layout';
import { mailTextIn } from '../core/mail/mail-text';

/** Queues the code's mail; it is delivered (retried while the mail server is down) within the code's validity. */
async function mailCode({ outbox, language }: ActionContext, to: string, code: string) {
  const t = mailTextIn(language);
  const text = [t('code', { code }), t('codeValid', { minutes: CODE_MINUTES })].join('\n');
  const subject = t('codeSubject');
  const html = mailDocument(language, subject, [
    heading(t('codeHeading')),
    paragraph(t('code', { code })),
    codeBox(code),
    paragraph(t('codeValid', { minutes: CODE_MINUTES }), true),
  ]);
  await outbox.send({ kind: 'recovery-code', to, subject, text, html, expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000) });
}

/** A code for a registered address, and its mail; nothing for any other. */
async function sendCodeIfRegistered(context: ActionContext, email: string) {
  const customer = await findCustomerByEmail(context.db, email);
  if (customer) await mailCode(context, email, await issueResetCode(context.db, customer.id));
}

/**
 * Step 1 answers at once, with the same words, whoever asks: the address is looked up, and a code
 * issued and mailed when it is registered, only after the reply has gone, so neither what the reply
 * says nor when it comes tells whether an address has an account (a registered one took 60 ms
 * longer when the code was issued first). Step 2 sets the new password when the code is right, then
 * ends the customer's open sessions.
 */
export const passwordRestore: ActionHandler<'passwordRestore'> = async (payload, context) => {
  if (payload.step === 1) {
    const email = payload.email.trim().toLowerCase();
    afterReply(context.reply, () => sendCodeIfRegistered(context, email), 'password recovery: code not sent');
    return { error: false, message: serverText(context.language, 'codeSent') };
  }
  const customer = await findCustomerByEmail(context.db, payload.email);
  // The code is looked up whether or not the address is registered (id 0 matches nothing): an unknown
  // address costs the same queries as a wrong code, so the reply's time tells nothing either.
  const consumed = await consumeResetCode(context.db, customer?.id ?? 0, payload.confirmationCode);
  if (!customer || !consumed) {
    return { error: true, message: serverText(context.language, 'codeRefused') };
  }
  await setPasswordHash(context.db, customer.id, await hashPassword(payload.password));
  await endCustomerSessions(context.db, customer.id);
  return { error: false, message: serverText(context.language, 'passwordChanged') };
};
