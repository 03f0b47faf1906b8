// Brands (RefinementList on brand): tick any number; a search box finds brands beyond the first few.
import { useState } from 'react';
import { Button, Checkbox, Input } from 'antd';
import { useRefinementList } from 'react-instantsearch-core';
import { FacetSection } from './FacetSection';
import { BRAND_ATTRIBUTE } from './searchConfig';
import { t } from './texts';

export function BrandFacet() {
  const { items, refine, searchForItems, isFromSearch, canRefine, canToggleShowMore, isShowingMore, toggleShowMore } =
    useRefinementList({ attribute: BRAND_ATTRIBUTE, limit: 8, showMore: true, showMoreLimit: 50 });
  const [needle, setNeedle] = useState('');
  if (!canRefine && !isFromSearch && !needle) return null;
  return (
    <FacetSection title={t('catalogue.search.brand')}>
      <Input
        size="small"
        allowClear
        placeholder={t('catalogue.search.searchBrands')}
        aria-label={t('catalogue.search.searchBrands')}
        value={needle}
        onChange={(e) => {
          setNeedle(e.target.value);
          searchForItems(e.target.value);
        }}
        className="facet-search"
      />
      {items.length === 0 ? <p className="facet-empty">{t('catalogue.search.noBrand')}</p> : null}
      <ul className="facet-list">
        {items.map((item) => (
          <li key={item.value}>
            <Checkbox checked={item.isRefined} onChange={() => refine(item.value)}>
              <span className="facet-label">{item.label}</span>
              <span className="facet-count">{item.count}</span>
            </Checkbox>
          </li>
        ))}
      </ul>
      {canToggleShowMore && !isFromSearch ? (
        <Button type="link" size="small" className="facet-more" onClick={toggleShowMore}>
          {isShowingMore ? t('catalogue.search.showLess') : t('catalogue.search.showMore')}
        </Button>
      ) : null}
    </FacetSection>
  );
}
