// One colour per order status, so the store's order pages and the operator console tag a status alike.
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

/** The antd Tag colour for a status; 'default' for none or one not listed. */
export function statusColor(status: string | null | undefined): string {
  return COLORS[status ?? ''] ?? 'default';
}
