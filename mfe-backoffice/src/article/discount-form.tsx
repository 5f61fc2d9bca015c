import { Button, showToast } from '@shop/shared';
import { useIntl } from 'react-intl';
import { staffWrite } from '../staff/staff-api';
import { DiscountField, useDiscountForm } from './discount-field';
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
  const { form, busy, submit } = useDiscountForm(current === null ? '' : String(current).replace('.', ','), async (percent) => {
    await staffWrite('update', { entity: 'Sconto', codArticolo, ...(discountId ? { id: discountId } : {}), percentuale: percent });
    showToast(intl.formatMessage({ id: 'backoffice.discount.saved' }), 'success');
    onSaved();
  });

  return (
    <form
      className={styles.field}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={intl.formatMessage({ id: 'backoffice.discount.title' })}
    >
      <DiscountField form={form} />
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {intl.formatMessage({ id: 'backoffice.discount.save' })}
        </Button>
      </div>
    </form>
  );
}
