import { PageFrame, SharedInstanceMarker } from '@shop/shared';
import { useIntl } from 'react-intl';

export type AccountPageId = 'hub' | 'create' | 'view' | 'success' | 'orders' | 'login' | 'passwordRestore';

/** An account route, named in the current language. */
export function AccountPage({ page }: { page: AccountPageId }) {
  const intl = useIntl();
  return (
    <PageFrame title={intl.formatMessage({ id: `account.${page}` })} eyebrow={intl.formatMessage({ id: 'account.section' })}>
      <SharedInstanceMarker />
    </PageFrame>
  );
}
