import { useIntl } from 'react-intl';
import { RemoteModule } from '../federation/remote-module';
import styles from './footer-frame.module.css';

const year = String(new Date().getFullYear());

/** The footer: the account remote's newsletter box and the cms remote's link sections, each on its own. */
export function FooterFrame() {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>{intl.formatMessage({ id: 'shell.brand' })}</p>
          <RemoteModule remote="account" module="NewsletterBox" variant="slot" />
        </div>
        <RemoteModule remote="cms" module="Footer" variant="slot" />
        <div className={styles.legal}>
          <p className={styles.note}>{intl.formatMessage({ id: 'shell.footer.note' })}</p>
          <p className={styles.copyright}>{intl.formatMessage({ id: 'shell.footer.copyright' }, { year })}</p>
        </div>
      </div>
    </footer>
  );
}
