// The header's cart button, for signed-in customers only (shopping.md §2 Header): a badge with the
// number of lines, the currency and total with 2 decimals; it opens the cart drawer.
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useAuth } from '../../shared/auth/session';
import { useSettings } from '../../shared/settings/storeSettings';
import { formatMoney } from '../../shared/format/money';
import { useCart } from '../../features/cart';
import { t } from './texts';

export function HeaderCartSlot({ isMobile = false }: { isMobile?: boolean }) {
  const { user } = useAuth();
  const { currency } = useSettings();
  const { totals, openDrawer } = useCart();
  if (!user) return null;
  const lines = totals.totalItems;
  const total = formatMoney(currency, totals.grandTotal);
  return (
    <button
      type="button"
      className="cart-button"
      aria-label={t('app.layout.cartButton', { count: lines, total })}
      aria-haspopup="dialog"
      onClick={openDrawer}
    >
      <span className="cart-button-icon" aria-hidden="true">
        <ShoppingCartOutlined />
        {/* The count is drawn by CSS: the button's name already says it, and its visible text stays
            the total, a part of that name (WCAG 2.5.3). */}
        <span className="cart-badge" data-count={lines} />
      </span>
      {isMobile ? null : <span className="cart-button-total">{total}</span>}
    </button>
  );
}
