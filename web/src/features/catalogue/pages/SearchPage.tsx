// /search and /search/{category path}: faceted search whose state lives in the URL.
import { RoutedSearch } from '../search/SearchRoots';
import { SearchLayout } from '../search/SearchLayout';

export default function SearchPage() {
  return (
    <div className="search-page">
      <RoutedSearch>
        <SearchLayout setsTitle />
      </RoutedSearch>
    </div>
  );
}
