import {
  accountAction,
  botCheckToken,
  Button,
  failureMessage,
  languageAtom,
  restockNoticeFormSchema,
  showAlert,
  useLatestEvent,
  type RestockNoticeForm as FormValues,
} from '@shop/shared';
import { TextField, useContractForm } from '@shop/shared/forms';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styles from './restock-notice-form.module.css';

export interface RestockNoticeFormProps {
  codArticolo: string;
  codColore: string;
  desColore: string;
  progSiglaTaglia: number;
  siglaTaglia: string;
}

/**
 * 'Avvisami quando torna disponibile' for a sold-out size: the e-mail (a signed-in customer's own,
 * fixed), checked with the shop's one e-mail rule; the server mails it once at the restock.
 */
export function RestockNoticeForm({ codArticolo, codColore, desColore, progSiglaTaglia, siglaTaglia }: RestockNoticeFormProps) {
  const intl = useIntl();
  const user = useLatestEvent('session:changed')?.user;
  const language = useAtomValue(languageAtom);
  const titleId = useId();
  const fixed = user?.email ? user.email : null;
  const form = useContractForm<FormValues>({ schema: restockNoticeFormSchema, defaultValues: { email: fixed ?? '' } });
  const [state, setState] = useState<{ step: 'idle' | 'sending' } | { step: 'done'; message: string }>({ step: 'idle' });
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const send = async ({ email }: FormValues) => {
    setState({ step: 'sending' });
    try {
      const reply = await accountAction('restockNotice', {
        codArticolo,
        codColore,
        progSiglaTaglia,
        email: (fixed ?? email).trim(),
        languageCode: language,
        'g-recaptcha-response': await botCheckToken(),
      });
      if (reply.error) {
        showAlert({ severity: 'error', message: reply.message ?? text('catalog.notify.failed') });
        setState({ step: 'idle' });
        return;
      }
      setState({ step: 'done', message: reply.message ?? '' });
    } catch (error) {
      showAlert({ severity: 'error', message: failureMessage(error, text('catalog.notify.failed')) });
      setState({ step: 'idle' });
    }
  };
  const submit = form.handleSubmit(send);

  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {text('catalog.notify.title')}
      </h2>
      {state.step === 'done' ? (
        <p className={styles.done} role="status">
          {state.message}
        </p>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <p className={styles.text}>{text('catalog.notify.text', { size: siglaTaglia, colour: desColore })}</p>
          <TextField
            label={text('catalog.notify.email')}
            type="email"
            autoComplete="email"
            readOnly={fixed !== null}
            hint={fixed !== null ? text('catalog.notify.fixedEmail') : undefined}
            {...form.register('email')}
            error={form.errorOf('email')}
          />
          <Button type="submit" variant="secondary" busy={state.step === 'sending'}>
            {text('catalog.notify.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
