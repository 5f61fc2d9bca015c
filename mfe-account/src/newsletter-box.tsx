import {
  accountAction,
  botCheckToken,
  Button,
  failureMessage,
  languageAtom,
  newsletterFormSchema,
  RemoteIntl,
  showAlert,
} from '@shop/shared';
import { CheckField, TextField, useContractForm } from '@shop/shared/forms';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { accountMessages } from '@shop/shared/messages';
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
  const titleId = useId();
  const form = useContractForm({ schema: newsletterFormSchema, defaultValues: { email: '', privacy: false } });
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const text = (id: string) => intl.formatMessage({ id });

  const subscribe = async ({ email }: { email: string }) => {
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
      showAlert({ severity: 'error', message: failureMessage(error, text('newsletter.failed')) });
      setState('idle');
    }
  };
  const submit = form.handleSubmit(() => subscribe(form.getValues()));

  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {text('newsletter.title')}
      </h2>
      {state === 'done' ? (
        <p className={styles.done} role="status">
          {text('newsletter.done')}
        </p>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <p className={styles.text}>{text('newsletter.text')}</p>
          <TextField
            label={text('newsletter.email')}
            type="email"
            autoComplete="email"
            {...form.register('email')}
            error={form.errorOf('email')}
          />
          <CheckField label={text('newsletter.privacy')} {...form.register('privacy')} error={form.errorOf('privacy')} />
          <Button type="submit" variant="secondary" busy={state === 'sending'}>
            {text('newsletter.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
