import { articoloTitle, Button, EmptyState, PageFrame, paths, Skeleton, useRequest, type Articolo, useFormat } from '@shop/shared';
import { type StaffArticleLinks } from '@shop/shared/staff';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { ArticleTabs } from '../article/article-tabs';
import { AuditList } from '../article/audit-list';
import { DiscountForm } from '../article/discount-form';
import { LinksPanel } from '../article/links-panel';
import { StockPanel } from '../article/stock-panel';
import { familyName } from '../list/list-filters';
import { PhotosPanel } from '../photos/photos-panel';
import { staffRead } from '../staff/staff-api';
import styles from '../article/article.module.css';

/** One article: details with its discount, its photos and stock per colour, and its two kinds of links. */
export function ArticlePage() {
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string) => intl.formatMessage({ id });
  const { id = '' } = useParams();
  const [version, setVersion] = useState(0);
  const article = useRequest(`${id}|${version}`, (signal) =>
    staffRead<{ records: Articolo[]; links: StaffArticleLinks }>({ entity: 'Articolo', expression: { id } }, signal),
  );
  const changed = () => setVersion((n) => n + 1);
  const record = article.data?.records[0];

  return (
    <PageFrame
      title={record ? `${record.codArticolo} · ${articoloTitle(record)}` : intl.formatMessage({ id: 'backoffice.article' }, { id })}
      eyebrow={t('backoffice.section')}
    >
      <Link className={styles.back} to={paths.backofficeArticles()}>
        {t('backoffice.toList')}
      </Link>
      {article.status === 'loading' && <Skeleton height="16rem" />}
      {article.status === 'error' && (
        <EmptyState title={t('backoffice.error')} action={<Button onClick={article.reload}>{t('backoffice.retry')}</Button>}>
          {article.error.message}
        </EmptyState>
      )}
      {record && article.data && (
        <ArticleTabs
          details={
            <div className={styles.details}>
              <dl className={styles.facts}>
                <Fact label={t('backoffice.col.code')} value={record.codArticolo} />
                <Fact label={t('backoffice.col.status')} value={record.soldOut ? 'SOLD OUT' : 'A STOCK'} />
                <Fact
                  label={t('backoffice.col.type')}
                  value={record.codCatRaggrupp ? t(`backoffice.type.${record.codCatRaggrupp}`) : '—'}
                />
                <Fact label={t('backoffice.filter.family')} value={familyName(record.famigliaArticolo.desFamigliaArticolo, intl.locale)} />
                <Fact label={t('backoffice.col.category')} value={record.codCategoriaMerceologica ?? '—'} />
                {record.prezzi.map((price) => (
                  <Fact
                    key={price.codListinoCli}
                    label={`${t('backoffice.listPrice')} ${price.codListinoCli}`}
                    value={format.euro(price.prezzoListinoCli)}
                  />
                ))}
                <Fact label={t('backoffice.salePrice')} value={record.prezzo ? format.euro(record.prezzo.prezzoVendita) : 'no B2C'} />
              </dl>
              <section className={styles.block} aria-labelledby="discount-title">
                <h2 id="discount-title" className={styles.blockTitle}>
                  {t('backoffice.discount.title')}
                </h2>
                <DiscountForm
                  key={`${record.codArticolo}|${version}`}
                  codArticolo={record.codArticolo}
                  discountId={record.sconto?.id ?? null}
                  current={record.percentualeSconto}
                  onSaved={changed}
                />
              </section>
              <section className={styles.block} aria-labelledby="audit-title">
                <h2 id="audit-title" className={styles.blockTitle}>
                  {t('backoffice.audit.title')}
                </h2>
                <AuditList codArticolo={record.codArticolo} version={version} />
              </section>
            </div>
          }
          photos={<PhotosPanel codArticolo={record.codArticolo} colours={record.colori} />}
          stock={<StockPanel codArticolo={record.codArticolo} onSaved={changed} />}
          accessories={
            <LinksPanel codArticolo={record.codArticolo} motivo="accessorio" links={article.data.links.accessorio} onChanged={changed} />
          }
          look={
            <LinksPanel
              codArticolo={record.codArticolo}
              motivo="completaLook"
              links={article.data.links.completaLook}
              onChanged={changed}
            />
          }
        />
      )}
    </PageFrame>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
