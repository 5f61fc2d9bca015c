import {
  articoloTitle,
  Button,
  EmptyState,
  languageAtom,
  PageFrame,
  paths,
  SharedInstanceMarker,
  shopStore,
  Skeleton,
  TextLink,
  useApiRead,
  type Articolo,
  type LanguageCode,
} from '@shop/shared';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { CareLabels } from '../components/care-labels';
import { Gallery } from '../components/gallery';
import { PriceLine } from '../components/price-line';
import { PurchasePanel } from '../components/purchase-panel';
import { RelatedCarousel } from '../components/related-carousel';
import { familyTitle } from '../lib/titles';
import styles from './detail-page.module.css';

const validId = (id: string | undefined) => (id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null);

/** The product detail route /items/detail/{id}. */
export function DetailPage() {
  const { id } = useParams();
  const articleId = validId(id);
  return articleId === null ? <ArticleNotFound /> : <ArticleLoader id={articleId} />;
}

function ArticleNotFound() {
  const intl = useIntl();
  return (
    <PageFrame title={intl.formatMessage({ id: 'catalog.detail.notFound' })} eyebrow={intl.formatMessage({ id: 'catalog.section' })}>
      <EmptyState
        title={intl.formatMessage({ id: 'catalog.detail.notFoundText' })}
        action={<TextLink to={paths.items()}>{intl.formatMessage({ id: 'catalog.list.backToCollection' })}</TextLink>}
      />
    </PageFrame>
  );
}

function ArticleLoader({ id }: { id: number }) {
  const intl = useIntl();
  const language = useAtomValue(languageAtom, { store: shopStore });
  const result = useApiRead<Articolo>({ entity: 'Articolo', expression: { id, languageCode: language } });
  if (result.status === 'loading') {
    return (
      <div className={styles.layout} aria-busy="true" aria-label={intl.formatMessage({ id: 'catalog.detail.loading' })}>
        <Skeleton variant="image" />
        <div className={styles.info}>
          <Skeleton width="70%" height="2.5rem" />
          <Skeleton width="30%" />
          <Skeleton variant="block" height="12rem" />
        </div>
      </div>
    );
  }
  if (result.status === 'error') {
    return (
      <div role="alert">
        <EmptyState
          title={intl.formatMessage({ id: 'catalog.detail.error' })}
          action={
            <Button variant="secondary" onClick={result.reload}>
              {intl.formatMessage({ id: 'ui.retry' })}
            </Button>
          }
        />
      </div>
    );
  }
  const article = result.data.records[0];
  return article ? <ArticleDetail article={article} language={language} /> : <ArticleNotFound />;
}

function Section({ title, children, open = false }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details className={styles.section} open={open}>
      <summary className={styles.summary}>{title}</summary>
      <div className={styles.sectionBody}>{children}</div>
    </details>
  );
}

function ArticleDetail({ article, language }: { article: Articolo; language: LanguageCode }) {
  const intl = useIntl();
  const [colour, setColour] = useState<string | null>(null);
  const text = (id: string) => intl.formatMessage({ id });
  const title = articoloTitle(article);
  const description = article.notes.find((n) => n.codClasseNota === 'B2C_D')?.desNota;
  const images = colour ? article.immagini.filter((image) => image.codColore === colour) : article.immagini;
  const fit = article.dimensioneSdo ? familyTitle(article.dimensioneSdo.desDimensioniSdo, language) : null;

  return (
    <PageFrame title={title} eyebrow={familyTitle(article.famigliaArticolo.desFamigliaArticolo, language)}>
      <div className={styles.layout}>
        <Gallery key={colour ?? 'all'} images={images} title={title} />
        <div className={styles.info}>
          {article.codCatRaggrupp === 'CR2' && <p className={styles.badge}>{text('catalog.badge.new')}</p>}
          <PriceLine article={article} large />
          <p className={styles.code}>
            {text('catalog.detail.code')} {article.codArticolo}
          </p>
          {article.soldOut && <p className={styles.soldOut}>SOLD OUT</p>}
          <PurchasePanel article={article} onColour={setColour} />
          <div className={styles.sections}>
            <Section title={text('catalog.detail.description')} open>
              <p>{description ?? article.desArticolo}</p>
            </Section>
            <Section title={text('catalog.detail.details')}>
              <dl className={styles.facts}>
                <dt>{text('catalog.detail.code')}</dt>
                <dd>{article.codArticolo}</dd>
                {article.datiStags && (
                  <>
                    <dt>{text('catalog.detail.composition')}</dt>
                    <dd>{article.datiStags.composizioneEstesa}</dd>
                  </>
                )}
                {article.linea && (
                  <>
                    <dt>{text('catalog.detail.line')}</dt>
                    <dd>{article.linea.desLinea}</dd>
                  </>
                )}
                {article.moduloSdo && (
                  <>
                    <dt>{text('catalog.detail.collection')}</dt>
                    <dd>{article.moduloSdo.desModuloSdo}</dd>
                  </>
                )}
              </dl>
            </Section>
            {fit && (
              <Section title={text('catalog.detail.fit')}>
                <p>{fit}</p>
              </Section>
            )}
            <Section title={text('catalog.detail.care')}>
              <CareLabels article={article} language={language} />
            </Section>
          </div>
        </div>
      </div>
      <RelatedCarousel title={text('catalog.related.look')} codes={article.codiciArticoloCompletaLook} language={language} />
      <RelatedCarousel title={text('catalog.related.like')} codes={article.codiciArticoloAccessori} language={language} />
      <SharedInstanceMarker />
    </PageFrame>
  );
}
