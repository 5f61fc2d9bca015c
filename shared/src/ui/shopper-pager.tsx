import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { classNames } from './class-names';
import { PageLinks } from './page-links';
import styles from './pager.module.css';
import { useBottomScrollPadding } from './use-bottom-scroll-padding';

export interface ShopperPagerProps {
  page: number;
  pages: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  getHref?: (page: number) => string;
  sticky?: boolean;
}

/**
 * The storefront pager: 'N risultati', Precedente/Successivo and up to 4 page links either side.
 * Sticky at the foot of the screen, it keeps its height clear there when the page scrolls something
 * into view, so it never covers the last row's names and prices.
 */
export function ShopperPager({ page, pages, totalCount, onPageChange, getHref, sticky = true }: ShopperPagerProps) {
  const intl = useIntl();
  const bar = useRef<HTMLElement>(null);
  useBottomScrollPadding(bar, sticky);
  return (
    <nav ref={bar} className={classNames(styles.pager, sticky && styles.sticky)} aria-label={intl.formatMessage({ id: 'ui.pager.label' })}>
      <p className={styles.count} aria-live="polite">
        {intl.formatMessage({ id: 'ui.pager.results' }, { count: totalCount })}
      </p>
      {pages > 1 && <PageLinks page={page} pages={pages} span={4} onPageChange={onPageChange} getHref={getHref} />}
    </nav>
  );
}
