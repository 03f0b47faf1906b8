// Where the add-to-cart control goes on product cards, the product page and the cart's rows
// (shopping.md §2). The control is the cart feature's, above shared/: app/AppProviders injects it
// (addToCartSlotContext.ts).
import { useContext } from 'react';
import { AddToCartSlotContext, type AddToCartSlotProps } from './addToCartSlotContext';

export type { AddToCartSlotProps };

export function AddToCartSlot({ product, variant = 'card' }: AddToCartSlotProps) {
  const Control = useContext(AddToCartSlotContext);
  return Control ? <Control product={product} variant={variant} /> : null;
}
