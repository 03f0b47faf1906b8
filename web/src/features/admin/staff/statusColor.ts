// A colour per order status (as the store's order pages show them), for tags on the board and order page.
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

export function statusColor(status: string | null | undefined): string {
  return COLORS[status ?? ''] ?? 'default';
}
