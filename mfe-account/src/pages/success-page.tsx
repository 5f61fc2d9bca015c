import { PageFrame, paths, TextLink } from '@shop/shared';
import { useIntl } from 'react-intl';
import styles from './pages.module.css';

/** /account/success: the account exists; ways on to shopping and to the profile. */
export function SuccessPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <PageFrame title={text('account.success')} eyebrow={text('account.section')}>
      <p className={styles.intro}>{text('success.text')}</p>
      <p>
        <TextLink to={paths.items()}>{text('success.shop')}</TextLink>
      </p>
      <p>
        <TextLink to={paths.account()}>{text('success.account')}</TextLink>
      </p>
    </PageFrame>
  );
}
