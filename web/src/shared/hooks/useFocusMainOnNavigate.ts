import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, moves keyboard and screen-reader focus to the new page's
 * main region, as a full page load would. Focus inside the search form stays where it is.
 */
export function useFocusMainOnNavigate(mainId = 'main-content'): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (document.activeElement?.closest('[role="search"]')) return;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
