// Focus a change left nowhere: when the control a person used goes away with the change (a status button
// replaced by the next status's ones), the browser drops focus on the page and the next Tab starts over.
// The console parks it instead on the page's heading or, while picking, on the picking form, so keyboard
// and screen-reader users go on from the change they made.
import { useEffect, useRef } from 'react';

/** Focus is nowhere a person put it: on the page, its main region (after a navigation) or a parked heading. */
export function focusIsParked(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.matches('main, [data-focus-park]');
}

/**
 * A ref for an element that takes parked focus when it mounts and whenever `key` changes. The element
 * needs tabIndex={-1} and data-focus-park (so a later one, e.g. the picking form below the heading, may
 * take it over in the same change).
 */
export function useParkFocus<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (focusIsParked()) ref.current?.focus();
  }, [key]);
  return ref;
}
