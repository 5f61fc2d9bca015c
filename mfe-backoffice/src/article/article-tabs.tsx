import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styles from './article.module.css';

const tabs = ['details', 'photos', 'stock', 'accessories', 'look'] as const;
type Tab = (typeof tabs)[number];

/** Five tabs (details, 'Foto', 'Disponibilità', 'Potrebbe piacerti anche', 'Completa il tuo look'), kept in the URL (?tab=); arrow keys move between them. */
export function ArticleTabs(panels: Record<Tab, ReactNode>) {
  const intl = useIntl();
  const base = useId();
  const [params, setParams] = useSearchParams();
  const current: Tab = tabs.find((tab) => tab === params.get('tab')) ?? 'details';
  const setCurrent = (tab: Tab) => setParams(tab === 'details' ? {} : { tab }, { replace: true });
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(current);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length] ?? 'details';
    setCurrent(next);
    refs.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.tablist} aria-label={intl.formatMessage({ id: 'backoffice.tabs' })} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab}`}
            aria-controls={`${base}-${tab}-panel`}
            aria-selected={current === tab}
            tabIndex={current === tab ? 0 : -1}
            className={styles.tab}
            onClick={() => setCurrent(tab)}
          >
            {intl.formatMessage({ id: `backoffice.tab.${tab}` })}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${base}-${tab}-panel`}
          aria-labelledby={`${base}-${tab}`}
          hidden={current !== tab}
          className={styles.panel}
        >
          {current === tab && panels[tab]}
        </div>
      ))}
    </div>
  );
}
