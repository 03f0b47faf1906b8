// /user/my-orders: 'Orders' with the total count and the orders table (filled by the orders issue).
import { Skeleton } from 'antd';
import { TableSkeleton } from '../../../shared/ui/skeletons';

export default function MyOrdersPage() {
  return (
    <div className="orders-page">
      <Skeleton.Input active size="large" style={{ width: 180, marginBottom: 16 }} />
      <TableSkeleton rows={8} />
    </div>
  );
}
