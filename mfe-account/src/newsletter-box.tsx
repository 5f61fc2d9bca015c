import { accountAction, botCheckToken, Button, isApiError, languageAtom, RemoteIntl, showAlert } from '@shop/shared';
import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { accountMessages } from './i18n/messages';
import styles from './newsletter-box.module.css';

/** The footer's newsletter box: email and privacy consent; it becomes a thank-you once subscribed. */
export default function NewsletterBox() {
  return (
    <RemoteIntl messages={accountMessages}>
      <NewsletterForm />
    </RemoteIntl>
  );
}

function NewsletterForm() {
  const intl = useIntl();
  const language = useAtomValue(languageAtom);
  const ids = { title: useId(), error: useId() };
  const [email, setEmail] = useState('');
  const [privacy, setPrivacy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const text = (id: string) => intl.formatMessage({ id });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setProblem(text('newsletter.emailRequired'));
    if (!privacy) return setProblem(text('newsletter.privacyRequired'));
    setProblem(null);
    setState('sending');
    try {
      const reply = await accountAction('subscribeNewsletter', {
        email: email.trim(),
        privacy: true,
        languageCode: language,
        'g-recaptcha-response': await botCheckToken(),
      });
      if (reply.error) {
        showAlert({ severity: 'error', message: reply.message ?? text('newsletter.failed') });
        setState('idle');
        return;
      }
      if (reply.message) showAlert({ severity: 'success', message: reply.message });
      setState('done');
    } catch (error) {
      showAlert({ severity: 'error', message: isApiError(error) && error.status === 400 ? error.message : text('newsletter.failed') });
      setState('idle');
    }
  };

  return (
    <section className={styles.box} aria-labelledby={ids.title}>
      <h2 id={ids.title} className={styles.title}>
        {text('newsletter.title')}
      </h2>
      {state === 'done' ? (
        <p className={styles.done} role="status">
          {text('newsletter.done')}
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-describedby={problem ? ids.error : undefined}>
          <p className={styles.text}>{text('newsletter.text')}</p>
          <label className={styles.label}>
            {text('newsletter.email')}
            <input
              className={styles.input}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          <label className={styles.check}>
            <input type="checkbox" name="privacy" checked={privacy} onChange={(event) => setPrivacy(event.target.checked)} />
            <span>{text('newsletter.privacy')}</span>
          </label>
          {problem && (
            <p id={ids.error} className={styles.error} role="alert">
              {problem}
            </p>
          )}
          <Button type="submit" variant="secondary" busy={state === 'sending'}>
            {text('newsletter.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
