import { DEFAULT_COUNTRY, EU_COUNTRIES, PageFrame, paths, registrationStartSchema, showAlert, showToast } from '@shop/shared';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { startProfile, type ProfileValues } from '../profile/profile-values';
import { safeRedirect } from '../session/redirect';
import { useSessionState } from '../session/use-session';
import { CreateStepOne } from './create-step-one';
import { CreateStepTwo } from './create-step-two';

/** Step 1's start: a guest's e-mail and country handed over in the route state (by the thank-you page), else empty. */
function startOf(state: unknown): { email: string; country: string } {
  const parsed = registrationStartSchema.safeParse((state as { registration?: unknown } | null)?.registration);
  if (!parsed.success) return { email: '', country: DEFAULT_COUNTRY };
  const { email, country } = parsed.data;
  return { email, country: EU_COUNTRIES.some((c) => c.iso === country) ? country : DEFAULT_COUNTRY };
}

/** Create account in two steps; a customer who is already logged in goes to /account/view. */
export function CreateAccountPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const redirect = safeRedirect(search.get('redirect'));
  const { state } = useSessionState();
  const location = useLocation();
  const [start, setStart] = useState(() => startOf(location.state));
  const [profile, setProfile] = useState<ProfileValues | null>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const creating = useRef(false);

  useEffect(() => {
    if (state === 'customer' && !creating.current) void navigate(paths.accountView(), { replace: true });
  }, [state, navigate]);

  const created = () => {
    creating.current = true;
    if (redirect) {
      showToast(text('create.done'), 'success', true);
      void navigate(redirect, { replace: true });
    } else {
      showAlert({ severity: 'success', title: text('create.done'), message: text('create.doneText'), keepOnNavigation: true });
      void navigate(paths.accountSuccess(), { replace: true });
    }
  };

  return (
    <PageFrame title={text('account.create')} eyebrow={text(step === 2 ? 'create.stepTwo' : 'create.stepOne')}>
      {step === 2 && profile ? (
        <CreateStepTwo
          values={profile}
          country={start.country}
          onBack={(typed) => {
            setProfile(typed);
            setStep(1);
          }}
          onCreated={created}
        />
      ) : (
        <CreateStepOne
          initial={start}
          onDone={(next) => {
            setStart(next);
            setStep(2);
            setProfile((previous) =>
              previous && previous.email === next.email && previous.destination.country === next.country
                ? previous
                : startProfile(next.email, next.country),
            );
          }}
        />
      )}
    </PageFrame>
  );
}
