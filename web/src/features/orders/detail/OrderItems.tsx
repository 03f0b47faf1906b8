// The order's lines and totals (shopping.md §2 Order detail, §4): rows for items with qty above 0
// at their counted quantity (picked or deliverable by status), 'Unavailable Items' when a line was
// canceled, the discount ('fix' as an amount, else its type), tax and delivery ('does not apply'
// when the tax is under 1) and one savings line with its percent of the sub total.
import { useSettings } from '../../../shared/settings/storeSettings';
import { formatMoney } from '../../../shared/format/money';
import { orderTotals, type OrderTotalsData } from '../orderRules';
import { t } from '../texts';

export const DOES_NOT_APPLY = t('orders.doesNotApply');

export function OrderItems({ order }: { order: OrderTotalsData }) {
  const { currency } = useSettings();
  const money = (n: number) => formatMoney(currency, n);
  const totals = orderTotals(order);
  const shown = totals.lines.filter((l) => (l.item.qty ?? 0) > 0);
  const anyCanceled = totals.lines.some((l) => l.item.delivery_status === 'canceled');
  const unavailable = anyCanceled ? totals.lines.filter((l) => (l.item.qty ?? 0) < 1) : [];
  const voucher = order.discountVoucher;
  const taxApplies = totals.tax >= 1;

  return (
    <section className="order-items" aria-label={t('orders.items')}>
      <table className="order-items-table">
        <thead>
          <tr>
            <th scope="col">{t('orders.item')}</th>
            <th scope="col" className="num">
              {t('orders.price')}
            </th>
            <th scope="col" className="num">
              {t('orders.qty')}
            </th>
            <th scope="col" className="num">
              {t('orders.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((l, i) => (
            <tr key={l.item.product_id ?? i}>
              <td>{l.item.title}</td>
              <td className="num">{money(l.item.price ?? 0)}</td>
              <td className="num">{l.qty}</td>
              <td className="num">{money(l.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {unavailable.length > 0 ? (
        <div className="order-unavailable">
          <h3>{t('orders.unavailableItems')}</h3>
          <ul>
            {unavailable.map((l, i) => (
              <li key={l.item.product_id ?? i}>{l.item.title}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="order-totals" aria-label={t('orders.totals')}>
        <div>
          <span>{t('orders.subTotal')}</span>
          <span>{money(totals.subTotal)}</span>
        </div>
        {voucher || totals.discount > 0 ? (
          <div>
            <span>{t('orders.discount')}</span>
            <span>
              {voucher?.discount_type === 'fix' || !voucher?.discount_type
                ? t('orders.discountFix', { amount: money(totals.discount) })
                : t('orders.discountPercent', {
                    value: voucher.discount_value ?? '',
                    type: voucher.discount_type,
                    amount: money(totals.discount),
                  })}
            </span>
          </div>
        ) : null}
        <div>
          <span>{t('orders.tax')}</span>
          <span>{taxApplies ? money(totals.tax) : DOES_NOT_APPLY}</span>
        </div>
        <div>
          <span>{t('orders.delivery')}</span>
          <span>{taxApplies ? money(totals.deliveryCharges) : DOES_NOT_APPLY}</span>
        </div>
        <div className="is-total">
          <span>{t('orders.total')}</span>
          <span>{money(totals.grandTotal)}</span>
        </div>
        {totals.savings > 0 ? (
          <div className="order-savings">
            <span>{t('orders.savings')}</span>
            <span>
              {t('orders.savingsValue', { amount: totals.savings.toFixed(2), percent: totals.savingsPercent })}
            </span>
          </div>
        ) : null}
      </div>
    </section>
  );
}
