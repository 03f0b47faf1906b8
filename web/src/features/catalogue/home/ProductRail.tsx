// A home page product list: one scrolling row of cards (swiped on phones), with arrow buttons on
// wide screens.
import { useId, useRef } from 'react';
import { ProductCard } from '../../../shared/catalogue/ProductCard';
import { Chevron } from './Chevron';
import type { ProductList } from './homeSettings';
import { t } from './texts';

export function ProductRail({ list }: { list: ProductList }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const titleId = useId();

  const page = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const left = track.scrollLeft + direction * Math.max(track.clientWidth * 0.8, 200);
    if (typeof track.scrollTo === 'function') track.scrollTo({ left, behavior: 'smooth' });
    else track.scrollLeft = left;
  };

  return (
    <section className="product-rail home-section" aria-labelledby={titleId}>
      <div className="product-rail-head">
        <h2 id={titleId} className="section-title">
          {list.title}
        </h2>
        <div className="product-rail-arrows">
          <button
            type="button"
            aria-label={t('catalogue.home.scrollBack', { title: list.title ?? '' })}
            onClick={() => page(-1)}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            aria-label={t('catalogue.home.scrollOn', { title: list.title ?? '' })}
            onClick={() => page(1)}
          >
            <Chevron direction="right" />
          </button>
        </div>
      </div>
      <ul className="product-rail-track" ref={trackRef} aria-labelledby={titleId}>
        {list.products.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
