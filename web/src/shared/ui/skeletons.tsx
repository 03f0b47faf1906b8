// Loading skeletons shared by the pages: the shapes the real content will take.
// Only antd's Skeleton is used, so route fallbacks stay light in the first bundle.
import { Skeleton } from 'antd';
import { t } from './texts';

export function ProductCardSkeleton() {
  return (
    <div className="product-card-skeleton">
      <Skeleton.Image active className="product-card-skeleton-image" />
      <Skeleton active title={{ width: '80%' }} paragraph={{ rows: 2, width: ['50%', '40%'] }} />
      <Skeleton.Button active block />
    </div>
  );
}

/** The spec's product list skeleton: 6 placeholder cards unless told otherwise. */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-label={t('shared.ui.loadingProducts')} className="product-grid-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}

export function BreadcrumbSkeleton() {
  return <Skeleton.Input active size="small" style={{ width: 260 }} />;
}

export function PageSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div role="status" aria-label={t('shared.ui.loading')} className="page-skeleton">
      <Skeleton active title={{ width: '40%' }} paragraph={{ rows }} />
    </div>
  );
}

export function FormSkeleton({ fields = 4, width = 400 }: { fields?: number; width?: number }) {
  return (
    <div role="status" aria-label={t('shared.ui.loading')} className="form-skeleton" style={{ maxWidth: width }}>
      <Skeleton.Input active style={{ width: 220, marginBottom: 24 }} />
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className="form-skeleton-field">
          <Skeleton.Input active size="small" style={{ width: 120 }} />
          <Skeleton.Input active block />
        </div>
      ))}
      <Skeleton.Button active style={{ width: 140 }} />
    </div>
  );
}

export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div role="status" aria-label={t('shared.ui.loading')} className="table-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton.Input key={i} active block style={{ marginBottom: 12 }} />
      ))}
    </div>
  );
}

export function DetailSkeleton() {
  return (
    <div role="status" aria-label={t('shared.ui.loading')} className="detail-skeleton">
      <div>
        <Skeleton.Image active className="detail-skeleton-image" />
        <div className="detail-skeleton-thumbs">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton.Avatar key={i} active shape="square" size={65} />
          ))}
        </div>
      </div>
      <div>
        <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 3 }} />
        <Skeleton.Button active style={{ width: 160, marginTop: 16 }} />
        <Skeleton active paragraph={{ rows: 5 }} style={{ marginTop: 32 }} />
      </div>
    </div>
  );
}
