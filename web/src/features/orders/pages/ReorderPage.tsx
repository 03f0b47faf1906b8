// /user/re-order/{serial}: re-order a past order's items (filled by the orders issue).
import { Skeleton } from 'antd';
import { TableSkeleton } from '../../../shared/ui/skeletons';

export default function ReorderPage() {
  return (
    <div className="reorder-page">
      <Skeleton.Input active style={{ width: 260, marginBottom: 16 }} />
      <TableSkeleton rows={6} />
      <Skeleton.Button active style={{ width: 160 }} />
    </div>
  );
}
