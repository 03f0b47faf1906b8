// One listing's place in one history entry (listingPlaces.ts), for both the category listings
// (useProductList) and the search results (useReturningHits): coming back by Back/Forward it hands
// out the place the entry had, and while the listing is shown it keeps that place up to date (how
// many items, and the scroll position), so a later Back finds it again.
import { useEffect, useLayoutEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useLocation, useNavigationType } from 'react-router';
import { listingPlaces, placeKey, type ListingPlace } from './listingPlaces';

export interface ListingPlaceEntry {
  places: Map<string, ListingPlace>;
  key: string;
  /** The place this entry had when reached by Back/Forward (a copy: the live one moves on while scrolling back). */
  returning: ListingPlace | undefined;
}

/** The entry of `listing` (its filter text) at `pageSize` in the current history entry. */
export function useListingPlace(listing: string, pageSize: number): ListingPlaceEntry {
  const places = listingPlaces(useApolloClient());
  const key = placeKey(useLocation().key, listing, pageSize);
  const navigationType = useNavigationType();
  const [returning] = useState<ListingPlace | undefined>(() => {
    const place = navigationType === 'POP' ? places.get(key) : undefined;
    return place ? { ...place } : undefined;
  });
  return { places, key, returning };
}

/** Remembers how many items are shown (once there are some) and, on every scroll, where the page is. */
export function useRememberPlace({ places, key }: ListingPlaceEntry, shown: number): void {
  useEffect(() => {
    if (shown === 0) return;
    places.set(key, { count: shown, y: places.get(key)?.y ?? window.scrollY });
  }, [places, key, shown]);
  // A layout effect, so the listener is gone before the next page scrolls to its top.
  useLayoutEffect(() => {
    const remember = () => {
      const place = places.get(key);
      if (place) place.y = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [places, key]);
}
