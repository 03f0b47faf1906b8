// Step 3 'Place Order' (shopping.md §2, §4, §8): the invoice, the voucher form, a note and Place
// Order; a refused order shows the 'Error Found' banner with 'Review Order'. Back goes to step 2.
import { Alert, Button, Input } from 'antd';
import { Link } from 'react-router';
import { useSettings } from '../../../shared/settings/storeSettings';
import { useCart } from '../../cart';
import { Invoice } from '../invoice/Invoice';
import { VoucherForm } from '../voucher/VoucherForm';
import { draftStore } from '../draft/draftStore';
import type { OrderDraft } from '../draft/orderDraft';
import { ORDER_MESSAGES } from '../placeOrder/placeOrderOutcome';
import { usePlaceOrder } from '../placeOrder/usePlaceOrder';
import { formatMoney } from '../../../shared/format/money';
import { couponDiscount, totalPayable } from '../invoice/invoiceTotals';
import { t } from '../texts';

export function PlaceOrderStep({ userId, draft, onBack }: { userId: string; draft: OrderDraft; onBack: () => void }) {
  const { cart, totals } = useCart();
  const { currency } = useSettings();
  const { place, placing, serverError } = usePlaceOrder();
  const payable = totalPayable(totals.grandTotal, couponDiscount(draft.coupon, totals.totalPrice));
  const slot = draft.timeslot;
  return (
    <div className="checkout-step">
      {serverError ? (
        <Alert
          type="error"
          showIcon
          title={ORDER_MESSAGES.errorFound}
          description={serverError}
          action={<Link to="/checkout/review">{ORDER_MESSAGES.reviewOrder}</Link>}
          className="checkout-error"
        />
      ) : null}
      <div className="checkout-summary-line">
        {draft.address ? <p>{t('checkout.deliverTo', { address: draft.address.full_address ?? '' })}</p> : null}
        {slot ? (
          <p>
            {t('checkout.timeSlot', { date: slot.date ?? '', start: slot.start_time ?? '', end: slot.end_time ?? '' })}
          </p>
        ) : null}
      </div>
      <Invoice cart={cart} totals={totals} coupon={draft.coupon} />
      <section className="checkout-voucher" aria-label={t('checkout.voucherSection')}>
        <h2 className="checkout-block-title">{t('checkout.voucherTitle')}</h2>
        <VoucherForm customerId={userId} onResult={(result) => draftStore.dispatch({ type: 'selectCoupon', result })} />
      </section>
      <section className="checkout-note">
        <label htmlFor="order-note" className="checkout-block-title">
          {t('checkout.note')}
        </label>
        <Input.TextArea
          id="order-note"
          rows={3}
          maxLength={500}
          value={draft.note}
          placeholder={t('checkout.notePlaceholder')}
          onChange={(e) => draftStore.dispatch({ type: 'setNote', note: e.target.value })}
        />
      </section>
      <div className="checkout-actions">
        <Button size="large" onClick={onBack}>
          {t('checkout.back')}
        </Button>
        <Button type="primary" size="large" loading={placing} onClick={() => void place(draft)}>
          {t('checkout.placeOrder', { amount: formatMoney(currency, payable) })}
        </Button>
      </div>
    </div>
  );
}
