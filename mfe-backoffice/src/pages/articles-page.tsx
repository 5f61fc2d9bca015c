import { PageFrame, SharedInstanceMarker } from '@shop/shared';
import { useIntl } from 'react-intl';
import styles from './pages.module.css';

/** The back-office home: the article list. */
export function ArticlesPage() {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <PageFrame title={intl.formatMessage({ id: 'backoffice.articles' })} eyebrow={intl.formatMessage({ id: 'backoffice.section' })}>
        <SharedInstanceMarker />
      </PageFrame>
    </div>
  );
}
