// A product grid fed by client_productsQuery, with 'More' and the spec's error text.
import { Alert, Button } from 'antd';
import { ProductGrid } from '../../../shared/catalogue/ProductGrid';
import { QUERY_ERROR, type ProductListFilter, type ProductListState } from './useProductList';
import { t } from './texts';

export function QueryErrorAlert({ onRetry }: { onRetry?: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      className="listing-error"
      title={QUERY_ERROR}
      action={onRetry ? <Button onClick={onRetry}>{t('catalogue.listing.tryAgain')}</Button> : undefined}
    />
  );
}

/** Renders a list state (from useProductList) as a grid with 'More'. */
export function ProductListing({ list, label }: { list: ProductListState; label?: string }) {
  if (list.failed) return <QueryErrorAlert onRetry={list.retry} />;
  return (
    <>
      <ProductGrid
        products={list.products}
        loading={list.loading}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onMore={list.more}
        aria-label={label}
      />
      {list.moreFailed ? <QueryErrorAlert onRetry={list.more} /> : null}
    </>
  );
}

export type { ProductListFilter };
