import {
  accountAction,
  accountUpdateSchema,
  Button,
  isApiError,
  PageFrame,
  paths,
  showAlert,
  shopStore,
  userAtom,
  userSchema,
  type User,
} from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { ProfileFields } from '../profile/profile-fields';
import { fiscalCountry, fromUser, toUser, type ProfileValues } from '../profile/profile-values';
import { useSessionState } from '../session/use-session';
import styles from '../ui/form.module.css';
import { fieldErrors, useFormErrors } from '../ui/use-form';
import { LoginRequired } from './login-required';
import { PageLoading } from './page-loading';

/** /account/view: the customer's data; a visitor is sent to create an account. */
export function EditAccountPage() {
  const intl = useIntl();
  const { state, user } = useSessionState();
  const title = intl.formatMessage({ id: 'account.view' });
  // SPEC: a visitor goes to /account/create, unless they just logged out here.
  const [wasCustomer, setWasCustomer] = useState(false);
  if (state === 'customer' && !wasCustomer) setWasCustomer(true);
  return (
    <PageFrame title={title} eyebrow={intl.formatMessage({ id: 'account.section' })}>
      {state === 'checking' && <PageLoading />}
      {state === 'visitor' && (wasCustomer ? <LoginRequired /> : <Navigate to={paths.accountCreate()} replace />)}
      {state === 'customer' && user && <EditAccountForm key={user.id ?? user.email} user={user} />}
    </PageFrame>
  );
}

function EditAccountForm({ user }: { user: User }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [values, setValues] = useState<ProfileValues>(() => fromUser(user));
  const [busy, setBusy] = useState(false);
  const next = toUser(values, user);
  const form = useFormErrors(accountUpdateSchema, next);
  const country = fiscalCountry(fromUser(user));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setSubmitted(true);
    // SPEC: the account rules are checked on submit and shown as an alert.
    const problems = [...new Set(fieldErrors(accountUpdateSchema, next).values())];
    if (problems.length > 0) {
      showAlert({ severity: 'error', message: form.translate(problems[0] ?? '') });
      return;
    }
    setBusy(true);
    try {
      const reply = await accountAction<{ error: boolean; message?: string; user?: unknown }>('updateAccount', { user: next });
      if (reply.error) {
        showAlert({ severity: 'error', message: reply.message ?? text('view.failed') });
        return;
      }
      const saved = userSchema.safeParse(reply.user);
      if (saved.success) {
        shopStore.set(userAtom, saved.data);
        setValues(fromUser(saved.data));
      }
      showAlert({ severity: 'success', message: text('view.done') });
    } catch (error) {
      showAlert({ severity: 'error', message: isApiError(error) && error.status === 400 ? error.message : text('view.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={text('account.view')}>
      <ProfileFields mode="edit" values={values} onChange={setValues} fixedCountry={country} errorOf={form.errorOf} touch={form.touch} />
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {text('view.submit')}
        </Button>
      </div>
    </form>
  );
}
