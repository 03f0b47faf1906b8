// A cart line read as the product fields the add-to-cart control and pictures need.
import type { ProductCardData } from '../../shared/catalogue/product';
import type { CartLine } from './cartTotals';

export function lineProduct(line: CartLine): ProductCardData {
  return {
    _id: line.product_id ?? '',
    title: line.title,
    slug: line.slug,
    price: line.price,
    price_was: line.price_was,
    picture_thumb: line.picture_thumb,
    available_qty: line.available_qty,
    limit_max_qty_in_cart: line.limit_max_qty_in_cart,
  };
}

/** Price times quantity, in whole paisa then rupees. */
export function lineTotal(line: CartLine): number {
  return (Math.round((line.price ?? 0) * 100) * (line.qty ?? 0)) / 100;
}
