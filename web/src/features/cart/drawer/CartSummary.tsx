// The drawer's totals: Sub total, Delivery Charges and 'You saved' (shopping.md §2, §9).
import { useSettings } from '../../../shared/settings/storeSettings';
import { formatMoney } from '../../../shared/format/money';
import type { CartTotals } from '../cartTotals';

export function CartSummary({ totals }: { totals: CartTotals }) {
  const { currency } = useSettings();
  const rows: Array<[string, number]> = [
    ['Sub total', totals.totalPrice],
    ['Delivery Charges', totals.deliveryCharges],
    ['You saved', totals.savedTotal],
  ];
  if (totals.totalTax > 0) rows.splice(1, 0, ['Tax', totals.totalTax]);
  return (
    <dl className="cart-summary">
      {rows.map(([label, amount]) => (
        <div key={label} className={label === 'You saved' ? 'cart-summary-row is-saved' : 'cart-summary-row'}>
          <dt>{label}</dt>
          <dd>{formatMoney(currency, amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
