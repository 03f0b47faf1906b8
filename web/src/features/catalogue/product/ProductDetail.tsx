// The product page body (shopping.md §2 Product detail): gallery, title, visible attributes,
// price with the old price and 'Price Cut', add-to-cart when in stock, otherwise 'Sold Out' and
// notify-me, then the HTML details.
import { SafeHtml } from '../../../shared/ui/SafeHtml';
import { AddToCartSlot } from '../../../shared/catalogue/AddToCartSlot';
import { NotifyMeButton } from '../../../shared/catalogue/NotifyMeButton';
import { Price } from '../../../shared/catalogue/Price';
import { ProductAttributes } from '../../../shared/catalogue/ProductAttributes';
import { isSoldOut } from '../../../shared/catalogue/product';
import { ProductGallery } from './ProductGallery';
import { galleryPictures, type ProductRecord } from './productView';
import { t } from './texts';

export function ProductDetail({ product }: { product: ProductRecord }) {
  const soldOut = isSoldOut(product);
  const title = product.title ?? '';
  return (
    <article className="product-detail">
      <div className="product-detail-top">
        <ProductGallery pictures={galleryPictures(product)} title={title} soldOut={soldOut} />
        <div className="product-detail-info">
          <h1 className="product-detail-title">{title}</h1>
          <ProductAttributes attributes={product.attributes_v2} className="is-large" />
          <Price price={product.price} priceWas={product.price_was} size="large" showTag />
          {soldOut ? <span className="sold-out-badge">{t('catalogue.product.soldOut')}</span> : null}
          <div className="product-detail-actions">
            {soldOut ? (
              <NotifyMeButton productId={product._id} slug={product.slug} size="large" />
            ) : (
              <AddToCartSlot product={product} variant="detail" />
            )}
          </div>
          {product.short_description ? <p className="product-detail-summary">{product.short_description}</p> : null}
        </div>
      </div>
      {product.details ? (
        <section className="product-detail-details" aria-labelledby="product-details-title">
          <h2 id="product-details-title">{t('catalogue.product.details')}</h2>
          <SafeHtml html={product.details} className="product-details-html" />
        </section>
      ) : null}
    </article>
  );
}
