// Back from a product to the search results (team issue 14): the hits 'More' had loaded come back
// from a cache that outlives the page, and once they are shown the page scrolls to where it was.
// Kept per Apollo client (the app's session, as ../listing/listingPlaces.ts); a new visit to the
// search starts from a clean cache.
import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigationType } from 'react-router';
import type { UseInfiniteHitsProps } from 'react-instantsearch-core';
import { restoreStep } from '../listing/listingPlaces';
import { useListingPlace, useRememberPlace } from '../listing/useListingPlace';
import type { ProductHit } from './productHit';

type HitsCache = NonNullable<UseInfiniteHitsProps<ProductHit>['cache']>;
type CachedHits = NonNullable<ReturnType<HitsCache['read']>>;
type Slot = { state: string; hits: CachedHits } | null;

const slotsByClient = new WeakMap<object, { current: Slot }>();
const SEARCH_PLACE = 'search';

/** The search state as text that does not depend on key order, without the page (as instantsearch's own caches). */
export function stateText(state: object): string {
  const { page: _page, ...rest } = state as Record<string, unknown>;
  return JSON.stringify(rest, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

/** An infinite-hits cache over one slot: the hits of the last search state only. */
export function slotCache(slot: { current: Slot }): HitsCache {
  return {
    read: ({ state }) => (slot.current && slot.current.state === stateText(state) ? slot.current.hits : null),
    write: ({ state, hits }) => {
      slot.current = { state: stateText(state), hits };
    },
  };
}

/** The cache for useInfiniteHits; emptied when the search is reached other than by Back/Forward. */
export function useReturningHitsCache(): HitsCache {
  const client = useApolloClient();
  const returning = useNavigationType() === 'POP';
  const [cache] = useState(() => {
    let slot = slotsByClient.get(client);
    if (!slot) {
      slot = { current: null };
      slotsByClient.set(client, slot);
    }
    if (!returning) slot.current = null;
    return slotCache(slot);
  });
  return cache;
}

/** Remembers how many hits were shown and where the page was; coming back, scrolls there once they are. */
export function useReturningHitsPlace(shown: number, settled: boolean): void {
  const entry = useListingPlace(SEARCH_PLACE, 0);
  useRememberPlace(entry, shown);

  const restoring = useRef(entry.returning);
  useEffect(() => {
    const place = restoring.current;
    if (!place || !settled || shown === 0) return;
    // The cache holds the pages; without them there is nothing to load here, only the place.
    const step = restoreStep(place, { shown, hasMore: false, busy: false, failed: false }, window.scrollY);
    restoring.current = undefined;
    if (typeof step === 'object') window.scrollTo(0, step.scrollTo);
  }, [shown, settled]);
}
