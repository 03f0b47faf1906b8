// /product/{slug}: the product, or 'Product Not Found!', 'Product Unavailable' / 'Product Category
// Unavailable' (from the server's response.error), or 'Query Error!' when the request failed.
// Console changes follow live (shared/catalogue/liveProducts): price, stock and status arrive in
// the cache; the page reads itself again only when events may have been missed, or when a product
// shown as unavailable changes (the server's refusal is not in the event).
import { useEffect, useRef } from 'react';
import { useParams, useNavigate } from 'react-router';
import { Button, Result } from 'antd';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { ProductBySlugDocument } from '../product/productBySlug.generated';
import { useCategories } from '../../../shared/catalogue/useCategories';
import { followProducts } from '../../../shared/catalogue/liveProducts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { BreadcrumbSkeleton, DetailSkeleton } from '../../../shared/ui/skeletons';
import { CatalogueBreadcrumbs } from '../components/CatalogueBreadcrumbs';
import { findCategoryPathById } from '../listing/findCategory';
import { QueryErrorAlert } from '../listing/ProductListing';
import { ProductDetail } from '../product/ProductDetail';
import { PRODUCT_NOT_FOUND, productView, type ProductRecord } from '../product/productView';
import '../catalogue.css';
import { t } from './texts';

function BackHome({ title, status }: { title: string; status: '404' | 'warning' }) {
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={title}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          {t('catalogue.pages.product.backHome')}
        </Button>
      }
    />
  );
}

function ProductBreadcrumbs({ product }: { product: ProductRecord }) {
  const { tree } = useCategories();
  const catId = product.category?._id ?? product.cat_id;
  const path = catId ? findCategoryPathById(tree, catId) : [];
  return <CatalogueBreadcrumbs path={path} current={product.title ?? ''} />;
}

function ProductScreen({ slug }: { slug: string }) {
  const { data, loading, error, refetch } = useQuery(ProductBySlugDocument, { variables: { slug } });
  const view = productView(data, loading, Boolean(error));
  const product = view.kind === 'ready' ? view.product : null;
  const client = useApolloClient();
  const shown = useRef({ id: data?.productBySlug?._id, unavailable: view.kind === 'unavailable', refetch });
  shown.current = { id: data?.productBySlug?._id, unavailable: view.kind === 'unavailable', refetch };
  useEffect(
    () =>
      followProducts(client, (ids) => {
        const { id, unavailable, refetch: readAgain } = shown.current;
        if (ids === null || (unavailable && id && ids.includes(id))) void readAgain();
      }),
    [client],
  );
  useDocumentTitle(
    product
      ? product.seo_title || product.title
      : view.kind === 'missing'
        ? PRODUCT_NOT_FOUND
        : view.kind === 'unavailable'
          ? view.message
          : undefined,
  );

  switch (view.kind) {
    case 'loading':
      return (
        <>
          <BreadcrumbSkeleton />
          <div className="skeleton-title-row" />
          <DetailSkeleton />
        </>
      );
    case 'failed':
      return <QueryErrorAlert onRetry={() => void refetch()} />;
    case 'missing':
      return <BackHome status="404" title={PRODUCT_NOT_FOUND} />;
    case 'unavailable':
      return <BackHome status="warning" title={view.message} />;
    case 'ready':
      return (
        <>
          <ProductBreadcrumbs product={view.product} />
          <ProductDetail product={view.product} />
        </>
      );
  }
}

export default function ProductPage() {
  const { slug = '' } = useParams();
  return (
    <div className="product-page">
      <ProductScreen key={slug} slug={slug} />
    </div>
  );
}
