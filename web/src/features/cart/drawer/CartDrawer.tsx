// The cart drawer (shopping.md §2 Cart drawer): 438 px (full width on small screens), newest line
// first, Sub total / Delivery Charges / 'You saved', the out-of-stock banner with its review panel,
// the minimum- and maximum-order lines, Last Minute Buys and 'Proceed to Checkout' with the grand total.
import { lazy, Suspense, useState } from 'react';
import { Button, Drawer, Empty } from 'antd';
import { useNavigate } from 'react-router';
import { useSettings } from '../../../shared/settings/storeSettings';
import { formatMoney } from '../../../shared/format/money';
import { aboveMaximumOrder, belowMinimumOrder, cartLines } from '../cartTotals';
import { canCheckout, unavailableLines } from '../lineStates';
import { useCart } from '../useCart';
import { CartLineRow } from './CartLineRow';
import { CartSummary } from './CartSummary';
import { OutOfStockBanner } from './OutOfStockBanner';
import { DRAWER_WIDTH } from './drawerSize';
import '../cart.css';
// Loaded with the drawer, where it always shows: as a lazy chunk of its own (using antd's motion code
// without its compact-space code) it split a shared chunk of the home route in two, 0.3 KB gzip more.
import LastMinuteBuys from './LastMinuteBuys';
import { t } from './texts';

const UnavailablePanel = lazy(() => import('./UnavailablePanel'));

export function drawerTitle(lines: number): string {
  return lines > 0 ? t('cart.drawer.title', { count: lines }) : t('cart.drawer.empty');
}

export default function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { cart, totals } = useCart();
  const settings = useSettings();
  const { currency, min_order_amount, max_order_amount } = settings;
  const navigate = useNavigate();
  const [reviewOpen, setReviewOpen] = useState(false);
  const [reviewUsed, setReviewUsed] = useState(false);
  const lines = cartLines(cart);
  const unavailable = unavailableLines(cart);

  const openReview = () => {
    setReviewUsed(true);
    setReviewOpen(true);
  };

  const footer = (
    <Button
      type="primary"
      size="large"
      block
      className="cart-checkout-button"
      disabled={!canCheckout(cart, totals, settings)}
      onClick={() => {
        onClose();
        void navigate('/checkout');
      }}
    >
      <span>{t('cart.drawer.proceed')}</span>
      <span className="cart-checkout-total">{formatMoney(currency, totals.grandTotal)}</span>
    </Button>
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={DRAWER_WIDTH}
      rootClassName="cart-drawer"
      title={drawerTitle(lines.length)}
      footer={footer}
    >
      {unavailable.length > 0 ? <OutOfStockBanner count={unavailable.length} onReview={openReview} /> : null}
      {lines.length === 0 ? (
        <Empty className="cart-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cart.drawer.noItems')} />
      ) : (
        <ul className="cart-lines" aria-label={t('cart.drawer.items')}>
          {lines.map((line) => (
            <CartLineRow key={line.product_id} line={line} />
          ))}
        </ul>
      )}
      <CartSummary totals={totals} />
      {belowMinimumOrder(min_order_amount, totals) ? (
        <p className="cart-order-limit">
          {t('cart.drawer.minOrder', { amount: formatMoney(currency, min_order_amount) })}
        </p>
      ) : null}
      {aboveMaximumOrder(max_order_amount, totals) ? (
        <p className="cart-order-limit">
          {t('cart.drawer.maxOrder', { amount: formatMoney(currency, max_order_amount) })}
        </p>
      ) : null}
      <Suspense fallback={null}>
        <LastMinuteBuys inCart={lines} />
      </Suspense>
      {reviewUsed ? (
        <Suspense fallback={null}>
          <UnavailablePanel
            open={reviewOpen}
            onClose={() => setReviewOpen(false)}
            lines={unavailable}
            cartId={cart?._id ?? null}
          />
        </Suspense>
      ) : null}
    </Drawer>
  );
}
