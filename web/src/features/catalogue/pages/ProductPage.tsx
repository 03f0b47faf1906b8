// /product/{slug}: gallery, title, price and details (filled by the catalogue issue).
import { BreadcrumbSkeleton, DetailSkeleton } from '../../../shared/ui/skeletons';

export default function ProductPage() {
  return (
    <div className="product-page">
      <BreadcrumbSkeleton />
      <div className="skeleton-title-row" />
      <DetailSkeleton />
    </div>
  );
}
