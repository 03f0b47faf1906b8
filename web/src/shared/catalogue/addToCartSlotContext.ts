// The add-to-cart control app/AppProviders injects into shared/ (AddToCartSlot.tsx says why).
import { createContext, type ComponentType } from 'react';
import type { ProductCardData } from './product';

export interface AddToCartSlotProps {
  product: ProductCardData;
  /** 'card' in lists, 'detail' on the product page (a larger control), 'line' in the cart's rows. */
  variant?: 'card' | 'detail' | 'line';
}

/** The control app/ puts in the slot; none (an empty slot) until it does. */
export const AddToCartSlotContext = createContext<ComponentType<AddToCartSlotProps> | null>(null);
