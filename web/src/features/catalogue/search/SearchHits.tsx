// The results: product cards with an infinite 'More' button (and 'Show previous' when the page
// opened further down a result list), 6 skeleton cards while loading, 'No product found' when empty.
// Back from a product shows the hits loaded before, at the same place (useReturningHits.ts).
import { Alert, Button } from 'antd';
import { useInfiniteHits, useInstantSearch } from 'react-instantsearch-core';
import { ProductGrid } from '../../../shared/catalogue/ProductGrid';
import type { ProductHit } from './productHit';
import { useReturningHitsCache, useReturningHitsPlace } from './useReturningHits';
import { t } from './texts';

export function SearchHits() {
  const cache = useReturningHitsCache();
  const { items, isFirstPage, isLastPage, showMore, showPrevious, results } = useInfiniteHits<ProductHit>({ cache });
  const { status, error } = useInstantSearch();
  const waiting = status === 'loading' || status === 'stalled';
  const firstLoad = !results || results.__isArtificial === true;
  useReturningHitsPlace(items.length, !firstLoad && !waiting);
  if (status === 'error' && firstLoad) {
    return <Alert type="error" showIcon title={t('catalogue.search.unavailable')} description={error?.message} />;
  }
  return (
    <div className="search-hits">
      {!isFirstPage && items.length > 0 ? (
        <div className="search-previous">
          <Button onClick={showPrevious} loading={waiting}>
            {t('catalogue.search.showPrevious')}
          </Button>
        </div>
      ) : null}
      <ProductGrid
        products={items}
        loading={firstLoad}
        hasMore={!isLastPage}
        loadingMore={waiting && items.length > 0}
        onMore={showMore}
        aria-label={t('catalogue.search.results')}
      />
    </div>
  );
}
