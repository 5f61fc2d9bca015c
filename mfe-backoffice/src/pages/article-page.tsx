import { PageFrame, paths, SharedInstanceMarker } from '@shop/shared';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import styles from './pages.module.css';

/** One article of the back-office. */
export function ArticlePage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  return (
    <div className={styles.page}>
      <PageFrame
        title={intl.formatMessage({ id: 'backoffice.article' }, { id })}
        eyebrow={intl.formatMessage({ id: 'backoffice.section' })}
      >
        <Link className={styles.link} to={paths.backofficeArticles()}>
          {intl.formatMessage({ id: 'backoffice.toList' })}
        </Link>
        <SharedInstanceMarker />
      </PageFrame>
    </div>
  );
}
