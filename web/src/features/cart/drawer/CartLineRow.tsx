// One drawer line: picture, title, price, quantity control, line total and remove; a sold-out or
// low-stock line says so (shopping.md §4 cart line states).
import { useState } from 'react';
import { Button } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useAuth } from '../../../shared/auth/session';
import { useSettings } from '../../../shared/settings/storeSettings';
import { formatMoney } from '../../../shared/format/money';
import { useToast } from '../../../shared/ui/toast';
import { Price } from '../../../shared/catalogue/Price';
import { ProductImage } from '../../../shared/catalogue/ProductImage';
import { productPath } from '../../../shared/catalogue/product';
import { AddToCartSlot } from '../../../shared/catalogue/AddToCartSlot';
import { removeOne } from '../cartActions';
import { LineStateTag } from '../LineStateTag';
import type { CartLine } from '../cartTotals';
import { lineProduct, lineTotal } from '../lineProduct';
import { t } from './texts';

export function CartLineRow({ line }: { line: CartLine }) {
  const userId = useAuth().user?._id ?? null;
  const { currency } = useSettings();
  const toast = useToast();
  const [removing, setRemoving] = useState(false);
  const product = lineProduct(line);
  const title = line.title ?? '';

  const remove = async () => {
    setRemoving(true);
    const message = await removeOne(product, userId, true);
    setRemoving(false);
    if (message) void toast.error(message);
  };

  return (
    <li className="cart-line" data-product-id={product._id}>
      <ProductImage thumb={line.picture_thumb} full={null} alt="" className="cart-line-thumb" sizes="64px" />
      <div className="cart-line-body">
        <Link to={productPath(line.slug)} className="cart-line-title">
          {title}
        </Link>
        <Price price={line.price} priceWas={line.price_was} />
        <LineStateTag line={line} />
        <div className="cart-line-actions">
          <AddToCartSlot product={product} variant="line" />
          <span
            className="cart-line-total"
            aria-label={t('cart.drawer.lineTotal', { amount: formatMoney(currency, lineTotal(line)) })}
          >
            {formatMoney(currency, lineTotal(line))}
          </span>
        </div>
      </div>
      <Button
        type="text"
        className="cart-line-remove"
        icon={<DeleteOutlined />}
        loading={removing}
        aria-label={t('cart.drawer.remove', { title })}
        onClick={() => void remove()}
      />
    </li>
  );
}
