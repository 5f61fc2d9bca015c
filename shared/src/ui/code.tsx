import type { ReactNode } from 'react';
import styles from './code.module.css';

/** An order, return or tracking number, set so no figure can be misread (also inside a serif title). */
export function Code({ children }: { children: ReactNode }) {
  return <span className={styles.code}>{children}</span>;
}
