import type { ComponentPropsWithRef } from 'react';
import { classNames } from './class-names';
import { Spinner } from './spinner';
import styles from './button.module.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'link';
  size?: 'medium' | 'small';
  block?: boolean;
  /** Shows a spinner and blocks clicks while an action runs. */
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  block = false,
  busy = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classNames(styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner size="small" decorative />}
      {children}
    </button>
  );
}
