// Where the cart button sits: signed-in customers only (the cart feature adds the drawer and totals).
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useAuth } from '../auth/AuthContext';
import { useSettings } from '../settings/SettingsContext';
import { formatMoney } from '../../shared/format/money';

export function HeaderCartSlot({ isMobile = false }: { isMobile?: boolean }) {
  const { user } = useAuth();
  const { currency } = useSettings();
  if (!user) return null;
  const lines = 0;
  const total = 0;
  return (
    <button
      type="button"
      className="cart-button"
      aria-label={`Cart, ${lines} items, ${formatMoney(currency, total)}`}
    >
      <span className="cart-button-icon" aria-hidden="true">
        <ShoppingCartOutlined />
        <span className="cart-badge">{lines}</span>
      </span>
      {isMobile ? null : <span className="cart-button-total">{formatMoney(currency, total)}</span>}
    </button>
  );
}
