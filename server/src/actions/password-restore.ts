import { findCustomerByEmail } from '../repositories/sessions';
import { setPasswordHash } from '../repositories/customer-account';
import { consumeResetCode, endCustomerSessions, issueResetCode, CODE_MINUTES } from '../repositories/password-reset';
import { hashPassword } from '../services/passwords';
import type { ActionContext, ActionHandler } from './context';
import { serverText } from '../http/messages';

/** Queues the code's mail; it is delivered (retried while the mail server is down) within the code's validity. */
async function mailCode({ outbox, language }: ActionContext, to: string, code: string) {
  const text =
    language === 'eng'
      ? `Your Atelier Lanterna password recovery code is ${code}.\nIt is valid for ${CODE_MINUTES} minutes. If you did not ask for it, ignore this message.`
      : `Il tuo codice per recuperare la password di Atelier Lanterna è ${code}.\nÈ valido per ${CODE_MINUTES} minuti. Se non l'hai chiesto tu, ignora questo messaggio.`;
  const subject = language === 'eng' ? 'Your password recovery code' : 'Il tuo codice di recupero password';
  await outbox.send({ kind: 'recovery-code', to, subject, text, expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000) });
}

/**
 * Step 1 e-mails a one-time code and answers the same whether or not the email is registered.
 * Step 2 sets the new password when the code is right, then ends the customer's open sessions.
 */
export const passwordRestore: ActionHandler<'passwordRestore'> = async (payload, context) => {
  const customer = await findCustomerByEmail(context.db, payload.email);
  if (payload.step === 1) {
    if (customer) await mailCode(context, payload.email.trim().toLowerCase(), await issueResetCode(context.db, customer.id));
    return { error: false, message: serverText(context.language, 'codeSent') };
  }
  if (!customer || !(await consumeResetCode(context.db, customer.id, payload.confirmationCode))) {
    return { error: true, message: serverText(context.language, 'codeRefused') };
  }
  await setPasswordHash(context.db, customer.id, await hashPassword(payload.password));
  await endCustomerSessions(context.db, customer.id);
  return { error: false, message: serverText(context.language, 'passwordChanged') };
};
