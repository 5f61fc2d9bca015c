import { paths, useFormat } from '@shop/shared';
import { type BackofficeArticleRow } from '@shop/shared/staff';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { familyName } from './list-filters';
import styles from './list.module.css';

interface ArticlesTableProps {
  rows: BackofficeArticleRow[];
  selected: Set<string>;
  onToggle: (code: string) => void;
  onToggleAll: () => void;
}

/** The article list: code, status, type, category, title, B2C and B2I list prices, discount; each row links to its detail. */
export function ArticlesTable({ rows, selected, onToggle, onToggleAll }: ArticlesTableProps) {
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string) => intl.formatMessage({ id });
  const allTicked = rows.length > 0 && rows.every((row) => selected.has(row.codArticolo));
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('backoffice.articles')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.tick}>
              <input type="checkbox" checked={allTicked} onChange={onToggleAll} aria-label={t('backoffice.selectPage')} />
            </th>
            <th scope="col">{t('backoffice.col.code')}</th>
            <th scope="col">{t('backoffice.col.status')}</th>
            <th scope="col">{t('backoffice.col.type')}</th>
            <th scope="col">{t('backoffice.col.category')}</th>
            <th scope="col">{t('backoffice.col.title')}</th>
            <th scope="col" className={styles.number}>
              {t('backoffice.col.b2c')}
            </th>
            <th scope="col" className={styles.number}>
              {t('backoffice.col.b2i')}
            </th>
            <th scope="col" className={styles.number}>
              {t('backoffice.col.discount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.codArticolo}>
              <td className={styles.tick}>
                <input
                  type="checkbox"
                  checked={selected.has(row.codArticolo)}
                  onChange={() => onToggle(row.codArticolo)}
                  aria-label={intl.formatMessage({ id: 'backoffice.selectRow' }, { code: row.codArticolo })}
                />
              </td>
              <td data-label={t('backoffice.col.code')}>
                <Link className={styles.code} to={paths.backofficeArticle(row.id)}>
                  {row.codArticolo}
                </Link>
              </td>
              <td data-label={t('backoffice.col.status')}>
                <span className={row.soldOut ? styles.soldOut : styles.inStock}>{row.soldOut ? 'SOLD OUT' : 'A STOCK'}</span>
              </td>
              <td data-label={t('backoffice.col.type')}>{row.codCatRaggrupp ? t(`backoffice.type.${row.codCatRaggrupp}`) : '—'}</td>
              <td data-label={t('backoffice.col.category')}>
                {row.desCategoria ? familyName(row.desCategoria, intl.locale) : (row.codCategoriaMerceologica ?? '—')}
              </td>
              <td data-label={t('backoffice.col.title')} className={styles.titleCell}>
                {row.title}
              </td>
              <td data-label={t('backoffice.col.b2c')} className={styles.number}>
                {row.prezzoB2C === null ? 'no B2C' : format.euro(row.prezzoB2C)}
              </td>
              <td data-label={t('backoffice.col.b2i')} className={styles.number}>
                {row.prezzoB2I === null ? '—' : format.euro(row.prezzoB2I)}
              </td>
              <td data-label={t('backoffice.col.discount')} className={styles.number}>
                {row.percentualeSconto === null ? '—' : format.percent(row.percentualeSconto)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
