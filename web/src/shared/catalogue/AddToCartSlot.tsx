// Where the add-to-cart control goes (shopping.md §2 Add-to-cart control). The cart issue fills
// this component; until then it renders nothing, so no card offers a button that does nothing.
import type { ProductCardData } from './product';

export interface AddToCartSlotProps {
  product: ProductCardData;
  /** 'card' in lists, 'detail' on the product page (a larger control). */
  variant?: 'card' | 'detail';
}

export function AddToCartSlot(props: AddToCartSlotProps): null {
  void props;
  return null;
}
