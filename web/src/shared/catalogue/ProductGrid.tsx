// A grid of product cards with the spec's list states: 6 skeleton cards while the first page
// loads, 'No product found' when empty, and a 'More' button while further pages exist.
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { ProductGridSkeleton } from '../ui/skeletons';
import { ProductCard } from './ProductCard';
import type { ProductCardData } from './product';
import './catalogue.css';
import { t } from './texts';

export const NO_PRODUCT_FOUND = t('shared.catalogue.noProduct');
/** Cards whose pictures load at once: about the first screenful. */
const EAGER_IMAGES = 4;

export interface ProductGridProps {
  products: ReadonlyArray<ProductCardData>;
  /** The first page is loading (products may be empty): shows the skeleton cards. */
  loading?: boolean;
  /** More pages exist: shows the 'More' button. */
  hasMore?: boolean;
  /** A further page is loading: the 'More' button spins. */
  loadingMore?: boolean;
  onMore?: () => void;
  emptyText?: ReactNode;
  /** Replaces the card (for example a search hit with highlighting). */
  renderCard?: (product: ProductCardData, index: number) => ReactNode;
  'aria-label'?: string;
}

export function ProductGrid({
  products,
  loading = false,
  hasMore = false,
  loadingMore = false,
  onMore,
  emptyText = NO_PRODUCT_FOUND,
  renderCard,
  'aria-label': label = t('shared.catalogue.products'),
}: ProductGridProps) {
  if (loading && products.length === 0) return <ProductGridSkeleton count={6} />;
  if (products.length === 0) return <p className="product-grid-empty">{emptyText}</p>;
  return (
    <div className="product-grid-wrap">
      <ul className="product-grid" aria-label={label}>
        {products.map((product, i) => (
          <li key={product._id}>
            {/* The grid sits right under the page's h1 (category, search), so its cards' titles are h2. */}
            {renderCard ? (
              renderCard(product, i)
            ) : (
              <ProductCard product={product} eagerImage={i < EAGER_IMAGES} headingLevel={2} />
            )}
          </li>
        ))}
      </ul>
      {hasMore && onMore ? (
        <div className="product-grid-more">
          <Button size="large" onClick={onMore} loading={loadingMore}>
            {t('shared.catalogue.more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
