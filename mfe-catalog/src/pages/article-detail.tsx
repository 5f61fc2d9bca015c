import { articoloTitle, localName, PageFrame, SharedInstanceMarker, type Articolo, type LanguageCode } from '@shop/shared';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CareLabels } from '../components/care-labels';
import { Gallery } from '../components/gallery';
import { PriceLine } from '../components/price-line';
import { PurchasePanel } from '../components/purchase-panel';
import { RelatedCarousel } from '../components/related-carousel';
import styles from './detail-page.module.css';

function Section({ title, children, open = false }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details className={styles.section} open={open}>
      <summary className={styles.summary}>{title}</summary>
      <div className={styles.sectionBody}>{children}</div>
    </details>
  );
}

/** One article's page: gallery, purchase panel, details, care and the related carousels. */
export function ArticleDetail({ article, language }: { article: Articolo; language: LanguageCode }) {
  const intl = useIntl();
  const [colour, setColour] = useState<string | null>(null);
  const text = (id: string) => intl.formatMessage({ id });
  const title = articoloTitle(article);
  const description = article.notes.find((n) => n.codClasseNota === 'B2C_D')?.desNota;
  const images = colour ? article.immagini.filter((image) => image.codColore === colour) : article.immagini;
  const fit = article.dimensioneSdo ? localName(article.dimensioneSdo.desDimensioniSdo, language) : null;

  return (
    <PageFrame title={title} eyebrow={localName(article.famigliaArticolo.desFamigliaArticolo, language)}>
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
                    <dd>{localName(article.linea.desLinea, language)}</dd>
                  </>
                )}
                {article.moduloSdo && (
                  <>
                    <dt>{text('catalog.detail.collection')}</dt>
                    <dd>{localName(article.moduloSdo.desModuloSdo, language)}</dd>
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
