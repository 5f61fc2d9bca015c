import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { classNames } from './class-names';
import { pageWindow } from './page-window';
import styles from './pager.module.css';

export interface PageLinksProps {
  page: number;
  pages: number;
  span: number;
  onPageChange: (page: number) => void;
  /** Gives each page a real link (e.g. the list URL with ?page=n); clicks still go to onPageChange. */
  getHref?: (page: number) => string;
}

/** Precedente, the page numbers around the current one, Successivo. */
export function PageLinks({ page, pages, span, onPageChange, getHref }: PageLinksProps) {
  const intl = useIntl();
  const go = (target: number) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button === 1) return;
    event.preventDefault();
    if (target !== page) onPageChange(target);
  };

  const step = (target: number, disabled: boolean, messageId: string) => {
    const text = intl.formatMessage({ id: messageId });
    if (disabled) {
      return (
        <span className={styles.step} aria-disabled="true">
          {text}
        </span>
      );
    }
    return getHref ? (
      <a className={styles.step} href={getHref(target)} onClick={go(target)}>
        {text}
      </a>
    ) : (
      <button type="button" className={styles.step} onClick={go(target)}>
        {text}
      </button>
    );
  };

  return (
    <>
      {step(page - 1, page <= 1, 'ui.pager.previous')}
      <ol className={styles.pages}>
        {pageWindow(page, pages, span).map((target) => {
          const current = target === page;
          const common = {
            className: classNames(styles.page, current && styles.current),
            'aria-label': intl.formatMessage({ id: 'ui.pager.page' }, { page: target }),
            'aria-current': current ? ('page' as const) : undefined,
            onClick: go(target),
          };
          return (
            <li key={target} className={Math.abs(target - page) > 1 ? styles.far : undefined}>
              {getHref ? (
                <a href={getHref(target)} {...common}>
                  {target}
                </a>
              ) : (
                <button type="button" {...common}>
                  {target}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {step(page + 1, page >= pages, 'ui.pager.next')}
    </>
  );
}
