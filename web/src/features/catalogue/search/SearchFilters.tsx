// Every filter of the search, in the sidebar (desktop) or the filter drawer (phone).
import { BrandFacet } from './BrandFacet';
import { CategoryFacet } from './CategoryFacet';
import { FreeShippingFacet } from './FreeShippingFacet';
import { PriceFacet } from './PriceFacet';
import { RatingFacet } from './RatingFacet';
import { t } from './texts';

export function SearchFilters() {
  return (
    // role="search": focus stays on a filter when choosing a category changes the page's path.
    <div className="search-filters" role="search" aria-label={t('catalogue.search.filters')}>
      <CategoryFacet />
      <BrandFacet />
      <PriceFacet />
      <RatingFacet />
      <FreeShippingFacet />
    </div>
  );
}
