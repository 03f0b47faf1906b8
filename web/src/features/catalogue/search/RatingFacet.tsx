// Rating: "4 stars & up" and so on. react-instantsearch has no RatingMenu widget, so this uses
// instantsearch.js's rating menu connector (URL key ratingMenu.rating, filter rating >= n).
import { Rate } from 'antd';
import { useConnector } from 'react-instantsearch-core';
import connectRatingMenu, {
  type RatingMenuConnectorParams,
  type RatingMenuWidgetDescription,
} from 'instantsearch.js/es/connectors/rating-menu/connectRatingMenu';
import { FacetSection } from './FacetSection';
import { RATING_ATTRIBUTE, RATING_MAX } from './searchConfig';

export function RatingFacet() {
  const { items, refine, canRefine } = useConnector<RatingMenuConnectorParams, RatingMenuWidgetDescription>(
    connectRatingMenu,
    { attribute: RATING_ATTRIBUTE, max: RATING_MAX },
  );
  if (!canRefine) return null;
  return (
    <FacetSection title="Rating">
      <ul className="facet-list">
        {items.map((item) => (
          <li key={item.value}>
            <button
              type="button"
              className={item.isRefined ? 'facet-link rating-link is-refined' : 'facet-link rating-link'}
              aria-pressed={item.isRefined}
              aria-label={`${item.value} stars & up, ${item.count} products`}
              disabled={item.count === 0 && !item.isRefined}
              onClick={() => refine(item.value)}
            >
              <span aria-hidden="true" className="rating-stars">
                <Rate disabled count={RATING_MAX} value={Number(item.value)} />
              </span>
              <span className="facet-label">& Up</span>
              <span className="facet-count">{item.count}</span>
            </button>
          </li>
        ))}
      </ul>
    </FacetSection>
  );
}
