import { accountAction, Button, contactPayloadSchema, failureMessage, openContentModal, showAlert, type ActionReply } from '@shop/shared';
import { CheckField, TextAreaField, TextField, useContractForm } from '@shop/shared/forms';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './contact-form.module.css';

/** What the form holds: every text field as a string, and the consent. */
interface ContactValues {
  nome: string;
  cognome: string;
  email: string;
  telefono: string;
  messaggio: string;
  privacy: boolean;
}

const emptyContact: ContactValues = { nome: '', cognome: '', email: '', telefono: '', messaggio: '', privacy: false };

/** The contact form: AccountAction/contact, the outcome as an alert; success empties the form. */
export function ContactForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useContractForm<ContactValues>({ schema: contactPayloadSchema, defaultValues: emptyContact });
  const { register, errorOf } = form;
  const [sending, setSending] = useState(false);

  const send = async (values: ContactValues) => {
    setSending(true);
    try {
      const reply = await accountAction<ActionReply, 'contact'>('contact', { ...values, privacy: true });
      if (reply.error) {
        showAlert({ severity: 'error', message: reply.message || t('cms.contact.failed') });
        return false;
      }
      showAlert({ severity: 'success', title: t('cms.contact.sentTitle'), message: reply.message || t('cms.contact.sent') });
      return true;
    } catch (error) {
      showAlert({ severity: 'error', message: failureMessage(error, t('cms.contact.failed')) });
      return false;
    } finally {
      setSending(false);
    }
  };
  // The first field with an error takes the focus (react-hook-form's default). Success empties the
  // form once the submit's own state is in, so the emptied fields start untouched.
  const submit = async (event: FormEvent) => {
    let sent = false;
    await form.handleSubmit(async () => {
      sent = await send(form.getValues());
    })(event);
    if (sent) form.reset(emptyContact);
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-label={t('cms.contact.form')}>
      <div className={styles.row}>
        <TextField label={t('cms.contact.nome')} autoComplete="given-name" {...register('nome')} error={errorOf('nome')} />
        <TextField label={t('cms.contact.cognome')} autoComplete="family-name" {...register('cognome')} error={errorOf('cognome')} />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('cms.contact.email')}
          type="email"
          autoComplete="email"
          required
          {...register('email')}
          error={errorOf('email')}
        />
        <TextField label={t('cms.contact.telefono')} type="tel" autoComplete="tel" {...register('telefono')} error={errorOf('telefono')} />
      </div>
      <TextAreaField label={t('cms.contact.messaggio')} rows={6} {...register('messaggio')} error={errorOf('messaggio')} />
      <div className={styles.field}>
        <CheckField
          label={
            <>
              {t('cms.contact.privacy')}
              <span aria-hidden="true"> *</span>
            </>
          }
          required
          {...register('privacy')}
          error={errorOf('privacy')}
        />
        <button type="button" className={styles.policy} onClick={() => openContentModal('privacy')}>
          {t('cms.contact.privacyPolicy')}
        </button>
      </div>
      <p className={styles.note}>{t('cms.contact.required')}</p>
      <Button type="submit" busy={sending} className={styles.submit}>
        {t(sending ? 'cms.contact.sending' : 'cms.contact.submit')}
      </Button>
    </form>
  );
}
