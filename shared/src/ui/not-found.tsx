import { useIntl } from 'react-intl';
import { useDocumentTitle } from './document-title';
import styles from './not-found.module.css';
import { TextLink } from './text-link';

/** The 404 page: the shell's catch-all, and a remote's answer to a path of its area it does not know. */
export function NotFound() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'ui.notFound.title' });
  useDocumentTitle(title);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{intl.formatMessage({ id: 'ui.notFound.text' })}</p>
      <TextLink className={styles.home} to="/">
        {intl.formatMessage({ id: 'ui.notFound.home' })}
      </TextLink>
    </section>
  );
}
