import { useId, type ReactNode } from 'react';
import { useDocumentTitle } from './document-title';
import styles from './page-frame.module.css';

export interface PageFrameProps {
  title: string;
  /** The title as shown, when part of it is set apart (an order number in a Code); `title` stays the document's. */
  heading?: ReactNode;
  /** A short line above the title, e.g. the section. */
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/** A page of a remote: its serif title (also the document title) and its content. */
export function PageFrame({ title, heading, eyebrow, children }: PageFrameProps) {
  const titleId = useId();
  useDocumentTitle(title);
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <header className={styles.head}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id={titleId} className={styles.title}>
          {heading ?? title}
        </h1>
      </header>
      {children}
    </section>
  );
}
