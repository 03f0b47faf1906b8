// The phone cart bar: the phone header slides away while the customer scrolls down, so the cart
// (line count and total) waits in a bar at the bottom of the screen, within a thumb's reach, as
// grocery apps keep it. It opens the cart drawer. AppLayout mounts it for signed-in customers on
// phones off /checkout; it shows while the cart holds lines and steps aside while the drawer is open.
// A spacer as tall as the bar ends the page, so the bar never covers content or the footer's links.
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useSettings } from '../../shared/settings/storeSettings';
import { formatMoney } from '../../shared/format/money';
import { useCart, useCartSnapshot } from '../../features/cart';
import { t } from './texts';

export function PhoneCartBar() {
  const { currency } = useSettings();
  const { totals, openDrawer } = useCart();
  const { drawerOpen } = useCartSnapshot();
  const lines = totals.totalItems;
  if (lines === 0) return null;
  const total = formatMoney(currency, totals.grandTotal);
  return (
    <>
      <div className="phone-cart-bar-spacer" aria-hidden="true" />
      {drawerOpen ? null : (
        <div className="phone-cart-bar" data-testid="phone-cart-bar">
          <button
            type="button"
            className="phone-cart-bar-button"
            // The visible words in their order, then the count (WCAG 2.5.3); the badge's number is drawn by CSS.
            aria-label={t('app.layout.cartBar.label', { total, count: lines })}
            aria-haspopup="dialog"
            onClick={openDrawer}
          >
            <span className="cart-button-icon" aria-hidden="true">
              <ShoppingCartOutlined />
              <span className="cart-badge" data-count={lines} />
            </span>
            <span className="phone-cart-bar-label">{t('app.layout.cartBar.viewCart')}</span>{' '}
            <span className="phone-cart-bar-total">{total}</span>
          </button>
        </div>
      )}
    </>
  );
}
