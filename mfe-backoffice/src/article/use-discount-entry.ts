import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { parseDiscount } from './discount-field';

/**
 * The typed discount, its error and the busy flag of a discount form. `submit` checks the text
 * (comma decimals, 0 to 90) and hands the percentage to `save`; a refused save shows its message.
 * With `emptyAfterSave` the field is cleared once the save succeeds.
 */
export function useDiscountEntry(initial: string, save: (percent: number) => Promise<void>, emptyAfterSave = false) {
  const intl = useIntl();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDiscount(text);
    if ('message' in parsed) {
      setError(parsed.message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await save(parsed.value);
      if (emptyAfterSave) setText('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : intl.formatMessage({ id: 'backoffice.error' }));
    } finally {
      setBusy(false);
    }
  };

  return { text, setText, error, busy, submit };
}
