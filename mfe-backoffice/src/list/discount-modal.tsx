import { showToast } from '@shop/shared';
import { type BackofficeListFilter } from '@shop/shared/staff';
import { useIntl } from 'react-intl';
import { DiscountField, useDiscountForm } from '../article/discount-field';
import { FormModal } from '../pages/form-modal';
import { staffWrite } from '../staff/staff-api';
import styles from '../pages/forms.module.css';

interface DiscountModalProps {
  open: boolean;
  onClose: () => void;
  /** Codes ticked in the list; empty means every filtered article. */
  selected: string[];
  filter: BackofficeListFilter;
  totalCount: number;
  onApplied: () => void;
}

/** One percentage for the ticked articles, or for every filtered one, in one transaction. */
export function DiscountModal({ open, onClose, selected, filter, totalCount, onApplied }: DiscountModalProps) {
  const intl = useIntl();
  const count = selected.length || totalCount;
  const { form, busy, submit } = useDiscountForm(
    '',
    async (percent) => {
      const target = selected.length ? { codArticoli: selected } : { expression: filter };
      const reply = await staffWrite('update', { entity: 'Sconto', ...target, percentuale: percent });
      showToast(intl.formatMessage({ id: 'backoffice.discount.applied' }, { count: reply.changed ?? count }), 'success');
      onApplied();
      onClose();
    },
    true,
  );

  return (
    <FormModal
      open={open}
      title={intl.formatMessage({ id: 'backoffice.discount.bulkTitle' })}
      submit={intl.formatMessage({ id: 'backoffice.discount.apply' })}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
      className={styles.field}
    >
      <p>{intl.formatMessage({ id: selected.length ? 'backoffice.discount.forSelected' : 'backoffice.discount.forAll' }, { count })}</p>
      <DiscountField form={form} />
    </FormModal>
  );
}
