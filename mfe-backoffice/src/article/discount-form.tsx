import { Button, showToast } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { staffWrite } from '../staff/staff-api';
import { DiscountField, parseDiscount } from './discount-field';
import styles from '../pages/forms.module.css';

interface DiscountFormProps {
  codArticolo: string;
  discountId: number | null;
  current: number | null;
  onSaved: () => void;
}

/** Patch Sconto for one article (0 removes the discount). */
export function DiscountForm({ codArticolo, discountId, current, onSaved }: DiscountFormProps) {
  const intl = useIntl();
  const [text, setText] = useState(current === null ? '' : String(current).replace('.', ','));
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
      await staffWrite('update', { entity: 'Sconto', codArticolo, ...(discountId ? { id: discountId } : {}), percentuale: parsed.value });
      showToast(intl.formatMessage({ id: 'backoffice.discount.saved' }), 'success');
      onSaved();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : intl.formatMessage({ id: 'backoffice.error' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.field}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={intl.formatMessage({ id: 'backoffice.discount.title' })}
    >
      <DiscountField value={text} onChange={setText} error={error} />
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {intl.formatMessage({ id: 'backoffice.discount.save' })}
        </Button>
      </div>
    </form>
  );
}
