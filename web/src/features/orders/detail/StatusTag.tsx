import { Tag } from 'antd';

const COLORS: Record<string, string> = {
  new: 'blue',
  unconfirmed: 'default',
  picking: 'cyan',
  pending: 'gold',
  collection: 'cyan',
  'in-review': 'purple',
  'ready-to-dispatch': 'geekblue',
  dispatched: 'geekblue',
  delivered: 'green',
  completed: 'green',
  canceled: 'red',
  declined: 'red',
  refunded: 'orange',
};

export function StatusTag({ status }: { status: string | null | undefined }) {
  return <Tag color={COLORS[status ?? ''] ?? 'default'}>{status ?? ''}</Tag>;
}
