import { accountAction, Button, isApiError, PageFrame, passwordRestorePayloadSchema, paths, showAlert } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { TextField } from '../ui/field';
import styles from '../ui/form.module.css';
import { useFormErrors } from '../ui/use-form';

/** /account/password-restore/{email?}: step 1 asks for a code by mail, step 2 sets a new password with it. */
export function PasswordRestorePage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const { email: initialEmail = '' } = useParams();
  const [step, setStep] = useState<1 | 2>(1);
  const [values, setValues] = useState({ email: initialEmail, confirmationCode: '', password: '' });
  const [busy, setBusy] = useState(false);
  const payload = step === 1 ? { step, email: values.email.trim() } : { step, ...values, email: values.email.trim() };
  const form = useFormErrors(passwordRestorePayloadSchema, payload);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setSubmitted(true);
    if (!form.valid) return;
    setBusy(true);
    try {
      const reply = await accountAction('passwordRestore', passwordRestorePayloadSchema.parse(payload));
      if (reply.error) {
        showAlert({ severity: 'error', message: reply.message ?? text('restore.failed') });
      } else if (step === 1) {
        form.setSubmitted(false);
        setStep(2);
      } else {
        showAlert({
          severity: 'success',
          message: text('restore.done'),
          onClose: () => void navigate(paths.accountLogin()),
        });
      }
    } catch (error) {
      showAlert({ severity: 'error', message: isApiError(error) && error.status === 400 ? error.message : text('restore.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title={text('account.passwordRestore')} eyebrow={text(step === 1 ? 'restore.stepOne' : 'restore.stepTwo')}>
      <form className={`${styles.form} ${styles.narrow}`} onSubmit={submit} noValidate aria-label={text('account.passwordRestore')}>
        <p className={styles.text}>{text(step === 1 ? 'restore.introOne' : 'restore.introTwo')}</p>
        <TextField
          label={text('form.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          readOnly={step === 2}
          value={values.email}
          onChange={set('email')}
          onBlur={() => form.touch('email')}
          error={form.errorOf('email')}
        />
        {step === 2 && (
          <>
            <TextField
              label={text('restore.code')}
              name="confirmationCode"
              autoComplete="one-time-code"
              required
              value={values.confirmationCode}
              onChange={set('confirmationCode')}
              onBlur={() => form.touch('confirmationCode')}
              error={form.errorOf('confirmationCode')}
            />
            <TextField
              label={text('restore.password')}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              revealable
              value={values.password}
              onChange={set('password')}
              onBlur={() => form.touch('password')}
              error={form.errorOf('password')}
              hint={text('form.password.rules')}
            />
          </>
        )}
        <div className={styles.actions}>
          {step === 2 && (
            <Button variant="secondary" onClick={() => setStep(1)}>
              {text('create.back')}
            </Button>
          )}
          <Button type="submit" busy={busy}>
            {text(step === 1 ? 'restore.send' : 'restore.save')}
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
