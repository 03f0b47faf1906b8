// Money is shown with 2 decimals after the store's currency label (the spec's toFixed(2) form).
export function formatAmount(amount: number | null | undefined): string {
  const n = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  return n.toFixed(2);
}

export function formatMoney(currency: string, amount: number | null | undefined): string {
  return `${currency} ${formatAmount(amount)}`;
}
