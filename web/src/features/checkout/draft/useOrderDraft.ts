import { useSyncExternalStore } from 'react';
import { flushCart } from '../../cart';
import { draftStore } from './draftStore';
import type { OrderDraft } from './orderDraft';

/** The order draft, re-rendering on every change. */
export function useOrderDraft(): OrderDraft {
  return useSyncExternalStore(draftStore.subscribe, draftStore.get);
}

/** The draft's flush: everything back to empty, and the cart shown too (spec §4). */
export function flushOrderDraft(): void {
  draftStore.dispatch({ type: 'flush' });
  flushCart();
}
