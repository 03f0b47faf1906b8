// The heading of the results: the keywords (or the chosen category) and how many products match.
import { useCurrentRefinements, useInstantSearch, useSearchBox, useStats } from 'react-instantsearch-core';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { CATEGORY_ATTRIBUTES, CATEGORY_SEPARATOR } from './searchConfig';
import { t } from './texts';

/** The deepest chosen category ('Milk' of 'Dairy & Eggs > Milk'), or null. */
function useChosenCategory(): string | null {
  const { items } = useCurrentRefinements({ includedAttributes: [CATEGORY_ATTRIBUTES[0] as string] });
  const path = items[0]?.refinements[0]?.label;
  return path ? (path.split(CATEGORY_SEPARATOR).at(-1) ?? path) : null;
}

export function SearchSummary({ setsTitle = false }: { setsTitle?: boolean }) {
  const { query } = useSearchBox();
  const { nbHits } = useStats();
  const { results } = useInstantSearch();
  const category = useChosenCategory();
  const heading = query ? t('catalogue.search.resultsFor', { query }) : (category ?? t('catalogue.search.allProducts'));
  useDocumentTitle(
    setsTitle
      ? query
        ? t('catalogue.search.titleQuery', { query })
        : (category ?? t('catalogue.search.title'))
      : undefined,
  );
  const loaded = !results.__isArtificial;
  return (
    <div className="search-summary">
      <h1 className="search-heading">{heading}</h1>
      <p className="search-count" aria-live="polite">
        {loaded ? t('catalogue.search.found', { count: nbHits }) : '\u00a0'}
      </p>
    </div>
  );
}
