import {
  accountAction,
  Button,
  emailSchema,
  EU_COUNTRIES,
  languageAtom,
  MESSAGE_KEY,
  registrationStartSchema,
  shopStore,
} from '@shop/shared';
import { SelectField, TextField, useContractForm } from '@shop/shared/forms';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import styles from '../ui/form.module.css';

/** The server's answer about an email: still checking, free, or taken (with its message or key). */
type EmailCheck = { email: string; state: 'checking' | 'free' } | { email: string; state: 'taken'; message: string };

const CHECK_DELAY_MS = 500;

interface StepOneValues {
  email: string;
  country: string;
}

export interface StepOneProps {
  initial: StepOneValues;
  onDone: (start: StepOneValues) => void;
}

/** Registration step 1: email (checked by the server after a 500 ms pause) and EU country. */
export function CreateStepOne({ initial, onDone }: StepOneProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const language = useAtomValue(languageAtom, { store: shopStore });
  const form = useContractForm<StepOneValues>({ schema: registrationStartSchema, defaultValues: initial });
  const [check, setCheck] = useState<EmailCheck | null>(null);
  const email = form.watch('email').trim();
  const emailValid = emailSchema.safeParse(email).success;

  useEffect(() => {
    if (!emailValid) return;
    let live = true;
    const timer = setTimeout(() => {
      setCheck({ email, state: 'checking' });
      accountAction('emailValidation', { email })
        .then((reply) => {
          if (!live) return;
          setCheck(reply.error ? { email, state: 'taken', message: reply.message ?? MESSAGE_KEY.emailInvalid } : { email, state: 'free' });
        })
        .catch(() => live && setCheck({ email, state: 'taken', message: MESSAGE_KEY.emailInvalid }));
    }, CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [email, emailValid]);

  const current = check?.email === email ? check : null;
  const emailError = form.errorOf('email') ?? (current?.state === 'taken' ? current.message : undefined);
  const ready = form.formState.isValid && current?.state === 'free';
  const countries = useMemo(() => EU_COUNTRIES.map((c) => ({ value: c.iso, label: language === 'eng' ? c.en : c.it })), [language]);

  const submit = form.handleSubmit((values) => {
    if (ready) onDone({ email, country: values.country });
  });

  return (
    <form
      className={`${styles.form} ${styles.narrow}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={text('create.stepOne')}
    >
      <p className={styles.text}>{text('create.stepOne.intro')}</p>
      <TextField
        label={text('form.email')}
        type="email"
        autoComplete="email"
        required
        {...form.register('email')}
        error={emailError}
        hint={current?.state === 'checking' ? text('create.checking') : undefined}
      />
      <SelectField
        label={text('form.country')}
        required
        {...form.register('country')}
        error={form.errorOf('country')}
        placeholder={text('form.choose')}
        options={countries}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={!ready} busy={current?.state === 'checking'}>
          {text('create.submitStepOne')}
        </Button>
      </div>
    </form>
  );
}
