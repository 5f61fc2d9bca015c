import { Button, Code } from '@shop/shared';
import type { ReleasePin } from '@shop/shared/staff';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styles from './releases.module.css';

interface ReleasePinsProps {
  pins: ReleasePin[];
  busy: boolean;
  onClear: () => void;
}

/** Which releases this browser gets instead of the active ones, and the way back to the active ones. */
export function ReleasePins({ pins, busy, onClear }: ReleasePinsProps) {
  const intl = useIntl();
  const titleId = useId();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className={styles.pins} aria-labelledby={titleId} data-pins={pins.length}>
      <h2 id={titleId} className={styles.pinsTitle}>
        {t('backoffice.releases.pins.title')}
      </h2>
      {pins.length === 0 ? (
        <p className={styles.quiet}>{t('backoffice.releases.pins.none')}</p>
      ) : (
        <>
          <p className={styles.quiet}>{t('backoffice.releases.pins.some')}</p>
          <ul className={styles.pinList}>
            {pins.map((pin) => (
              <li key={pin.remote}>
                {intl.formatMessage(
                  { id: 'backoffice.releases.pins.item' },
                  { remote: t(`backoffice.releases.remote.${pin.remote}`), release: <Code key="release">{pin.release}</Code> },
                )}
              </li>
            ))}
          </ul>
          <div className={styles.pinActions}>
            <Button variant="secondary" size="small" busy={busy} onClick={onClear}>
              {t('backoffice.releases.pins.clear')}
            </Button>
            <Button variant="ghost" size="small" onClick={() => window.location.reload()}>
              {t('backoffice.releases.pins.reload')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
