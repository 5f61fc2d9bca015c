import { useRequest } from '@shop/shared';
import { type AuditEntry } from '@shop/shared/staff';
import { useIntl } from 'react-intl';
import { staffRead } from '../staff/staff-api';
import styles from './article.module.css';

function describe(entry: AuditEntry, t: (id: string, values?: Record<string, string>) => string): string {
  const detail = JSON.parse(entry.detail) as { da?: number | null; a?: number | null; con?: string; motivo?: string };
  const pct = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${String(value).replace('.', ',')}%`);
  if (entry.action === 'sconto') return t('backoffice.audit.discount', { from: pct(detail.da), to: pct(detail.a) });
  const reason = detail.motivo === 'accessorio' ? t('backoffice.tab.accessories') : t('backoffice.tab.look');
  return t(entry.action === 'associazione-aggiunta' ? 'backoffice.audit.linked' : 'backoffice.audit.unlinked', {
    code: detail.con ?? '',
    reason,
  });
}

/** Who changed this article's discount and links, and when. `version` reloads it after a change. */
export function AuditList({ codArticolo, version }: { codArticolo: string; version: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const audit = useRequest(`${codArticolo}|${version}`, (signal) =>
    staffRead<{ records: AuditEntry[] }>({ entity: 'Audit', expression: { codArticolo } }, signal),
  );
  if (audit.status === 'loading') return <p className={styles.muted}>{t('backoffice.loading')}</p>;
  if (audit.status === 'error') return <p className={styles.muted}>{audit.error.message}</p>;
  if (audit.data.records.length === 0) return <p className={styles.muted}>{t('backoffice.audit.none')}</p>;
  return (
    <ol className={styles.audit}>
      {audit.data.records.map((entry) => (
        <li key={entry.id}>
          <time dateTime={entry.at}>{intl.formatDate(entry.at, { dateStyle: 'short', timeStyle: 'short' })}</time>
          <span>{entry.staffEmail}</span>
          <span>{describe(entry, t)}</span>
        </li>
      ))}
    </ol>
  );
}
