import {
  Button,
  detailId,
  detailRequest,
  EmptyState,
  FirstViewOr,
  languageAtom,
  PageFrame,
  paths,
  shopStore,
  Skeleton,
  TextLink,
  useApiRead,
  type Articolo,
  VisuallyHidden,
} from '@shop/shared';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import styles from './detail-page.module.css';

/** The article's page is its own file: a list page does not load it, a detail page fetches it beside the article. */
const loadArticleDetail = () => import('./article-detail');
const ArticleDetail = lazy(() => loadArticleDetail().then((module) => ({ default: module.ArticleDetail })));

/** The product detail route /items/detail/{id}. */
export function DetailPage() {
  const { id } = useParams();
  const articleId = detailId(id);
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

function DetailSkeleton() {
  const intl = useIntl();
  return (
    <div className={styles.layout} aria-busy="true">
      <VisuallyHidden>{intl.formatMessage({ id: 'catalog.detail.loading' })}</VisuallyHidden>
      <Skeleton variant="image" />
      <div className={styles.info}>
        <Skeleton width="70%" height="2.5rem" />
        <Skeleton width="30%" />
        <Skeleton variant="block" height="12rem" />
      </div>
    </div>
  );
}

function ArticleLoader({ id }: { id: number }) {
  const intl = useIntl();
  const language = useAtomValue(languageAtom, { store: shopStore });
  const result = useApiRead<Articolo>(detailRequest(id, language));
  void loadArticleDetail();
  if (result.status === 'loading') return <FirstViewOr fallback={<DetailSkeleton />} />;
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
  return article ? (
    <Suspense fallback={<FirstViewOr fallback={<DetailSkeleton />} />}>
      <ArticleDetail article={article} language={language} />
    </Suspense>
  ) : (
    <ArticleNotFound />
  );
}
