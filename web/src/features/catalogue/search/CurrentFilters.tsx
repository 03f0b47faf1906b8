// The filters in force as removable tags, and 'Clear all'.
import { Button, Tag } from 'antd';
import { useClearRefinements, useCurrentRefinements } from 'react-instantsearch-core';
import { BRAND_ATTRIBUTE, FREE_SHIPPING_ATTRIBUTE, PRICE_ATTRIBUTE, RATING_ATTRIBUTE } from './searchConfig';
import { t } from './texts';

type Refinement = ReturnType<typeof useCurrentRefinements>['items'][number]['refinements'][number];

/** The tag's text, or null for a refinement that is not shown on its own. */
export function refinementLabel(r: Refinement): string | null {
  switch (r.attribute) {
    case RATING_ATTRIBUTE:
      // The rating menu adds "rating <= 5" beside "rating >= n": only the latter means something.
      return r.operator === '>=' ? t('catalogue.search.ratingUp', { value: String(r.value) }) : null;
    case FREE_SHIPPING_ATTRIBUTE:
      return t('catalogue.search.freeShipping');
    case PRICE_ATTRIBUTE:
      return t(r.operator === '>=' ? 'catalogue.search.priceAtLeast' : 'catalogue.search.priceAtMost', {
        value: String(r.value),
      });
    case BRAND_ATTRIBUTE:
      return r.label;
    default:
      return r.label; // categories: the chosen path
  }
}

export function CurrentFilters() {
  const { items } = useCurrentRefinements();
  const { canRefine, refine: clearAll } = useClearRefinements();
  const tags = items.flatMap((item) =>
    item.refinements.flatMap((r) => {
      const label = refinementLabel(r);
      return label === null
        ? []
        : [{ key: `${r.attribute}:${r.operator ?? ''}:${String(r.value)}`, label, remove: () => item.refine(r) }];
    }),
  );
  if (tags.length === 0) return null;
  return (
    <div className="current-filters" aria-label={t('catalogue.search.filtersInUse')}>
      {tags.map((tag) => (
        <Tag
          key={tag.key}
          closable
          onClose={(e) => {
            e.preventDefault();
            tag.remove();
          }}
          closeIcon={<span aria-label={t('catalogue.search.remove', { label: tag.label })}>×</span>}
        >
          {tag.label}
        </Tag>
      ))}
      {canRefine ? (
        <Button type="link" size="small" onClick={clearAll}>
          {t('catalogue.search.clearAll')}
        </Button>
      ) : null}
    </div>
  );
}
