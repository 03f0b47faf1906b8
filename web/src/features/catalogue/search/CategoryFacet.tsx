// Categories (HierarchicalMenu on categories.lvl0 > categories.lvl1): a top category opens its
// children; the chosen path is also the /search/{category path} of the URL.
import { useHierarchicalMenu } from 'react-instantsearch-core';
import { FacetSection } from './FacetSection';
import { CATEGORY_ATTRIBUTES } from './searchConfig';
import { t } from './texts';

type Item = ReturnType<typeof useHierarchicalMenu>['items'][number];

function CategoryList({ items, refine, nested }: { items: Item[]; refine: (value: string) => void; nested?: boolean }) {
  return (
    <ul className={nested ? 'facet-tree facet-tree-nested' : 'facet-tree'}>
      {items.map((item) => (
        <li key={item.value}>
          <button
            type="button"
            className={item.isRefined ? 'facet-link is-refined' : 'facet-link'}
            aria-pressed={item.isRefined}
            onClick={() => refine(item.value)}
          >
            <span className="facet-label">{item.label}</span>
            <span className="facet-count">{item.count}</span>
          </button>
          {item.data && item.data.length > 0 ? <CategoryList items={item.data} refine={refine} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

export function CategoryFacet() {
  const { items, refine, canRefine } = useHierarchicalMenu({ attributes: CATEGORY_ATTRIBUTES, limit: 30 });
  if (!canRefine) return null;
  return (
    <FacetSection title={t('catalogue.search.category')}>
      <CategoryList items={items} refine={refine} />
    </FacetSection>
  );
}
