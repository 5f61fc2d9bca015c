import { Button, paths, showAlert, useMessageText } from '@shop/shared';
import { staffLoginPayloadSchema, type StaffLoginPayload } from '@shop/shared/staff';
import { PasswordField, TextField, useContractForm } from '@shop/shared/forms';
import { useState } from 'react';
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
  const message = useMessageText();
  const form = useContractForm<StaffLoginPayload>({ schema: staffLoginPayloadSchema, defaultValues: { email: '', password: '' } });
  const [busy, setBusy] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  const logIn = async (payload: StaffLoginPayload) => {
    setBusy(true);
    try {
      const reply = await staffLogin(payload);
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
  const submit = form.handleSubmit(logIn, () => {
    // The contract's first problem as an alert, besides the field errors.
    const first = staffLoginPayloadSchema.safeParse(form.getValues()).error?.issues[0]?.message;
    showAlert({ message: first ? message(first) : t('backoffice.error'), severity: 'error' });
  });

  return (
    <div className={styles.wrap}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.eyebrow}>{t('backoffice.section')}</p>
        <h1 className={styles.title}>{t('backoffice.login.title')}</h1>
        <TextField
          label={t('backoffice.login.email')}
          type="email"
          autoComplete="username"
          required
          {...form.register('email')}
          error={form.errorOf('email')}
        />
        <PasswordField
          label={t('backoffice.login.password')}
          autoComplete="current-password"
          required
          {...form.register('password')}
          error={form.errorOf('password')}
        />
        <Button type="submit" block busy={busy}>
          {t('backoffice.login.submit')}
        </Button>
      </form>
    </div>
  );
}
