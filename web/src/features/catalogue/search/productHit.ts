// A search hit as the server writes it (server/src/search/instantsearch.cpp): the card's product
// fields plus the facet attributes.
import type { ProductCardData } from '../../../shared/catalogue/product';

export interface ProductHit extends ProductCardData {
  [key: string]: unknown;
  objectID: string;
  brand?: string;
  rating?: number;
  free_shipping?: boolean;
  cat_id?: string;
  categories?: { lvl0?: string; lvl1?: string; lvl2?: string };
}
