import { contactRequests } from '../db/schema';
import type { ActionHandler } from './context';

export const CONTACT_SENT = 'Richiesta inviata con successo';

/**
 * AccountAction/contact: the request is stored, then the shop is told by e-mail (reply-to the
 * sender). A mail that cannot be sent is logged; the stored request is still answered as sent.
 */
export const contact: ActionHandler<'contact'> = async (payload, { db, mailer, config, request }) => {
  const [stored] = await db
    .insert(contactRequests)
    .values({
      nome: payload.nome,
      cognome: payload.cognome,
      email: payload.email.toLowerCase(),
      telefono: payload.telefono,
      messaggio: payload.messaggio,
      privacy: payload.privacy,
    })
    .returning({ id: contactRequests.id });
  const sender = [payload.nome, payload.cognome].filter(Boolean).join(' ') || payload.email;
  const text = [
    `Nuova richiesta di contatto n. ${stored?.id ?? ''}`,
    '',
    `Nome: ${payload.nome || '-'}`,
    `Cognome: ${payload.cognome || '-'}`,
    `Email: ${payload.email}`,
    `Telefono: ${payload.telefono || '-'}`,
    'Privacy accettata: sì',
    '',
    'Messaggio:',
    payload.messaggio || '-',
  ].join('\n');
  try {
    await mailer.send({ to: config.mail.shopAddress, replyTo: payload.email, subject: `Richiesta di contatto da ${sender}`, text });
  } catch (error) {
    request.log.error({ err: error, contactRequest: stored?.id }, 'contact request stored but the shop could not be notified');
  }
  return { error: false, message: CONTACT_SENT };
};
