// Cursor pages of client_productsQuery: the first page, then 'More' appends the next one after
// the last endCursor (shopping.md §2 Category listing, /testing). Back to a listing shows the pages
// it had from the cache and returns to its scroll place (listingPlaces.ts); a new visit loads afresh.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { restoreStep } from './listingPlaces';
import { useListingPlace, useRememberPlace } from './useListingPlace';
import { ProductListDocument, type ProductListQuery } from './productList.generated';
import type { ProductCardData } from '../../../shared/catalogue/product';
import { t } from './texts';

/** Products per page in category listings (the spec's shared constant is not given; 20 fits 4–5 rows). */
export const PRODUCT_PAGE_SIZE = 20;
export const QUERY_ERROR = t('catalogue.listing.queryError');

export type ProductListFilter = { cat_slug: string } | { search: { keywords: string } } | Record<string, never>;

type Connection = NonNullable<ProductListQuery['client_productsQuery']>;

export interface ProductListState {
  products: ProductCardData[];
  totalCount: number | null;
  /** The first page is loading. */
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  /** The first page failed: 'Query Error!' with a retry. */
  failed: boolean;
  /** A 'More' page failed (the pages already shown stay). */
  moreFailed: boolean;
  more: () => void;
  retry: () => void;
}

/** Appends the next page's edges, leaving out any product already listed. */
export function appendPage(
  previous: Connection | null | undefined,
  next: Connection | null | undefined,
): Connection | null {
  if (!next) return previous ?? null;
  if (!previous) return next;
  const seen = new Set((previous.edges ?? []).map((e) => e?.node?._id));
  const added = (next.edges ?? []).filter((e) => e?.node?._id && !seen.has(e.node._id));
  return { ...next, edges: [...(previous.edges ?? []), ...added] };
}

export function useProductList(filter: ProductListFilter, pageSize = PRODUCT_PAGE_SIZE): ProductListState {
  const filterText = JSON.stringify(filter);
  const entry = useListingPlace(filterText, pageSize);
  // Coming back (Back/Forward) to a place this listing had: read its pages from the cache.
  const { returning } = entry;
  const { data, loading, error, fetchMore, refetch } = useQuery(ProductListDocument, {
    variables: { first: pageSize, after: null, filter: filterText },
    ...(returning ? { fetchPolicy: 'cache-first' as const } : {}),
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const connection = data?.client_productsQuery ?? null;
  const endCursor = connection?.pageInfo?.endCursor ?? null;
  const hasMore = Boolean(connection?.pageInfo?.hasNextPage && endCursor);

  const products = useMemo(
    () =>
      (connection?.edges ?? []).flatMap((edge) => {
        const node = edge?.node;
        return node?._id ? [{ ...node, _id: node._id }] : [];
      }),
    [connection],
  );

  const more = useCallback(() => {
    if (!hasMore || loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    fetchMore({
      variables: { after: endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        client_productsQuery: appendPage(previous.client_productsQuery, fetchMoreResult.client_productsQuery),
      }),
    })
      .then((result) => {
        if (result.error || !result.data?.client_productsQuery) setMoreFailed(true);
      })
      .catch(() => setMoreFailed(true))
      .finally(() => setLoadingMore(false));
  }, [hasMore, loadingMore, fetchMore, endCursor]);

  const retry = useCallback(() => void refetch(), [refetch]);
  const failed = !loading && (!connection || Boolean(connection.error?.message)) && Boolean(error || data);

  // Remember how far the listing got and where the page was, for a later Back to this entry.
  useRememberPlace(entry, products.length);

  // When the cache no longer held every page: load up to the count shown before, then scroll back
  // (with the pages in the cache the router's own scroll restoration has already done it).
  const restoring = useRef(returning);
  useEffect(() => {
    const place = restoring.current;
    if (!place) return;
    const step = restoreStep(
      place,
      { shown: products.length, hasMore, busy: loading || loadingMore, failed: failed || moreFailed },
      window.scrollY,
    );
    if (step === 'wait') return;
    if (step === 'more') {
      more();
      return;
    }
    restoring.current = undefined;
    if (step !== 'done') window.scrollTo(0, step.scrollTo);
  }, [products.length, hasMore, loading, loadingMore, failed, moreFailed, more]);

  return {
    products,
    totalCount: connection?.totalCount ?? null,
    loading: loading && !connection,
    loadingMore,
    hasMore,
    failed,
    moreFailed,
    more,
    retry,
  };
}
