import { accountAction, Button, isApiError, openContentModal, showAlert, type ActionReply } from '@shop/shared';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { contactErrors, emptyContact, type ContactField, type ContactValues } from './contact-rules';
import styles from './contact-form.module.css';

const fieldOrder: ContactField[] = ['nome', 'cognome', 'email', 'telefono', 'messaggio', 'privacy'];

/** The contact form: AccountAction/contact, the outcome as an alert; success empties the form. */
export function ContactForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const formId = useId();
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [sending, setSending] = useState(false);
  const errors = contactErrors(values);
  const idOf = (field: ContactField) => `${formId}-${field}`;
  const shownError = (field: ContactField) => (touched[field] ? errors[field] : undefined);

  const set = <F extends ContactField>(field: F, value: ContactValues[F]) => setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: ContactField) => setTouched((current) => ({ ...current, [field]: true }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = fieldOrder.filter((field) => errors[field]);
    if (invalid.length > 0) {
      setTouched(Object.fromEntries(fieldOrder.map((field) => [field, true])));
      document.getElementById(idOf(invalid[0] ?? 'email'))?.focus();
      return;
    }
    setSending(true);
    try {
      const reply = await accountAction<ActionReply, 'contact'>('contact', { ...values, privacy: true });
      if (reply.error) {
        showAlert({ severity: 'error', message: reply.message || t('cms.contact.failed') });
      } else {
        showAlert({ severity: 'success', title: t('cms.contact.sentTitle'), message: reply.message || t('cms.contact.sent') });
        setValues(emptyContact);
        setTouched({});
      }
    } catch (error) {
      showAlert({ severity: 'error', message: isApiError(error) && error.kind !== 'network' ? error.message : t('cms.contact.failed') });
    } finally {
      setSending(false);
    }
  }

  const text = (field: Exclude<ContactField, 'privacy' | 'messaggio'>, type: string, autoComplete: string, required = false) => (
    <div className={styles.field}>
      <label htmlFor={idOf(field)} className={styles.label}>
        {t(`cms.contact.${field}`)}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={idOf(field)}
        className={styles.input}
        type={type}
        name={field}
        autoComplete={autoComplete}
        value={values[field]}
        required={required}
        aria-invalid={shownError(field) ? true : undefined}
        aria-describedby={shownError(field) ? `${idOf(field)}-error` : undefined}
        onChange={(event) => set(field, event.target.value)}
        onBlur={() => touch(field)}
      />
      <FieldError id={`${idOf(field)}-error`} message={shownError(field)} />
    </div>
  );

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={t('cms.contact.form')}>
      <div className={styles.row}>
        {text('nome', 'text', 'given-name')}
        {text('cognome', 'text', 'family-name')}
      </div>
      <div className={styles.row}>
        {text('email', 'email', 'email', true)}
        {text('telefono', 'tel', 'tel')}
      </div>
      <div className={styles.field}>
        <label htmlFor={idOf('messaggio')} className={styles.label}>
          {t('cms.contact.messaggio')}
        </label>
        <textarea
          id={idOf('messaggio')}
          className={styles.textarea}
          name="messaggio"
          rows={6}
          value={values.messaggio}
          aria-invalid={shownError('messaggio') ? true : undefined}
          aria-describedby={shownError('messaggio') ? `${idOf('messaggio')}-error` : undefined}
          onChange={(event) => set('messaggio', event.target.value)}
          onBlur={() => touch('messaggio')}
        />
        <FieldError id={`${idOf('messaggio')}-error`} message={shownError('messaggio')} />
      </div>
      <div className={styles.field}>
        <div className={styles.consent}>
          <input
            id={idOf('privacy')}
            type="checkbox"
            className={styles.checkbox}
            checked={values.privacy}
            required
            aria-invalid={shownError('privacy') ? true : undefined}
            aria-describedby={shownError('privacy') ? `${idOf('privacy')}-error` : undefined}
            onChange={(event) => {
              set('privacy', event.target.checked);
              touch('privacy');
            }}
          />
          <label htmlFor={idOf('privacy')}>
            {t('cms.contact.privacy')}
            <span aria-hidden="true"> *</span>
          </label>
        </div>
        <FieldError id={`${idOf('privacy')}-error`} message={shownError('privacy')} />
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

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const intl = useIntl();
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {intl.formatMessage({ id: message })}
    </p>
  );
}
