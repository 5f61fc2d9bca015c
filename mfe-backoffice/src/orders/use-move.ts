import { isApiError, showAlert, showToast } from '@shop/shared';
import { useContractForm, type ContractFormOptions } from '@shop/shared/forms';
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

interface ContractMoveOptions<Values extends FieldValues, Input> extends MoveCallbacks, ContractFormOptions<Values> {
  /** The body as the contract takes it, from the fields. */
  toInput: (values: Values) => unknown;
  /** The contract the body is parsed by before it goes. */
  contract: { parse: (body: unknown) => Input };
  send: (body: Input) => Promise<unknown>;
  /** The success toast. */
  done: string;
  /** The body's part that is no field (the order's or the return's number): a problem with it shows as a refusal. */
  hidden: string;
}

/**
 * A move asked in a contract form: the form, and what its FormModal needs (busy while the move
 * runs, the refusal or a problem no field shows, the submit, the close). The fields show their own
 * problems; a problem with the hidden part must not block the submit in silence.
 */
export function useContractMove<Values extends FieldValues, Input>({
  schema,
  defaultValues,
  toInput,
  contract,
  send,
  done,
  hidden,
  onClose,
  onChanged,
}: ContractMoveOptions<Values, Input>) {
  const form = useContractForm<Values>({ schema, defaultValues, toInput });
  const { busy, refusal, submitWith } = useMove({ onClose, onChanged });
  const onSubmit = submitWith(form.handleSubmit, () => send(contract.parse(toInput(form.getValues()))), done);
  return { form, modal: { busy, problem: refusal ?? form.errorOf(hidden), onSubmit, onClose } };
}
