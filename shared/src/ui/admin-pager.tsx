import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PageLinks } from './page-links';
import styles from './pager.module.css';

/** Page sizes of the back-office; 0 means all. */
export const adminPageSizes = [0, 10, 30, 60, 90] as const;

export interface AdminPagerProps {
  page: number;
  pages: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  totalCount?: number;
  getHref?: (page: number) => string;
}

/** The back-office pager: a page-size select (Tutti, 10, 30, 60, 90) and up to 3 page links either side. */
export function AdminPager({ page, pages, pageSize, onPageChange, onPageSizeChange, totalCount, getHref }: AdminPagerProps) {
  const intl = useIntl();
  const selectId = useId();
  return (
    <nav className={styles.pager} aria-label={intl.formatMessage({ id: 'ui.pager.label' })}>
      {totalCount !== undefined && (
        <p className={styles.count} aria-live="polite">
          {intl.formatMessage({ id: 'ui.pager.results' }, { count: totalCount })}
        </p>
      )}
      <span className={styles.size}>
        <label htmlFor={selectId}>{intl.formatMessage({ id: 'ui.pager.pageSize' })}</label>
        <select id={selectId} className={styles.select} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
          {adminPageSizes.map((size) => (
            <option key={size} value={size}>
              {size === 0 ? intl.formatMessage({ id: 'ui.pager.all' }) : size}
            </option>
          ))}
        </select>
      </span>
      {pages > 1 && <PageLinks page={page} pages={pages} span={3} onPageChange={onPageChange} getHref={getHref} />}
    </nav>
  );
}
