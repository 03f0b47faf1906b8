// Last Minute Buys (shopping.md §2): a collapsible strip in the cart drawer with the 'last-min'
// offer's products that are not in the cart yet, each with its add-to-cart control.
import { Collapse } from 'antd';
import { useQuery } from '@apollo/client/react';
import { LastMinuteBuysDocument } from './lastMinuteBuys.generated';
import { Price } from '../../../shared/catalogue/Price';
import { ProductImage } from '../../../shared/catalogue/ProductImage';
import { isSoldOut, type ProductCardData } from '../../../shared/catalogue/product';
import { AddToCartSlot } from '../../../shared/catalogue/AddToCartSlot';
import type { CartLine } from '../cartTotals';
import { t } from './texts';

export const LAST_MINUTE_KEY = 'last-min';

/** Offer products worth showing: in stock and not in the cart. */
export function lastMinuteProducts(
  products: ReadonlyArray<(Omit<ProductCardData, '_id'> & { _id?: string | null }) | null | undefined>,
  inCart: ReadonlyArray<CartLine>,
): ProductCardData[] {
  const have = new Set(inCart.map((l) => l.product_id));
  return products.flatMap((p) => (p?._id && !have.has(p._id) && !isSoldOut(p) ? [{ ...p, _id: p._id }] : []));
}

export default function LastMinuteBuys({ inCart }: { inCart: ReadonlyArray<CartLine> }) {
  const { data } = useQuery(LastMinuteBuysDocument, { variables: { key: LAST_MINUTE_KEY } });
  const offer = data?.offerByKey;
  const products = lastMinuteProducts(
    (offer?.items ?? []).map((i) => i?.prod),
    inCart,
  );
  if (products.length === 0) return null;
  return (
    <Collapse
      className="last-minute-buys"
      defaultActiveKey={['last-min']}
      items={[
        {
          key: 'last-min',
          label: (
            <span className="last-minute-label">
              <strong>{offer?.title || t('cart.drawer.lastMinute')}</strong>
              <span className="last-minute-subtitle">{t('cart.drawer.lastMinuteSubtitle')}</span>
            </span>
          ),
          children: (
            <ul className="last-minute-list" aria-label={t('cart.drawer.lastMinute')}>
              {products.map((p) => (
                <li key={p._id} className="last-minute-item">
                  <ProductImage thumb={p.picture_thumb} full={null} alt="" className="last-minute-thumb" sizes="72px" />
                  <span className="last-minute-title">{p.title}</span>
                  <Price price={p.price} priceWas={p.price_was} />
                  <AddToCartSlot product={p} variant="line" />
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
