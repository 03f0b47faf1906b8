// The routing of the search page: our react-router based router and the URL state mapping.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { StateMapping, UiState } from 'instantsearch.js';
import { createSearchRouter, type SearchRouter } from './searchRouter';
import { routeToState, stateToRoute, type SearchRoute } from './urlState';

export interface SearchRouting {
  router: SearchRouter;
  stateMapping: StateMapping<UiState, SearchRoute>;
}

export function useSearchRouting(): SearchRouting {
  const navigate = useNavigate();
  const location = useLocation();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  // InstantSearch reads its routing once, when it starts: one router for the page's life.
  const [routing] = useState<SearchRouting>(() => ({
    router: createSearchRouter({
      // Loading more results or refining must not jump back to the top.
      navigate: (url) => void navigateRef.current(url, { preventScrollReset: true }),
      location,
    }),
    stateMapping: { stateToRoute, routeToState },
  }));

  useEffect(() => {
    routing.router.locationChanged(location);
  }, [location, routing]);

  return routing;
}
