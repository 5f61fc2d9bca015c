import {
  Button,
  EmptyState,
  failureMessage,
  isApiError,
  PageFrame,
  showAlert,
  showToast,
  Skeleton,
  useRequest,
  VisuallyHidden,
} from '@shop/shared';
import type { ReleasePin } from '@shop/shared/staff';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ReleasePins } from '../releases/release-pins';
import { RemoteReleases } from '../releases/remote-releases';
import { staffPinReleases, staffReleases } from '../staff/staff-api';
import styles from '../releases/releases.module.css';

/**
 * 'Rilasci': for each remote of the shop, the release everyone gets, the one on trial and its share,
 * the ones before and who changed what it serves and when. A member of staff may try any published
 * release in their own browser; activating and rolling back stay with the operators.
 */
export function ReleasesPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const releases = useRequest('releases', (signal) => staffReleases(signal));
  // The pins as the server last set them for this browser; until a change, as the read gave them.
  const [pins, setPins] = useState<ReleasePin[] | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const current = pins ?? releases.data?.pins ?? [];

  const change = async (next: ReleasePin[], key: string, done: string) => {
    setPending(key);
    try {
      setPins(await staffPinReleases(next));
      showToast(done, 'success');
    } catch (failure) {
      // A refused session has already ended it: the frame shows 'Accesso negato'.
      if (!(isApiError(failure) && failure.status === 401))
        showAlert({ message: failureMessage(failure, t('backoffice.error')), severity: 'error' });
    } finally {
      setPending(null);
    }
  };
  const tryRelease = (pin: ReleasePin) =>
    void change(
      [...current.filter((other) => other.remote !== pin.remote), pin],
      `${pin.remote}:${pin.release}`,
      intl.formatMessage({ id: 'backoffice.releases.pins.done' }, { release: pin.release }),
    );

  return (
    <PageFrame title={t('backoffice.releases')} eyebrow={t('backoffice.section')}>
      <div className={styles.introBlock}>
        <p className={styles.intro}>{t('backoffice.releases.intro')}</p>
        <p className={styles.operators}>{t('backoffice.releases.operators')}</p>
      </div>
      {releases.status === 'loading' && (
        <div className={styles.skeletons} aria-busy="true">
          <VisuallyHidden>{t('backoffice.loading')}</VisuallyHidden>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height="9rem" />
          ))}
        </div>
      )}
      {releases.status === 'error' && (
        <EmptyState title={t('backoffice.releases.error')} action={<Button onClick={releases.reload}>{t('backoffice.retry')}</Button>}>
          {releases.error.message}
        </EmptyState>
      )}
      {releases.status === 'success' && (
        <>
          <ReleasePins
            pins={current}
            busy={pending === 'clear'}
            onClear={() => void change([], 'clear', t('backoffice.releases.pins.cleared'))}
          />
          <div className={styles.remotes}>
            {releases.data.remotes.map((view) => (
              <RemoteReleases key={view.remote} view={view} pins={current} pinning={pending} onTry={tryRelease} />
            ))}
          </div>
        </>
      )}
    </PageFrame>
  );
}
