import { EmptyState, paths, TextLink } from '@shop/shared';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

/** What a protected page shows a visitor: SPEC's sentence and a way to log in and come back. */
export function LoginRequired() {
  const intl = useIntl();
  const location = useLocation();
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'account.loginRequired' })}
      action={<TextLink to={paths.accountLogin(location.pathname)}>{intl.formatMessage({ id: 'account.goToLogin' })}</TextLink>}
    >
      <p>{intl.formatMessage({ id: 'account.loginRequiredText' })}</p>
    </EmptyState>
  );
}
