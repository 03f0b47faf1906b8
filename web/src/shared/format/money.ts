// Money is shown with 2 decimals after the store's currency label (the spec's toFixed(2) form), in the
// active language's digits (Intl, shared/i18n/language.ts); no grouping, as the spec shows amounts.
import { LOCALE } from '../i18n/language';

const AMOUNT = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

export function formatAmount(amount: number | null | undefined): string {
  const n = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  // toFixed rounds as the spec does (1.005 -> 1.00, where Intl would say 1.01); '|| 0' drops a minus zero.
  return AMOUNT.format(Number(n.toFixed(2)) || 0);
}

export function formatMoney(currency: string, amount: number | null | undefined): string {
  return `${currency} ${formatAmount(amount)}`;
}
