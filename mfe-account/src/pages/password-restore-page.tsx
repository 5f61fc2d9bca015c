import { accountAction, Button, failureMessage, PageFrame, passwordRestorePayloadSchema, paths, showAlert } from '@shop/shared';
import { PasswordField, TextField, useContractForm } from '@shop/shared/forms';
import { useCallback, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import styles from '../ui/form.module.css';

interface RestoreValues {
  email: string;
  confirmationCode: string;
  password: string;
}

/** /account/password-restore/{email?}: step 1 asks for a code by mail, step 2 sets a new password with it. */
export function PasswordRestorePage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const { email: initialEmail = '' } = useParams();
  const [step, setStep] = useState<1 | 2>(1);
  const [busy, setBusy] = useState(false);
  const toInput = useCallback(
    (values: RestoreValues) => (step === 1 ? { step, email: values.email.trim() } : { step, ...values, email: values.email.trim() }),
    [step],
  );
  const form = useContractForm<RestoreValues>({
    schema: passwordRestorePayloadSchema,
    defaultValues: { email: initialEmail, confirmationCode: '', password: '' },
    toInput,
  });

  /** Sends the step's request; true when step 1 succeeded and step 2 should open. */
  const send = async (values: RestoreValues): Promise<boolean> => {
    setBusy(true);
    try {
      const reply = await accountAction('passwordRestore', passwordRestorePayloadSchema.parse(toInput(values)));
      if (reply.error) {
        showAlert({ severity: 'error', message: reply.message ?? text('restore.failed') });
      } else if (step === 1) {
        return true;
      } else {
        showAlert({
          severity: 'success',
          message: text('restore.done'),
          onClose: () => void navigate(paths.accountLogin()),
        });
      }
    } catch (error) {
      showAlert({ severity: 'error', message: failureMessage(error, text('restore.failed')) });
    } finally {
      setBusy(false);
    }
    return false;
  };
  const submit = async (event: FormEvent) => {
    let toStepTwo = false;
    await form.handleSubmit(async () => {
      toStepTwo = await send(form.getValues());
    })(event);
    if (toStepTwo) {
      // Step 2's fields start untouched: their errors wait for the customer (reset after the submit's own state).
      form.reset(form.getValues());
      setStep(2);
    }
  };

  return (
    <PageFrame title={text('account.passwordRestore')} eyebrow={text(step === 1 ? 'restore.stepOne' : 'restore.stepTwo')}>
      <form
        className={`${styles.form} ${styles.narrow}`}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={text('account.passwordRestore')}
      >
        <p className={styles.text}>{text(step === 1 ? 'restore.introOne' : 'restore.introTwo')}</p>
        <TextField
          label={text('form.email')}
          type="email"
          autoComplete="email"
          required
          readOnly={step === 2}
          {...form.register('email')}
          error={form.errorOf('email')}
        />
        {step === 2 && (
          <>
            <TextField
              label={text('restore.code')}
              autoComplete="one-time-code"
              required
              {...form.register('confirmationCode')}
              error={form.errorOf('confirmationCode')}
            />
            <PasswordField
              label={text('restore.password')}
              autoComplete="new-password"
              required
              {...form.register('password')}
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
