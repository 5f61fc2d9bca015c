import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  /** A way on, e.g. a link back to the collection. */
  action?: ReactNode;
  /** Heading level of the title in the page's outline. */
  level?: 2 | 3;
}

/** What an empty list or page shows instead of a blank area ('Nessun capo disponibile'). */
export function EmptyState({ title, children, action, level = 2 }: EmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.empty}>
      <hr className={styles.rule} aria-hidden="true" />
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.text}>{children}</div>}
      {action}
    </section>
  );
}
