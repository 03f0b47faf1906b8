// Where the add-to-cart control goes on product cards and the product page (shopping.md §2).
import type { ProductCardData } from './product';
import { AddToCartControl } from '../../features/cart/AddToCartControl';

export interface AddToCartSlotProps {
  product: ProductCardData;
  /** 'card' in lists, 'detail' on the product page (a larger control). */
  variant?: 'card' | 'detail';
}

export function AddToCartSlot({ product, variant = 'card' }: AddToCartSlotProps) {
  return <AddToCartControl product={product} variant={variant} />;
}
