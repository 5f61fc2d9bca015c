import { discountFormSchema } from '@shop/shared/staff';
import { TextField, useContractForm, type ContractForm } from '@shop/shared/forms';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';

export interface DiscountValues {
  percentuale: string;
}

/** The discount percentage input: a decimal with a comma, 0 to 90. */
export function DiscountField({ form }: { form: ContractForm<DiscountValues> }) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage({ id: 'backoffice.discount.label' })}
      inputMode="decimal"
      autoComplete="off"
      {...form.register('percentuale')}
      error={form.errorOf('percentuale')}
    />
  );
}

/**
 * A discount form on the shared contract: `submit` hands the checked percentage to `save`; a refused
 * save shows its message under the field. With `emptyAfterSave` the field is cleared once saved.
 */
export function useDiscountForm(initial: string, save: (percent: number) => Promise<void>, emptyAfterSave = false) {
  const intl = useIntl();
  const form = useContractForm<DiscountValues>({ schema: discountFormSchema, defaultValues: { percentuale: initial } });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    let saved = false;
    await form.handleSubmit(async (values) => {
      setBusy(true);
      try {
        await save(discountFormSchema.parse(values).percentuale);
        saved = true;
      } catch (failure) {
        form.setError('percentuale', {
          message: failure instanceof Error ? failure.message : intl.formatMessage({ id: 'backoffice.error' }),
        });
      } finally {
        setBusy(false);
      }
    })(event);
    if (saved && emptyAfterSave) form.reset({ percentuale: '' });
  };

  return { form, busy, submit };
}
