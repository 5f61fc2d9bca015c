import {
  failureMessage,
  loginPayloadSchema,
  MESSAGE_KEY,
  PageFrame,
  paths,
  showAlert,
  Button,
  TextLink,
  useLatestEvent,
  useMessageText,
} from '@shop/shared';
import { PasswordField, TextField, useContractForm } from '@shop/shared/forms';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { logIn } from '../session/log-in';
import { safeRedirect } from '../session/redirect';
import { useSessionState } from '../session/use-session';
import styles from '../ui/form.module.css';

/** Login: email and password, forgotten password, guest checkout and a way to create an account. */
export function LoginPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const redirect = safeRedirect(search.get('redirect'));
  const { state } = useSessionState();
  // The cart is the cart team's: the login page hears it on the bus.
  const pieces = useLatestEvent('cart:changed')?.quantity ?? 0;
  const message = useMessageText();
  const [busy, setBusy] = useState(false);
  const form = useContractForm({ schema: loginPayloadSchema, defaultValues: { email: '', password: '' } });

  useEffect(() => {
    if (state === 'customer' && !busy) void navigate(redirect ?? paths.account(), { replace: true });
  }, [state, busy, redirect, navigate]);

  const logInWith = async ({ email, password }: { email: string; password: string }) => {
    setBusy(true);
    try {
      const outcome = await logIn(email.trim(), password);
      if (!outcome.ok) {
        showAlert({ severity: 'error', message: outcome.message ?? text('login.unknownError') });
        return;
      }
      void navigate(redirect ?? paths.account(), { replace: true });
    } catch (error) {
      showAlert({ severity: 'error', message: failureMessage(error, text('login.unknownError')) });
    } finally {
      setBusy(false);
    }
  };
  const submit = form.handleSubmit(
    () => logInWith(form.getValues()),
    () => {
      const { email, password } = form.getValues();
      if (!email.trim() && !password) showAlert({ severity: 'error', message: message(MESSAGE_KEY.emailAndPasswordRequired) });
    },
  );

  const createLink = `${paths.accountCreate()}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
  return (
    <PageFrame title={text('account.login')} eyebrow={text('account.section')}>
      <div className={styles.columns}>
        <form className={`${styles.form} ${styles.narrow}`} onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={text('form.email')}
            type="email"
            autoComplete="email"
            required
            {...form.register('email')}
            error={form.errorOf('email')}
          />
          <PasswordField
            label={text('form.password')}
            autoComplete="current-password"
            required
            {...form.register('password')}
            error={form.errorOf('password')}
          />
          <TextLink to={paths.passwordRestore(form.watch('email').trim() || undefined)}>{text('login.forgot')}</TextLink>
          <div className={styles.actions}>
            <Button type="submit" busy={busy}>
              {text('login.submit')}
            </Button>
            {pieces > 0 && (
              <Button variant="secondary" onClick={() => void navigate(paths.checkout())}>
                {text('login.guest')}
              </Button>
            )}
          </div>
        </form>
        <aside className={styles.panel} aria-labelledby="login-create-title">
          <h2 id="login-create-title" className={styles.panelTitle}>
            {text('login.newTitle')}
          </h2>
          <p className={styles.text}>{text('login.newText')}</p>
          <TextLink to={createLink}>{text('login.create')}</TextLink>
        </aside>
      </div>
    </PageFrame>
  );
}
