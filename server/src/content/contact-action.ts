import { contactRequests } from '../core/db/schema';
import { queueMail } from '../core/mail/mail-outbox';
import { mailTextIn } from '../core/mail/mail-text';
import type { ActionHandler } from '../core/http/action-context';
import { serverText } from '../core/http/messages';

/**
 * AccountAction/contact: the request and the shop's e-mail about it (reply-to the sender) are
 * stored together; the outbox delivers the mail, retrying while the mail server is down.
 */
export const contact: ActionHandler<'contact'> = async (payload, { db, outbox, config, language }) => {
  await db.transaction(async (tx) => {
    const [stored] = await tx
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
    // The shop reads its requests in Italian.
    const t = mailTextIn('ita');
    const line = (key: 'contactName' | 'contactSurname' | 'contactPhone', value: string) => t(key, { value: value || '-' });
    const text = [
      t('contactNumber', { id: stored?.id ?? '' }),
      '',
      line('contactName', payload.nome),
      line('contactSurname', payload.cognome),
      t('contactEmail', { value: payload.email }),
      line('contactPhone', payload.telefono),
      t('contactPrivacy'),
      '',
      t('contactMessage'),
      payload.messaggio || '-',
    ].join('\n');
    const subject = t('contactSubject', { sender });
    await queueMail(tx, { kind: 'contact', to: config.mail.shopAddress, replyTo: payload.email, subject, text });
  });
  outbox.wake();
  return { error: false, message: serverText(language, 'contactSent') };
};
