import { Button, Code, useFormat, VisuallyHidden, type RemoteName } from '@shop/shared';
import type { ReleaseSummary } from '@shop/shared/staff';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './releases.module.css';

export interface PinControl {
  /** Whether this browser gets this release instead of the active one. */
  pinned: boolean;
  busy: boolean;
  onTry: () => void;
}

interface ReleaseLineProps {
  remote: RemoteName;
  release: ReleaseSummary;
  /** Who put it where it is and when, above its publication; a tag beside its name. */
  placed?: ReactNode;
  tag?: ReactNode;
  pin: PinControl;
}

/** One release: its name and version, who published it and when, and 'Prova nel mio browser' (or that it is in this browser). */
export function ReleaseLine({ remote, release, placed, tag, pin }: ReleaseLineProps) {
  const intl = useIntl();
  const format = useFormat();
  const remoteName = intl.formatMessage({ id: `backoffice.releases.remote.${remote}` });
  return (
    <div className={styles.release} data-release={release.id}>
      <p className={styles.releaseName}>
        <Code>{release.id}</Code>
        <span className={styles.version}>{intl.formatMessage({ id: 'backoffice.releases.version' }, { version: release.version })}</span>
        {tag}
      </p>
      <div className={styles.facts}>
        {placed && <p className={styles.placed}>{placed}</p>}
        <p>
          {intl.formatMessage(
            { id: 'backoffice.releases.published' },
            { when: format.dateTime(release.publishedAt), who: release.publishedBy },
          )}
        </p>
      </div>
      <div className={styles.pin}>
        {pin.pinned ? (
          <span className={styles.pinned}>{intl.formatMessage({ id: 'backoffice.releases.pinned' })}</span>
        ) : (
          <Button variant="secondary" size="small" busy={pin.busy} onClick={pin.onTry}>
            {intl.formatMessage({ id: 'backoffice.releases.try' })}
            <VisuallyHidden>
              {` (${intl.formatMessage({ id: 'backoffice.releases.tryOf' }, { release: release.id, remote: remoteName })})`}
            </VisuallyHidden>
          </Button>
        )}
      </div>
    </div>
  );
}
