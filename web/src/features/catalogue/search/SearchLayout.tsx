// The search screen: filters beside the results on a desktop, in a drawer on a phone. The drawer's
// filters stay mounted while it is closed, since a widget that is not mounted drops its state.
import { useState } from 'react';
import { Button, Drawer } from 'antd';
import { useStats } from 'react-instantsearch-core';
import { useIsMobile } from '../../../shared/hooks/useIsMobile';
import { CurrentFilters } from './CurrentFilters';
import { SearchFilters } from './SearchFilters';
import { SearchHits } from './SearchHits';
import { SearchSummary } from './SearchSummary';
import { FacetSection } from './FacetSection';
import { HitsPerPageSelect, SearchToolbar } from './SearchToolbar';
import './search.css';
import { t } from './texts';

function ShowResults({ onClick }: { onClick: () => void }) {
  const { nbHits } = useStats();
  return (
    <Button type="primary" block size="large" onClick={onClick}>
      {t('catalogue.search.showProducts', { count: nbHits })}
    </Button>
  );
}

export function SearchLayout({ setsTitle = false }: { setsTitle?: boolean }) {
  const isMobile = useIsMobile();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const close = () => setFiltersOpen(false);
  return (
    <div className={isMobile ? 'search-screen is-phone' : 'search-screen'}>
      <SearchSummary setsTitle={setsTitle} />
      <div className="search-layout">
        {isMobile ? (
          <Drawer
            open={filtersOpen}
            onClose={close}
            forceRender
            placement="left"
            size={320}
            title={t('catalogue.search.filters')}
            className="search-filter-drawer"
            closable={{ 'aria-label': t('catalogue.search.closeFilters') }}
            footer={<ShowResults onClick={close} />}
          >
            <SearchFilters />
            <FacetSection title={t('catalogue.search.productsPerPage')}>
              <HitsPerPageSelect />
            </FacetSection>
          </Drawer>
        ) : (
          <aside className="search-sidebar">
            <SearchFilters />
          </aside>
        )}
        <section className="search-main" aria-label={t('catalogue.search.results')}>
          <SearchToolbar onOpenFilters={isMobile ? () => setFiltersOpen(true) : undefined} />
          <CurrentFilters />
          <SearchHits />
        </section>
      </div>
    </div>
  );
}
