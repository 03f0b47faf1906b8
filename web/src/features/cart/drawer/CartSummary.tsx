// The drawer's totals: Sub total, Delivery Charges and 'You saved' (shopping.md §2, §9).
import { useSettings } from '../../../shared/settings/storeSettings';
import { formatMoney } from '../../../shared/format/money';
import type { CartTotals } from '../cartTotals';
import { t } from './texts';

export function CartSummary({ totals }: { totals: CartTotals }) {
  const { currency } = useSettings();
  const saved = t('cart.drawer.saved');
  const rows: Array<[string, number]> = [
    [t('cart.drawer.subTotal'), totals.totalPrice],
    [t('cart.drawer.delivery'), totals.deliveryCharges],
    [saved, totals.savedTotal],
  ];
  if (totals.totalTax > 0) rows.splice(1, 0, [t('cart.drawer.tax'), totals.totalTax]);
  return (
    <dl className="cart-summary">
      {rows.map(([label, amount]) => (
        <div key={label} className={label === saved ? 'cart-summary-row is-saved' : 'cart-summary-row'}>
          <dt>{label}</dt>
          <dd>{formatMoney(currency, amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
