// The invoice of step 3 (shopping.md §2, §9): the cart's lines, Sub total, tax, delivery, the
// coupon's discount and Total payable = grandTotal − coupon discount.
import { useSettings } from '../../../shared/settings/storeSettings';
import { formatMoney } from '../../../shared/format/money';
import { type Cart, cartLines, type CartTotals } from '../../cart';
import type { Coupon } from '../draft/orderDraft';
import { couponDiscount, lineTotal, totalPayable } from './invoiceTotals';
import { t } from '../texts';

export interface InvoiceProps {
  cart: Cart | null;
  totals: CartTotals;
  coupon: Coupon | null;
}

export function Invoice({ cart, totals, coupon }: InvoiceProps) {
  const { currency } = useSettings();
  const money = (n: number) => formatMoney(currency, n);
  const discount = couponDiscount(coupon, totals.totalPrice);
  return (
    <section className="invoice" aria-label={t('checkout.invoice')}>
      <h2 className="checkout-block-title">{t('checkout.invoice')}</h2>
      <table className="invoice-table">
        <tbody>
          {cartLines(cart).map((line) => (
            <tr key={line.product_id ?? line.title}>
              <td className="invoice-item">
                {line.title} <span className="invoice-qty">× {line.qty}</span>
              </td>
              <td className="invoice-amount">{money(lineTotal(line.price, line.qty))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('checkout.subTotal')}</th>
            <td className="invoice-amount">{money(totals.totalPrice)}</td>
          </tr>
          <tr>
            <th scope="row">{t('checkout.tax')}</th>
            <td className="invoice-amount">{money(totals.totalTax)}</td>
          </tr>
          <tr>
            <th scope="row">{t('checkout.delivery')}</th>
            <td className="invoice-amount">{money(totals.deliveryCharges)}</td>
          </tr>
          {coupon ? (
            <tr className="invoice-discount">
              <th scope="row">
                {t('checkout.discount', {
                  code: coupon.code ?? '',
                  value:
                    coupon.discount_type === '%'
                      ? t('checkout.discountPercent', { value: coupon.discount_value ?? '' })
                      : '',
                })}
              </th>
              <td className="invoice-amount">{t('checkout.minusAmount', { amount: money(discount) })}</td>
            </tr>
          ) : null}
          <tr className="invoice-total">
            <th scope="row">{t('checkout.totalPayable')}</th>
            <td className="invoice-amount">{money(totalPayable(totals.grandTotal, discount))}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
