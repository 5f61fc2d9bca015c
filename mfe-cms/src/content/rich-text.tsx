import { classNames } from '@shop/shared';
import { useMemo } from 'react';
import { sanitiseHtml } from './sanitise';
import styles from './rich-text.module.css';

/** A container's rich-HTML description, sanitised by the server and again here. */
export function RichText({ html, className }: { html: string | null; className?: string }) {
  const safe = useMemo(() => (html ? sanitiseHtml(html) : ''), [html]);
  if (!safe) return null;
  return <div className={classNames(styles.text, className)} dangerouslySetInnerHTML={{ __html: safe }} />;
}
