import {
  Button,
  cardColours,
  EmptyState,
  FirstViewOr,
  firstViewMarkup,
  favouritesAtom,
  languageAtom,
  listRequest,
  listSearch,
  PageFrame,
  parseListQuery,
  paths,
  SharedInstanceMarker,
  showAlert,
  ShopperPager,
  shopStore,
  TextLink,
  useLatestEvent,
  type ListKind,
  type ListQuery,
} from '@shop/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DidYouMean } from '../components/did-you-mean';
import { ListFilters } from '../components/list-filters';
import { GridSkeleton, ProductGrid } from '../components/product-grid';
import type { CardArticle } from '../components/product-card';
import { SearchBox } from '../components/search-box';
import { useCachedList } from '../lib/list-cache';
import { rememberCard, useCardReturn } from '../lib/list-return';
import { useListTitle } from '../lib/use-list-title';
import styles from './list-page.module.css';

export type { ListKind };

/** SPEC: favourites need a login; a visitor is warned and sent to login. */
function useFavouritesGate(kind: ListKind): boolean {
  const intl = useIntl();
  const navigate = useNavigate();
  // The session is the account team's: the catalogue hears it on the bus.
  const session = useLatestEvent('session:changed');
  const visitor = kind === 'favorites' && !session?.loggedIn && !session?.restoring;
  useEffect(() => {
    if (!visitor) return;
    showAlert({
      message: intl.formatMessage({ id: 'catalog.favorites.loginRequired' }),
      severity: 'warning',
      keepOnNavigation: true,
    });
    void navigate(paths.accountLogin(paths.itemsFavorites()), { replace: true });
  }, [visitor, intl, navigate]);
  // A stored session still being restored keeps the list loading.
  return kind !== 'favorites' || session?.loggedIn === true;
}

/** A list route of the catalogue: title, search, sort and filters, 16 skeletons, grid, sticky pager. */
export function ListPage({ kind }: { kind: ListKind }) {
  const intl = useIntl();
  const params = useParams();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const language = useAtomValue(languageAtom, { store: shopStore });
  const favourites = useAtomValue(favouritesAtom, { store: shopStore });
  const ready = useFavouritesGate(kind);
  const query = useMemo(() => parseListQuery(searchParams), [searchParams]);
  const title = useListTitle(kind, params, language);
  const noFavourites = kind === 'favorites' && favourites.length === 0;
  const request = ready && !noFavourites ? listRequest(kind, params, favourites, query, language) : null;
  const result = useCachedList<CardArticle>(request);
  const text = (id: string) => intl.formatMessage({ id });
  // The history entry the list is shown at: going back to it returns to the card left.
  const place = `${location.key}|${location.pathname}${location.search}`;
  useCardReturn(place, ready && result.status === 'success' && !!result.data);

  const go = (next: ListQuery) => void navigate({ pathname: location.pathname, search: listSearch(next) });
  const changePage = (page: number) => {
    go({ ...query, page });
    window.scrollTo({ top: 0 });
  };

  let body;
  if (!ready || result.status === 'loading') body = <GridSkeleton />;
  else if (result.status === 'error') {
    body = (
      <div role="alert">
        <EmptyState
          title={text('catalog.list.error')}
          action={
            <Button variant="secondary" onClick={result.reload}>
              {text('ui.retry')}
            </Button>
          }
        />
      </div>
    );
  } else if (!result.data || result.data.records.length === 0) {
    body = (
      <EmptyState
        title={text('catalog.list.empty')}
        action={kind !== 'collection' ? <TextLink to={paths.items()}>{text('catalog.list.backToCollection')}</TextLink> : undefined}
      />
    );
  } else {
    const reply = result.data;
    body = (
      <>
        {kind === 'search' && reply.didYouMean && <DidYouMean keyword={reply.didYouMean} />}
        <ProductGrid
          articles={reply.records}
          label={text('catalog.list.label')}
          colours={cardColours(query.colours, reply)}
          onClick={(event) => rememberCard(place, event)}
        />
        <ShopperPager
          page={reply.currentPage}
          pages={reply.pages}
          totalCount={reply.totalCount}
          onPageChange={changePage}
          getHref={(page) => `${location.pathname}${listSearch({ ...query, page })}`}
        />
      </>
    );
  }

  // Until the list is in, the page the server drew stays on view where there is one.
  if ((!ready || result.status === 'loading') && firstViewMarkup()) return <FirstViewOr fallback={null} />;
  return (
    <PageFrame title={title} eyebrow={text('catalog.section')}>
      <div className={styles.tools}>
        <SearchBox key={`search:${params.keyword ?? ''}`} initial={kind === 'search' ? (params.keyword ?? '') : ''} />
      </div>
      <ListFilters kind={kind} params={params} favourites={favourites} language={language} query={query} request={request} onChange={go}>
        {body}
      </ListFilters>
      <SharedInstanceMarker />
    </PageFrame>
  );
}
