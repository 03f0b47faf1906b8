// The product list card (shopping.md §2): picture, 'Sold Out' overlay, 'Price Cut' tag, title,
// visible attributes with codes, price (old price struck out), then add-to-cart or notify-me.
// Shared by category listings, the home page lists and search hits.
import { Link } from 'react-router';
import { AddToCartSlot } from './AddToCartSlot';
import { NotifyMeButton } from './NotifyMeButton';
import { Price, PriceCutTag } from './Price';
import { ProductAttributes } from './ProductAttributes';
import { ProductImage } from './ProductImage';
import { hasPriceCut, isSoldOut, productPath, type ProductCardData } from './product';
import './catalogue.css';
import { t } from './texts';

export interface ProductCardProps {
  product: ProductCardData;
  /** Load the picture at once (the first cards of a page). */
  eagerImage?: boolean;
  /** Heading level of the title inside the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

export function ProductCard({ product, eagerImage = false, headingLevel = 3 }: ProductCardProps) {
  const soldOut = isSoldOut(product);
  const title = product.title ?? '';
  const href = productPath(product.slug);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={soldOut ? 'product-card is-sold-out' : 'product-card'} data-product-id={product._id}>
      {/* The picture repeats the title's link for pointer users; keyboards get one stop. */}
      <Link to={href} className="product-card-media" tabIndex={-1} aria-hidden="true">
        <ProductImage thumb={product.picture_thumb} full={product.picture} alt="" eager={eagerImage} />
        {soldOut ? (
          <span className="product-card-sold-out">
            <span>{t('shared.catalogue.soldOut')}</span>
          </span>
        ) : null}
        {hasPriceCut(product) ? <PriceCutTag className="product-card-tag" /> : null}
      </Link>
      <div className="product-card-body">
        <Heading className="product-card-title">
          <Link to={href}>{title}</Link>
        </Heading>
        {soldOut ? <span className="visually-hidden">{t('shared.catalogue.soldOut')}</span> : null}
        <ProductAttributes attributes={product.attributes_v2} />
        <Price price={product.price} priceWas={product.price_was} />
        <div className="product-card-actions">
          {soldOut ? (
            <NotifyMeButton productId={product._id} slug={product.slug} block size="small" />
          ) : (
            <AddToCartSlot product={product} />
          )}
        </div>
      </div>
    </article>
  );
}
