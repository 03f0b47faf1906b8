// An instantsearch router on top of react-router: the search state is written to the URL with
// react-router's navigate (so the app's location, the header and Back all agree), pushed only
// after a 700 ms pause; locations the customer reaches otherwise (Back, Forward, a link) are read
// back into the search. Once disposed (the page left) it writes nothing: instantsearch clears its
// state while unmounting, and that write must not pull the customer back to /search.
import type { Router } from 'instantsearch.js';
import { isSearchPath, URL_WRITE_DELAY_MS } from './searchConfig';
import { routeToUrl, urlToRoute, type SearchRoute } from './urlState';

export interface LocationLike {
  pathname: string;
  search: string;
}

export interface SearchRouter extends Router<SearchRoute> {
  /** Called with react-router's location whenever it changes. */
  locationChanged(location: LocationLike): void;
}

export interface SearchRouterOptions {
  navigate: (url: string) => void;
  location: LocationLike;
  writeDelay?: number;
}

const normalUrl = (l: LocationLike) => routeToUrl(urlToRoute(l.pathname, l.search));

export function createSearchRouter({
  navigate,
  location,
  writeDelay = URL_WRITE_DELAY_MS,
}: SearchRouterOptions): SearchRouter {
  let where = location;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let listener: ((route: SearchRoute) => void) | undefined;
  let written: string | null = null; // the URL we navigated to, until react-router reports it
  let disposed = false;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  return {
    $$type: 'karyana.reactRouter',
    read: () => urlToRoute(where.pathname, where.search),
    write(route) {
      cancel();
      if (disposed) return;
      timer = setTimeout(() => {
        timer = undefined;
        const url = routeToUrl(route);
        if (url === normalUrl(where)) return;
        written = url;
        navigate(url);
      }, writeDelay);
    },
    createURL: (route) => routeToUrl(route),
    onUpdate(callback) {
      // instantsearch subscribes on every start (twice in React's development mode): writing again.
      disposed = false;
      listener = callback;
    },
    dispose() {
      disposed = true;
      cancel();
      listener = undefined;
    },
    locationChanged(next) {
      const before = normalUrl(where);
      where = next;
      if (!isSearchPath(next.pathname)) return; // leaving the page: the search is being unmounted
      const url = normalUrl(next);
      if (written !== null && url === written) {
        written = null;
        return;
      }
      if (url === before) return;
      // Back, Forward or a link: that location's state wins over a write still waiting.
      cancel();
      written = null;
      listener?.(urlToRoute(next.pathname, next.search));
    },
  };
}
