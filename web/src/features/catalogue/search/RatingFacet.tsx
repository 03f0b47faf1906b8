// Rating: "4 stars & up" and so on. react-instantsearch has no RatingMenu widget, so this uses
// instantsearch.js's rating menu connector (URL key ratingMenu.rating, filter rating >= n).
// The stars are drawn icons, not antd's Rate (whose radio stars would sit inside the button), and
// the button's name is its own text ("4 stars & Up 12 products"), so it contains what is seen.
import { StarFilled } from '@ant-design/icons';
import { useConnector } from 'react-instantsearch-core';
import connectRatingMenu, {
  type RatingMenuConnectorParams,
  type RatingMenuWidgetDescription,
} from 'instantsearch.js/es/connectors/rating-menu/connectRatingMenu';
import { FacetSection } from './FacetSection';
import { RATING_ATTRIBUTE, RATING_MAX } from './searchConfig';
import { t } from './texts';

export function RatingFacet() {
  const { items, refine, canRefine } = useConnector<RatingMenuConnectorParams, RatingMenuWidgetDescription>(
    connectRatingMenu,
    { attribute: RATING_ATTRIBUTE, max: RATING_MAX },
  );
  if (!canRefine) return null;
  return (
    <FacetSection title={t('catalogue.search.rating')}>
      <ul className="facet-list">
        {items.map((item) => (
          <li key={item.value}>
            <button
              type="button"
              className={item.isRefined ? 'facet-link rating-link is-refined' : 'facet-link rating-link'}
              aria-pressed={item.isRefined}
              disabled={item.count === 0 && !item.isRefined}
              onClick={() => refine(item.value)}
            >
              <span className="rating-stars">
                {Array.from({ length: RATING_MAX }, (_, i) => (
                  <StarFilled key={i} aria-hidden="true" className={i < Number(item.value) ? 'is-on' : undefined} />
                ))}
                <span className="visually-hidden">{t('catalogue.search.stars', { value: item.value })}</span>
              </span>
              <span className="facet-label">{t('catalogue.search.andUp')}</span>
              <span className="facet-count">
                {item.count}
                <span className="visually-hidden">{t('catalogue.search.countProducts')}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </FacetSection>
  );
}
