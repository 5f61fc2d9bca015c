import { Button, Modal, useMessageText } from '@shop/shared';
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './forms.module.css';

interface FormModalProps {
  /** Whether it is shown; a modal mounted only while open leaves it out. */
  open?: boolean;
  title: string;
  size?: 'small' | 'medium';
  /** The button that sends the form, e.g. 'Segna come spedito'. */
  submit: string;
  busy: boolean;
  /** The server's refusal, or a problem no field shows: a message key or a text. */
  problem?: string | null | undefined;
  onSubmit: (event: FormEvent) => unknown;
  onClose: () => void;
  /** The form's layout, where it is not a column of paragraphs and fields. */
  className?: string;
  /** What the form says and asks. */
  children: ReactNode;
}

/**
 * A back-office form in a dialog, behind one confirmation: what it says and asks, the server's
 * refusal, then its button and 'Annulla'.
 */
export function FormModal({
  open = true,
  title,
  size = 'small',
  submit,
  busy,
  problem,
  onSubmit,
  onClose,
  className = styles.modalForm,
  children,
}: FormModalProps) {
  const intl = useIntl();
  const message = useMessageText();
  return (
    <Modal open={open} onClose={onClose} size={size} title={title}>
      <form className={className} onSubmit={(event) => void onSubmit(event)} noValidate>
        {children}
        {problem && (
          <p className={styles.error} role="alert">
            {message(problem)}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            {submit}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'backoffice.cancel' })}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
