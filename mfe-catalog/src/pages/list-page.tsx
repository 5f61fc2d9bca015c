import { PageFrame, SharedInstanceMarker } from '@shop/shared';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ArticleList } from '../components/article-list';

export type ListKind = 'collection' | 'search' | 'category' | 'modulo' | 'famiglia' | 'promo' | 'outlet' | 'novita' | 'favorites';

/** A list route of the catalogue, titled after its kind and parameters. */
export function ListPage({ kind }: { kind: ListKind }) {
  const intl = useIntl();
  const params = useParams();
  const code = params.codCategoriaMerceologica ?? params.codModuloSdo ?? params.codFamigliaArticolo ?? '';
  const titleId = kind === 'modulo' && params.codLinea ? 'catalog.moduloLinea' : `catalog.${kind}`;
  const title = intl.formatMessage({ id: titleId }, { code, linea: params.codLinea ?? '', keyword: params.keyword ?? '' });
  return (
    <PageFrame title={title} eyebrow={intl.formatMessage({ id: 'catalog.section' })}>
      <ArticleList />
      <SharedInstanceMarker />
    </PageFrame>
  );
}
