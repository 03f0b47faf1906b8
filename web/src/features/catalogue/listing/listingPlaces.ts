// Where a product listing had got in each history entry (products shown, scroll offset), so Back
// from a product returns to the same pages at the same place (team issue 14). Kept per Apollo
// client, since the pages themselves live in its cache: a reload starts afresh.

export interface ListingPlace {
  /** Products the listing showed. */
  count: number;
  /** window.scrollY as last seen. */
  y: number;
}

const placesByClient = new WeakMap<object, Map<string, ListingPlace>>();

/** The places remembered beside one Apollo client, keyed by history entry and listing. */
export function listingPlaces(client: object): Map<string, ListingPlace> {
  let places = placesByClient.get(client);
  if (!places) {
    places = new Map();
    placesByClient.set(client, places);
  }
  return places;
}

/** One listing in one history entry: react-router's location.key, the filter and the page size. */
export function placeKey(locationKey: string, filterText: string, pageSize: number): string {
  return `${locationKey} ${pageSize} ${filterText}`;
}

/** What to do next when coming back: load another page, scroll to the saved place, or nothing. */
export function restoreStep(
  place: ListingPlace,
  list: { shown: number; hasMore: boolean; busy: boolean; failed: boolean },
  scrollY: number,
): 'wait' | 'more' | { scrollTo: number } | 'done' {
  if (list.busy) return 'wait';
  if (list.failed) return 'done';
  if (list.shown < place.count && list.hasMore) return 'more';
  return Math.abs(scrollY - place.y) > 1 ? { scrollTo: place.y } : 'done';
}
