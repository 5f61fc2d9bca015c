import { Code, useFormat } from '@shop/shared';
import type { ReleaseActivation } from '@shop/shared/staff';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { activatedByText } from './activated-by';
import styles from './releases.module.css';

/** What a change did, told from the row and the one before it (a rollback after a rollout stops the rollout). */
function useMove() {
  const intl = useIntl();
  const format = useFormat();
  const say = (id: string, values: Record<string, ReactNode> = {}): ReactNode =>
    intl.formatMessage({ id: `backoffice.releases.move.${id}` }, values);
  return (row: ReleaseActivation, older: ReleaseActivation | undefined): ReactNode => {
    const code = (id: string) => <Code>{id}</Code>;
    if (row.rollback) {
      if (older?.candidateId) return say('stopRollout');
      return row.releaseId ? say('rollback', { release: code(row.releaseId) }) : say('rollbackToBuild');
    }
    if (row.candidateId) return say('rollout', { release: code(row.candidateId), percent: format.percent(row.percent) });
    return say('activate', { release: code(row.releaseId ?? '') });
  };
}

/** A remote's latest activations, newest first: when, what, who; a card per change on small screens. */
export function ReleaseHistory({ remoteName, history }: { remoteName: string; history: ReleaseActivation[] }) {
  const intl = useIntl();
  const format = useFormat();
  const move = useMove();
  const t = (id: string) => intl.formatMessage({ id });
  if (history.length === 0) return <p className={styles.quiet}>{t('backoffice.releases.noHistory')}</p>;
  const columns = {
    when: t('backoffice.releases.col.when'),
    what: t('backoffice.releases.col.what'),
    who: t('backoffice.releases.col.who'),
  };
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {intl.formatMessage({ id: 'backoffice.releases.historyCaption' }, { remote: remoteName })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{columns.when}</th>
            <th scope="col">{columns.what}</th>
            <th scope="col">{columns.who}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((row, index) => (
            <tr key={`${row.activatedAt}|${index}`} data-rollback={row.rollback || undefined}>
              <th scope="row" data-label={columns.when} className={styles.when}>
                {format.dateTime(row.activatedAt)}
              </th>
              <td data-label={columns.what}>
                {/* One grid item beside the label on phones, however many pieces the sentence has. */}
                <span>{move(row, history[index + 1])}</span>
              </td>
              <td data-label={columns.who} className={styles.who}>
                {activatedByText(intl, row.activatedBy)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
