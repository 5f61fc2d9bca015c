import { useFormat } from '@shop/shared';
import type { ReleasePin, RemoteReleasesView } from '@shop/shared/staff';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { activatedByText } from './activated-by';
import { ReleaseHistory } from './release-history';
import { ReleaseLine, type PinControl } from './release-line';
import styles from './releases.module.css';

interface RemoteReleasesProps {
  view: RemoteReleasesView;
  pins: ReleasePin[];
  /** The release whose pin is on its way ('remote:release'), if any. */
  pinning: string | null;
  onTry: (pin: ReleasePin) => void;
}

/** One part of the shop: the release everyone gets, the one on trial and its share, the ones before, and the history. */
export function RemoteReleases({ view, pins, pinning, onTry }: RemoteReleasesProps) {
  const intl = useIntl();
  const format = useFormat();
  const headingId = useId();
  const t = (id: string) => intl.formatMessage({ id });
  const { remote, active, candidate, previous, history } = view;
  const remoteName = t(`backoffice.releases.remote.${remote}`);
  const pinOf = (release: string): PinControl => ({
    pinned: pins.some((pin) => pin.remote === remote && pin.release === release),
    busy: pinning === `${remote}:${release}`,
    onTry: () => onTry({ remote, release }),
  });
  const placed = (change: { activatedBy: string; activatedAt: string; rollback: boolean }, id: string) =>
    intl.formatMessage({ id }, { when: format.dateTime(change.activatedAt), who: activatedByText(intl, change.activatedBy) });

  return (
    <section className={styles.remote} aria-labelledby={headingId} data-remote={remote}>
      <header className={styles.remoteHead}>
        <h2 id={headingId} className={styles.remoteName}>
          {remoteName}
        </h2>
        <span className={styles.remoteKey}>{remote}</span>
      </header>

      <div className={styles.slot} data-slot="active">
        <h3 className={styles.slotTitle}>{t('backoffice.releases.active')}</h3>
        {active ? (
          <ReleaseLine
            remote={remote}
            release={active}
            placed={placed(active, active.rollback ? 'backoffice.releases.restored' : 'backoffice.releases.activated')}
            pin={pinOf(active.id)}
          />
        ) : (
          <div className={styles.builtIn}>
            <p className={styles.builtInName}>{t('backoffice.releases.builtIn')}</p>
            <p className={styles.quiet}>
              {t(previous.length === 0 ? 'backoffice.releases.nothingPublished' : 'backoffice.releases.builtInNote')}
            </p>
          </div>
        )}
      </div>

      {candidate && (
        <div className={styles.slot} data-slot="candidate">
          <h3 className={styles.slotTitle}>
            {intl.formatMessage({ id: 'backoffice.releases.candidate' }, { percent: format.percent(candidate.percent) })}
          </h3>
          <ReleaseLine
            remote={remote}
            release={candidate}
            placed={placed(candidate, 'backoffice.releases.rolledOut')}
            pin={pinOf(candidate.id)}
          />
        </div>
      )}

      {previous.length > 0 && (
        <div className={styles.slot} data-slot="previous">
          <h3 className={styles.slotTitle}>{t('backoffice.releases.previous')}</h3>
          <ul className={styles.previous}>
            {previous.map((release) => (
              <li key={release.id}>
                <ReleaseLine
                  remote={remote}
                  release={release}
                  tag={release.served ? undefined : <span className={styles.tag}>{t('backoffice.releases.neverServed')}</span>}
                  pin={pinOf(release.id)}
                />
              </li>
            ))}
          </ul>
        </div>
      )}

      <details className={styles.history}>
        <summary className={styles.historySummary}>
          {t('backoffice.releases.history')} <span className={styles.count}>({format.number(history.length)})</span>
        </summary>
        <ReleaseHistory remoteName={remoteName} history={history} />
      </details>
    </section>
  );
}
