import { isApiError, showAlert, showToast } from '@shop/shared';
import { useState } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { useIntl } from 'react-intl';

interface MoveCallbacks {
  /** Closes the dialog the move was asked in. */
  onClose: () => void;
  /** Reloads the order: after a move, or after a refusal that means it changed meanwhile. */
  onChanged: () => void;
}

/**
 * How every move of an order or of its returns is sent: busy while it runs, a success toast and a
 * reload when done; a 409 (another member of staff moved it first, or the move is no longer open)
 * becomes an alert with the server's message and a reload; any other refusal stays in the dialog.
 */
export function useMove({ onClose, onChanged }: MoveCallbacks) {
  const intl = useIntl();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (send: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setRefusal(null);
    try {
      await send();
      showToast(done, 'success');
      onClose();
      onChanged();
    } catch (failure) {
      const text = failure instanceof Error ? failure.message : intl.formatMessage({ id: 'backoffice.error' });
      if (!(isApiError(failure) && failure.status === 409)) {
        setRefusal(text);
        setBusy(false);
        return;
      }
      showAlert({ message: text, severity: 'error' });
      onClose();
      onChanged();
    }
  };

  /**
   * A form's submit: the move once its fields are valid; while they are not, the refusal of an
   * earlier try goes (the fields say what is wrong).
   */
  const submitWith = <Values extends FieldValues>(handleSubmit: UseFormHandleSubmit<Values>, send: () => Promise<unknown>, done: string) =>
    handleSubmit(
      () => run(send, done),
      () => setRefusal(null),
    );

  return { busy, refusal, run, submitWith };
}
