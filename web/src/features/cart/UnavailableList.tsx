// The list of cart lines checkout cannot take (the drawer's review panel and /checkout/review):
// thumbnail, title, price, 'Sold Out' / 'Low Stock', and how many are in the cart and available.
import { useSettings } from '../../shared/settings/storeSettings';
import { formatMoney } from '../../shared/format/money';
import type { CartLine } from './cartTotals';
import { LineStateTag } from './LineStateTag';
import './cart.css';
import { t } from './texts';

export function UnavailableList({ lines, label }: { lines: CartLine[]; label: string }) {
  const { currency } = useSettings();
  return (
    <ul className="cart-lines unavailable-lines" aria-label={label}>
      {lines.map((line) => (
        <li key={line.product_id} className="cart-line">
          {line.picture_thumb ? (
            <img className="cart-line-thumb" src={line.picture_thumb} alt="" width={64} height={64} loading="lazy" />
          ) : (
            <span className="cart-line-thumb" aria-hidden="true" />
          )}
          <div className="cart-line-body">
            <span className="cart-line-title">{line.title}</span>
            <span className="price-now">{formatMoney(currency, line.price)}</span>
            <LineStateTag line={line} />
            <span className="cart-line-note">
              {t('cart.unavailable.counts', { qty: line.qty ?? 0, available: Math.max(0, line.available_qty ?? 0) })}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
