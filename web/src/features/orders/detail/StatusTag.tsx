import { Tag } from 'antd';
import { statusColor } from '../../../shared/orders/statusColor';

export function StatusTag({ status }: { status: string | null | undefined }) {
  return <Tag color={statusColor(status)}>{status ?? ''}</Tag>;
}
