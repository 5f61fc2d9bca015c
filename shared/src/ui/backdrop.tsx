import { classNames } from './class-names';
import styles from './backdrop.module.css';

export interface BackdropProps {
  onClick?: () => void;
  className?: string;
}

/** The dimming layer behind overlays; clicking it usually closes the overlay. */
export function Backdrop({ onClick, className }: BackdropProps) {
  return <div className={classNames(styles.backdrop, className)} onClick={onClick} aria-hidden="true" data-testid="backdrop" />;
}
