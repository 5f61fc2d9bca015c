import {
  cartQuantityAtom,
  isApiError,
  loginPayloadSchema,
  MESSAGES,
  PageFrame,
  paths,
  showAlert,
  shopStore,
  Button,
  TextLink,
} from '@shop/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { logIn } from '../session/log-in';
import { safeRedirect } from '../session/redirect';
import { useSessionState } from '../session/use-session';
import { TextField } from '../ui/field';
import styles from '../ui/form.module.css';
import { useFormErrors } from '../ui/use-form';

/** Login: email and password, forgotten password, guest checkout and a way to create an account. */
export function LoginPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const redirect = safeRedirect(search.get('redirect'));
  const { state } = useSessionState();
  const pieces = useAtomValue(cartQuantityAtom, { store: shopStore });
  const [values, setValues] = useState({ email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const form = useFormErrors(loginPayloadSchema, values);

  useEffect(() => {
    if (state === 'customer' && !busy) void navigate(redirect ?? paths.account(), { replace: true });
  }, [state, busy, redirect, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setSubmitted(true);
    if (!values.email.trim() && !values.password) {
      showAlert({ severity: 'error', message: form.translate(MESSAGES.emailAndPasswordRequired) });
      return;
    }
    if (!form.valid) return;
    setBusy(true);
    try {
      const outcome = await logIn(values.email.trim(), values.password);
      if (!outcome.ok) {
        showAlert({ severity: 'error', message: outcome.message ?? text('login.unknownError') });
        return;
      }
      void navigate(redirect ?? paths.account(), { replace: true });
    } catch (error) {
      showAlert({ severity: 'error', message: isApiError(error) && error.status ? error.message : text('login.unknownError') });
    } finally {
      setBusy(false);
    }
  };

  const createLink = `${paths.accountCreate()}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
  return (
    <PageFrame title={text('account.login')} eyebrow={text('account.section')}>
      <div className={styles.columns}>
        <form className={`${styles.form} ${styles.narrow}`} onSubmit={submit} noValidate>
          <TextField
            label={text('form.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(email) => setValues((v) => ({ ...v, email }))}
            onBlur={() => form.touch('email')}
            error={form.errorOf('email')}
          />
          <TextField
            label={text('form.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            revealable
            value={values.password}
            onChange={(password) => setValues((v) => ({ ...v, password }))}
            onBlur={() => form.touch('password')}
            error={form.errorOf('password')}
          />
          <TextLink to={paths.passwordRestore(values.email.trim() || undefined)}>{text('login.forgot')}</TextLink>
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
