import {
  accountAction,
  Button,
  botCheckToken,
  createAccountReplySchema,
  isApiError,
  languageAtom,
  MESSAGES,
  registrationPayloadSchema,
  showAlert,
  shopStore,
} from '@shop/shared';
import { useAtomValue } from 'jotai';
import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ProfileFields } from '../profile/profile-fields';
import { toRegistration, type ProfileValues } from '../profile/profile-values';
import { startSession } from '../session/log-in';
import styles from '../ui/form.module.css';
import { useFormErrors } from '../ui/use-form';

export interface StepTwoProps {
  values: ProfileValues;
  onChange: (update: (values: ProfileValues) => ProfileValues) => void;
  country: string;
  onBack: () => void;
  onCreated: () => void;
}

/** Registration step 2: every field and rule of SPEC section 5, checked with the shared contract. */
export function CreateStepTwo({ values, onChange, country, onBack, onCreated }: StepTwoProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const language = useAtomValue(languageAtom, { store: shopStore });
  const payload = useMemo(() => toRegistration(values, language), [values, language]);
  const form = useFormErrors(registrationPayloadSchema, payload);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setSubmitted(true);
    if (!form.valid) {
      if (form.errors.get('codiceDestinatario') === MESSAGES.recipientOrPec) {
        showAlert({ severity: 'error', message: form.translate(MESSAGES.recipientOrPec) });
      }
      return;
    }
    setBusy(true);
    try {
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
      showAlert({ severity: 'error', message: isApiError(error) && error.status === 400 ? error.message : text('create.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={text('create.stepTwo')}>
      <ProfileFields mode="create" values={values} onChange={onChange} fixedCountry={country} errorOf={form.errorOf} touch={form.touch} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {text('create.back')}
        </Button>
        <Button type="submit" busy={busy}>
          {text('create.submit')}
        </Button>
      </div>
    </form>
  );
}
