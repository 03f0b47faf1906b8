// Free shipping (ToggleRefinement on free_shipping): on shows only products delivered free.
import { Switch } from 'antd';
import { useToggleRefinement } from 'react-instantsearch-core';
import { FacetSection } from './FacetSection';
import { FREE_SHIPPING_ATTRIBUTE } from './searchConfig';
import { t } from './texts';

export function FreeShippingFacet() {
  const { value, refine, canRefine } = useToggleRefinement({ attribute: FREE_SHIPPING_ATTRIBUTE, on: true });
  if (!canRefine && !value.isRefined) return null;
  const count = value.isRefined ? null : value.onFacetValue.count;
  return (
    <FacetSection title={t('catalogue.search.delivery')}>
      <label className="facet-toggle">
        <Switch size="small" checked={value.isRefined} onChange={() => refine({ isRefined: value.isRefined })} />
        <span className="facet-label">{t('catalogue.search.freeShipping')}</span>
        {count !== null ? <span className="facet-count">{count}</span> : null}
      </label>
    </FacetSection>
  );
}
