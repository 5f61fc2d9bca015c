import { useIntl } from 'react-intl';
import { classNames } from './class-names';
import { VisuallyHidden } from './visually-hidden';
import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'medium' | 'small';
  /** Text for screen readers; defaults to 'Caricamento...'. */
  label?: string;
  /** Inside something that already says it is busy (a busy button): no announcement. */
  decorative?: boolean;
}

export function Spinner({ size = 'medium', label, decorative = false }: SpinnerProps) {
  const intl = useIntl();
  const ring = <span className={classNames(styles.spinner, size === 'small' && styles.small)} aria-hidden="true" />;
  if (decorative) return ring;
  return (
    <span role="status">
      {ring}
      <VisuallyHidden>{label ?? intl.formatMessage({ id: 'ui.loading' })}</VisuallyHidden>
    </span>
  );
}
