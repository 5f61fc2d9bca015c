import { useIntl } from 'react-intl';
import { classNames } from './class-names';
import { PageLinks } from './page-links';
import styles from './pager.module.css';

export interface ShopperPagerProps {
  page: number;
  pages: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  getHref?: (page: number) => string;
  sticky?: boolean;
}

/** The storefront pager: 'N risultati', Precedente/Successivo and up to 4 page links either side. */
export function ShopperPager({ page, pages, totalCount, onPageChange, getHref, sticky = true }: ShopperPagerProps) {
  const intl = useIntl();
  return (
    <nav className={classNames(styles.pager, sticky && styles.sticky)} aria-label={intl.formatMessage({ id: 'ui.pager.label' })}>
      <p className={styles.count} aria-live="polite">
        {intl.formatMessage({ id: 'ui.pager.results' }, { count: totalCount })}
      </p>
      {pages > 1 && <PageLinks page={page} pages={pages} span={4} onPageChange={onPageChange} getHref={getHref} />}
    </nav>
  );
}
