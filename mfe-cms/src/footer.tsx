import { openContentModal, paths, RemoteIntl, type ContentModalName } from '@shop/shared';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { cmsMessages } from './i18n/messages';
import styles from './footer.module.css';

/** The footer's link sections; the content documents open in the shell's modal. */
export default function Footer() {
  return (
    <RemoteIntl messages={cmsMessages}>
      <FooterSections />
    </RemoteIntl>
  );
}

function FooterSections() {
  const intl = useIntl();
  const ids = { shop: useId(), help: useId() };
  const text = (id: string) => intl.formatMessage({ id });
  const document = (name: ContentModalName, label: string) => (
    <li>
      <button type="button" className={styles.link} onClick={() => openContentModal(name)}>
        {text(label)}
      </button>
    </li>
  );
  return (
    <nav className={styles.sections} aria-label={text('cms.footer.label')}>
      <section aria-labelledby={ids.shop}>
        <h2 id={ids.shop} className={styles.heading}>
          {text('cms.footer.shop')}
        </h2>
        <ul className={styles.list}>
          <li>
            <Link className={styles.link} to={paths.items()}>
              {text('cms.footer.collection')}
            </Link>
          </li>
          <li>
            <Link className={styles.link} to={paths.itemsNovita()}>
              {text('cms.footer.newArrivals')}
            </Link>
          </li>
          <li>
            <Link className={styles.link} to={paths.contact()}>
              {text('cms.footer.contact')}
            </Link>
          </li>
        </ul>
      </section>
      <section aria-labelledby={ids.help}>
        <h2 id={ids.help} className={styles.heading}>
          {text('cms.footer.help')}
        </h2>
        <ul className={styles.list}>
          {document('taglie', 'cms.footer.sizes')}
          {document('privacy', 'cms.footer.privacy')}
          {document('terms-and-conditions', 'cms.footer.terms')}
        </ul>
      </section>
    </nav>
  );
}
