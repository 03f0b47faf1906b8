// What the customer typed in the header's search box, shared by every copy of the box (desktop,
// compact, mobile) and by the search that shows it: the search page's query on /search, the
// in-place results elsewhere. A tiny store with no search code, so the header stays light.
import { useEffect, useSyncExternalStore } from 'react';
import { isSearchPath } from './searchConfig';

export interface HeaderSearch {
  query: string;
  /** The path the query was typed on: results replace that page only. */
  path: string;
}

let current: HeaderSearch = { query: '', path: '' };
const listeners = new Set<() => void>();

export function getHeaderSearch(): HeaderSearch {
  return current;
}

export function getHeaderQuery(): string {
  return current.query;
}

export function setHeaderQuery(query: string, path: string = current.path): void {
  if (query === current.query && path === current.path) return;
  current = { query, path };
  for (const listener of listeners) listener();
}

export function subscribeHeaderQuery(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHeaderSearch(): HeaderSearch {
  return useSyncExternalStore(subscribeHeaderQuery, getHeaderSearch, getHeaderSearch);
}

export function useHeaderQuery(): string {
  return useHeaderSearch().query;
}

/**
 * True while the header's query should replace the page at `pathname` with results: it holds
 * text typed on this very page, and the page is not /search (which shows it itself). Moving to
 * another page empties the box.
 */
export function useInPlaceSearch(pathname: string, enabled: boolean): boolean {
  const { query, path } = useHeaderSearch();
  useEffect(() => {
    if (!isSearchPath(pathname)) setHeaderQuery('', pathname);
  }, [pathname]);
  return enabled && !isSearchPath(pathname) && path === pathname && query.trim() !== '';
}
