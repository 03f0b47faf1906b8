// What replaces a page's content while the header's search box holds a query (shopping.md §2):
// the same faceted results as /search, without touching the URL. Loaded on first use.
import { InPlaceSearch } from './SearchRoots';
import { SearchLayout } from './SearchLayout';

export default function HeaderSearchResults() {
  return (
    <div className="in-place-search" data-testid="header-search-results">
      <InPlaceSearch>
        <SearchLayout />
      </InPlaceSearch>
    </div>
  );
}
