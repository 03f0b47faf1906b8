// A product's price in the store's currency; with a price cut, the old price struck out beside it.
import { useSettings } from '../settings/storeSettings';
import { formatMoney } from '../format/money';
import { hasPriceCut } from './product';
import { t } from './texts';

export function PriceCutTag({ className }: { className?: string }) {
  return (
    <span className={['price-cut-tag', className].filter(Boolean).join(' ')}>{t('shared.catalogue.priceCut')}</span>
  );
}

export function Price({
  price,
  priceWas,
  size = 'normal',
  showTag = false,
}: {
  price: number | null | undefined;
  priceWas?: number | null;
  size?: 'normal' | 'large';
  /** Also show the 'Price Cut' tag (the card shows it over the picture instead). */
  showTag?: boolean;
}) {
  const { currency } = useSettings();
  const cut = hasPriceCut({ price, price_was: priceWas });
  return (
    <div className={size === 'large' ? 'price-line is-large' : 'price-line'}>
      <span className="price-now">{formatMoney(currency, price)}</span>
      {cut ? (
        <s className="price-was">
          <span className="visually-hidden">{t('shared.catalogue.was')}</span>
          {formatMoney(currency, priceWas)}
        </s>
      ) : null}
      {cut && showTag ? <PriceCutTag /> : null}
    </div>
  );
}
