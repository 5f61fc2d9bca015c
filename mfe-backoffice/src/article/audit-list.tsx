import { useFormat, useRequest, type ShopFormat } from '@shop/shared';
import { type AuditEntry } from '@shop/shared/staff';
import { useIntl } from 'react-intl';
import { staffRead } from '../staff/staff-api';
import styles from './article.module.css';

/** The message of each change to an article's photos. */
const PHOTO_CHANGES: Record<string, string> = {
  'foto-aggiunta': 'backoffice.audit.photoAdded',
  'foto-ordine': 'backoffice.audit.photoOrder',
  'foto-alt': 'backoffice.audit.photoAlt',
  'foto-prima': 'backoffice.audit.photoFirst',
  'foto-eliminata': 'backoffice.audit.photoRemoved',
};

function describe(entry: AuditEntry, t: (id: string, values?: Record<string, string>) => string, format: ShopFormat): string {
  const detail = JSON.parse(entry.detail) as { da?: unknown; a?: unknown; con?: string; motivo?: string; id?: number; codColore?: string };
  const photoChange = PHOTO_CHANGES[entry.action];
  if (photoChange) return t(photoChange, { id: String(detail.id ?? ''), colour: detail.codColore ?? '' });
  const pct = (value: unknown) => (typeof value === 'number' ? format.percent(value) : '—');
  if (entry.action === 'sconto') return t('backoffice.audit.discount', { from: pct(detail.da), to: pct(detail.a) });
  const reason = detail.motivo === 'accessorio' ? t('backoffice.tab.accessories') : t('backoffice.tab.look');
  return t(entry.action === 'associazione-aggiunta' ? 'backoffice.audit.linked' : 'backoffice.audit.unlinked', {
    code: detail.con ?? '',
    reason,
  });
}

/** Who changed this article's discount, links and photos, and when. `version` reloads it after a change. */
export function AuditList({ codArticolo, version }: { codArticolo: string; version: number }) {
  const intl = useIntl();
  const format = useFormat();
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
          <span>{describe(entry, t, format)}</span>
        </li>
      ))}
    </ol>
  );
}
