import {
  accountAction,
  accountUpdateSchema,
  Button,
  failureMessage,
  PageFrame,
  paths,
  showAlert,
  shopStore,
  userAtom,
  userSchema,
  useMessageText,
  type User,
} from '@shop/shared';
import { RESERVED_ERROR_SPACE, useContractForm } from '@shop/shared/forms';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { ProfileFields } from '../profile/profile-fields';
import { fiscalCountry, fromUser, toUser, type ProfileValues } from '../profile/profile-values';
import { useSessionState } from '../session/use-session';
import styles from '../ui/form.module.css';
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
  const message = useMessageText();
  const [busy, setBusy] = useState(false);
  const toInput = useCallback((values: ProfileValues) => toUser(values, user), [user]);
  const form = useContractForm<ProfileValues>({ schema: accountUpdateSchema, defaultValues: fromUser(user), toInput });
  const country = fiscalCountry(fromUser(user));

  const save = async (next: User) => {
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
        form.reset(fromUser(saved.data));
      }
      showAlert({ severity: 'success', message: text('view.done') });
    } catch (error) {
      showAlert({ severity: 'error', message: failureMessage(error, text('view.failed')) });
    } finally {
      setBusy(false);
    }
  };
  const submit = form.handleSubmit(
    () => save(toUser(form.getValues(), user)),
    () => {
      // SPEC: the account rules are checked on submit and shown as an alert: the contract's first problem.
      const first = accountUpdateSchema.safeParse(toUser(form.getValues(), user)).error?.issues[0]?.message;
      if (first) showAlert({ severity: 'error', message: message(first) });
    },
  );

  return (
    <form
      className={`${styles.form} ${RESERVED_ERROR_SPACE}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={text('account.view')}
    >
      <ProfileFields mode="edit" form={form} fixedCountry={country} />
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {text('view.submit')}
        </Button>
      </div>
    </form>
  );
}
