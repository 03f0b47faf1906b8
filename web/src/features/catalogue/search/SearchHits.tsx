// The results: product cards with an infinite 'More' button (and 'Show previous' when the page
// opened further down a result list), 6 skeleton cards while loading, 'No product found' when empty.
// Back from a product shows the hits loaded before, at the same place (useReturningHits.ts).
import { Alert, Button } from 'antd';
import { useInfiniteHits, useInstantSearch } from 'react-instantsearch-core';
import { ProductGrid } from '../../../shared/catalogue/ProductGrid';
import type { ProductHit } from './productHit';
import { useReturningHitsCache, useReturningHitsPlace } from './useReturningHits';

export function SearchHits() {
  const cache = useReturningHitsCache();
  const { items, isFirstPage, isLastPage, showMore, showPrevious, results } = useInfiniteHits<ProductHit>({ cache });
  const { status, error } = useInstantSearch();
  const waiting = status === 'loading' || status === 'stalled';
  const firstLoad = !results || results.__isArtificial === true;
  useReturningHitsPlace(items.length, !firstLoad && !waiting);
  if (status === 'error' && firstLoad) {
    return <Alert type="error" showIcon title="Search is not available right now" description={error?.message} />;
  }
  return (
    <div className="search-hits">
      {!isFirstPage && items.length > 0 ? (
        <div className="search-previous">
          <Button onClick={showPrevious} loading={waiting}>
            Show previous
          </Button>
        </div>
      ) : null}
      <ProductGrid
        products={items}
        loading={firstLoad}
        hasMore={!isLastPage}
        loadingMore={waiting && items.length > 0}
        onMore={showMore}
        aria-label="Search results"
      />
    </div>
  );
}
