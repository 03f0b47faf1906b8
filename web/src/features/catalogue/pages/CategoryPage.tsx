// /category/{slug}: breadcrumbs, child categories and the product grid (filled by the catalogue issue).
import { Skeleton } from 'antd';
import { BreadcrumbSkeleton, ProductGridSkeleton } from '../../../shared/ui/skeletons';

export default function CategoryPage() {
  return (
    <div className="listing-page">
      <BreadcrumbSkeleton />
      <div className="skeleton-title-row">
        <Skeleton.Input active size="large" style={{ width: 280 }} />
      </div>
      <div className="chip-row" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton.Button key={i} active shape="round" />
        ))}
      </div>
      <ProductGridSkeleton count={6} />
    </div>
  );
}
