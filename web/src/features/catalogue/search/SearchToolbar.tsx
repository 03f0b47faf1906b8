// Above the results: the phone's Filters button, the sort order and (on a desktop) the page size.
import { Badge, Button, Select } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useCurrentRefinements, useHitsPerPage, useSortBy } from 'react-instantsearch-core';
import { HITS_PER_PAGE_ITEMS, SORT_ITEMS } from './searchConfig';
import { t } from './texts';

const SORT_OPTIONS = SORT_ITEMS.map((s) => ({ value: s.value, label: t(s.labelKey) }));
const PAGE_SIZES = HITS_PER_PAGE_ITEMS.map((h) => ({ ...h, label: t('catalogue.search.perPage', { n: h.value }) }));

function FiltersButton({ onClick }: { onClick: () => void }) {
  const { items } = useCurrentRefinements();
  const count = items.reduce((n, item) => n + new Set(item.refinements.map((r) => r.attribute)).size, 0);
  return (
    <Badge count={count} size="small">
      <Button icon={<FilterOutlined />} onClick={onClick}>
        {t('catalogue.search.filters')}
      </Button>
    </Badge>
  );
}

/** The page size (HitsPerPage): beside the sort on a desktop, inside the filter drawer on a phone. */
export function HitsPerPageSelect() {
  const { items, refine } = useHitsPerPage({ items: PAGE_SIZES });
  return (
    <Select
      aria-label={t('catalogue.search.productsPerPage')}
      value={items.find((s) => s.isRefined)?.value}
      options={items.map((s) => ({ value: s.value, label: s.label }))}
      onChange={(value: number) => refine(value)}
      popupMatchSelectWidth={false}
      className="search-size"
    />
  );
}

export function SearchToolbar({ onOpenFilters }: { onOpenFilters?: () => void }) {
  const { currentRefinement, refine } = useSortBy({ items: SORT_OPTIONS });
  return (
    <div className="search-toolbar">
      {onOpenFilters ? <FiltersButton onClick={onOpenFilters} /> : null}
      <div className="search-toolbar-selects">
        <Select
          aria-label={t('catalogue.search.sortBy')}
          value={currentRefinement}
          options={SORT_OPTIONS}
          onChange={(value: string) => refine(value)}
          popupMatchSelectWidth={false}
          className="search-sort"
        />
        {onOpenFilters ? null : <HitsPerPageSelect />}
      </div>
    </div>
  );
}
