import { Button, paths, showAlert, staffLoginPayloadSchema } from '@shop/shared';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { setStaffSessionId } from '../staff/session';
import { staffLogin } from '../staff/staff-api';
import styles from './login-page.module.css';

/** Staff sign-in; the session id it gets is kept in this tab's session storage. */
export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const emailId = useId();
  const passwordId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffLoginPayloadSchema.safeParse({ email, password });
    if (!parsed.success) {
      showAlert({ message: parsed.error.issues[0]?.message ?? t('backoffice.error'), severity: 'error' });
      return;
    }
    setBusy(true);
    try {
      const reply = await staffLogin(parsed.data);
      if (reply.error || !reply.wosid) {
        showAlert({ message: reply.message ?? t('backoffice.error'), severity: 'error' });
        return;
      }
      setStaffSessionId(reply.wosid);
      const from = (location.state as { from?: string } | null)?.from;
      void navigate(from && from.startsWith('/') && !from.startsWith('//') ? from : paths.backofficeArticles(), { replace: true });
    } catch (error) {
      showAlert({ message: error instanceof Error ? error.message : t('backoffice.error'), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.wrap}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.eyebrow}>{t('backoffice.section')}</p>
        <h1 className={styles.title}>{t('backoffice.login.title')}</h1>
        <label className={styles.field} htmlFor={emailId}>
          <span>{t('backoffice.login.email')}</span>
          <input id={emailId} type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className={styles.field} htmlFor={passwordId}>
          <span>{t('backoffice.login.password')}</span>
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <Button type="submit" block busy={busy}>
          {t('backoffice.login.submit')}
        </Button>
      </form>
    </div>
  );
}
