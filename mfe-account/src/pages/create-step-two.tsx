import {
  accountAction,
  Button,
  botCheckToken,
  createAccountReplySchema,
  failureMessage,
  languageAtom,
  MESSAGE_KEY,
  registrationPayloadSchema,
  showAlert,
  shopStore,
  useMessageText,
} from '@shop/shared';
import { RESERVED_ERROR_SPACE, useContractForm } from '@shop/shared/forms';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ProfileFields } from '../profile/profile-fields';
import { toRegistration, type ProfileValues } from '../profile/profile-values';
import { startSession } from '../session/log-in';
import styles from '../ui/form.module.css';

export interface StepTwoProps {
  values: ProfileValues;
  country: string;
  /** Back to step 1 with what was typed, kept for coming back. */
  onBack: (values: ProfileValues) => void;
  onCreated: () => void;
}

/** Registration step 2: every field and rule of SPEC section 5, checked with the shared contract. */
export function CreateStepTwo({ values, country, onBack, onCreated }: StepTwoProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const message = useMessageText();
  const language = useAtomValue(languageAtom, { store: shopStore });
  const form = useContractForm<ProfileValues>({
    schema: registrationPayloadSchema,
    defaultValues: values,
    toInput: (current) => toRegistration(current, language),
  });
  const [busy, setBusy] = useState(false);

  const create = async (current: ProfileValues) => {
    setBusy(true);
    try {
      const payload = toRegistration(current, language);
      const reply = createAccountReplySchema.parse(
        await accountAction('createAccount', { ...payload, 'g-recaptcha-response': await botCheckToken() }),
      );
      if (reply.error || !reply.xtstoredsession) {
        showAlert({ severity: 'error', message: reply.message ?? text('create.failed') });
        return;
      }
      await startSession(reply.xtstoredsession);
      onCreated();
    } catch (error) {
      showAlert({ severity: 'error', message: failureMessage(error, text('create.failed')) });
    } finally {
      setBusy(false);
    }
  };

  const submit = form.handleSubmit(
    () => create(form.getValues()),
    (errors) => {
      // SPEC: an Italian company without a recipient code or a PEC gets an alert besides the field error.
      if (errors.codiceDestinatario?.message === MESSAGE_KEY.recipientOrPec) {
        showAlert({ severity: 'error', message: message(MESSAGE_KEY.recipientOrPec) });
      }
    },
  );

  return (
    <form
      className={`${styles.form} ${RESERVED_ERROR_SPACE}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={text('create.stepTwo')}
    >
      <ProfileFields mode="create" form={form} fixedCountry={country} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onBack(form.getValues())}>
          {text('create.back')}
        </Button>
        <Button type="submit" busy={busy}>
          {text('create.submit')}
        </Button>
      </div>
    </form>
  );
}
