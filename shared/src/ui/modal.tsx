import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { Backdrop } from './backdrop';
import { classNames } from './class-names';
import { DialogLayer } from './dialog-layer';
import styles from './modal.module.css';

/** 'full' covers the whole viewport (a picture viewer): no rounded sheet, no padding around the body. */
export type ModalSize = 'small' | 'medium' | 'large' | 'full';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Accessible name when there is no visible title (defaults to 'Finestra di dialogo'). */
  label?: string;
  size?: ModalSize;
  /** Shows the close (×) button; Escape and the backdrop close the modal either way. */
  closeButton?: boolean;
  children: ReactNode;
}

/** A modal dialog (small, medium, large or full viewport) on the browser's `<dialog>`; a sheet from the bottom on phones. */
export function Modal({ open, onClose, title, label, size = 'medium', closeButton = true, children }: ModalProps) {
  if (!open) return null;
  return createPortal(
    <ModalDialog onClose={onClose} title={title} label={label} size={size} closeButton={closeButton}>
      {children}
    </ModalDialog>,
    document.body,
  );
}

function ModalDialog({ onClose, title, label, size, closeButton, children }: Omit<ModalProps, 'open'>) {
  const intl = useIntl();
  const titleId = useId();

  return (
    <DialogLayer
      onCancel={onClose}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : (label ?? intl.formatMessage({ id: 'ui.dialog' }))}
      className={classNames(styles.layer, size === 'full' && styles.fullLayer)}
    >
      <Backdrop onClick={onClose} className={styles.backdrop} />
      <div className={classNames(styles.dialog, size && styles[size])}>
        {(title || closeButton) && (
          <div className={styles.header}>
            {title && (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            )}
            {closeButton && (
              <button type="button" className={styles.close} onClick={onClose} aria-label={intl.formatMessage({ id: 'ui.close' })}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
        )}
        <div className={styles.body}>{children}</div>
      </div>
    </DialogLayer>
  );
}
