import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { RemoteModule } from '../federation/remote-module';
import styles from './footer-frame.module.css';
import { useNearViewport } from './use-near-viewport';
import { useShopIdentity } from './use-shop-identity';

/** Where a footer remote goes until the footer comes near: its room kept, nothing announced. */
const pending = <div className={styles.pending} />;

const year = String(new Date().getFullYear());

/**
 * The footer: the account remote's newsletter box and the cms remote's link sections, each on its own,
 * and the seller's company details from the manifest.
 * Their code is fetched only when the footer comes near the screen, so a first page loads less.
 */
export function FooterFrame() {
  const intl = useIntl();
  const footer = useRef<HTMLElement>(null);
  const near = useNearViewport(footer);
  const shop = useShopIdentity();
  return (
    <footer ref={footer} className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>{intl.formatMessage({ id: 'shell.brand' })}</p>
          {near ? <RemoteModule remote="account" module="NewsletterBox" variant="slot" /> : pending}
        </div>
        {near ? <RemoteModule remote="cms" module="Footer" variant="slot" /> : pending}
        <div className={styles.legal}>
          <p className={styles.note}>{intl.formatMessage({ id: 'shell.footer.note' })}</p>
          <p className={styles.copyright}>{intl.formatMessage({ id: 'shell.footer.copyright' }, { year })}</p>
          {shop && (
            <p className={styles.company} data-testid="shop-identity">
              {intl.formatMessage({ id: 'shell.footer.company' }, shop)}
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
