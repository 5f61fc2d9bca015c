import { accountAction, Button, emailSchema, EU_COUNTRIES, languageAtom, MESSAGES, registrationStartSchema, shopStore } from '@shop/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { SelectField, TextField } from '../ui/field';
import styles from '../ui/form.module.css';
import { useFormErrors } from '../ui/use-form';

/** The server's answer about an email: still checking, free, or taken (with its message). */
type EmailCheck = { email: string; state: 'checking' | 'free' } | { email: string; state: 'taken'; message: string };

const CHECK_DELAY_MS = 500;

export interface StepOneProps {
  initial: { email: string; country: string };
  onDone: (start: { email: string; country: string }) => void;
}

/** Registration step 1: email (checked by the server after a 500 ms pause) and EU country. */
export function CreateStepOne({ initial, onDone }: StepOneProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const language = useAtomValue(languageAtom, { store: shopStore });
  const [values, setValues] = useState(initial);
  const form = useFormErrors(registrationStartSchema, values);
  const [check, setCheck] = useState<EmailCheck | null>(null);
  const email = values.email.trim();
  const emailValid = emailSchema.safeParse(email).success;

  useEffect(() => {
    if (!emailValid) return;
    let live = true;
    const timer = setTimeout(() => {
      setCheck({ email, state: 'checking' });
      accountAction('emailValidation', { email })
        .then((reply) => {
          if (!live) return;
          setCheck(reply.error ? { email, state: 'taken', message: reply.message ?? MESSAGES.emailInvalid } : { email, state: 'free' });
        })
        .catch(() => live && setCheck({ email, state: 'taken', message: MESSAGES.emailInvalid }));
    }, CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [email, emailValid]);

  const current = check?.email === email ? check : null;
  const emailError = form.errorOf('email') ?? (current?.state === 'taken' ? form.translate(current.message) : undefined);
  const ready = form.valid && current?.state === 'free';
  const countries = useMemo(() => EU_COUNTRIES.map((c) => ({ value: c.iso, label: language === 'eng' ? c.en : c.it })), [language]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.setSubmitted(true);
    if (ready) onDone({ email, country: values.country });
  };

  return (
    <form className={`${styles.form} ${styles.narrow}`} onSubmit={submit} noValidate aria-label={text('create.stepOne')}>
      <p className={styles.text}>{text('create.stepOne.intro')}</p>
      <TextField
        label={text('form.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(value) => setValues((v) => ({ ...v, email: value }))}
        onBlur={() => form.touch('email')}
        error={emailError}
        hint={current?.state === 'checking' ? text('create.checking') : undefined}
      />
      <SelectField
        label={text('form.country')}
        name="country"
        required
        value={values.country}
        onChange={(country) => setValues((v) => ({ ...v, country }))}
        onBlur={() => form.touch('country')}
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
