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

function ShowResults({ onClick }: { onClick: () => void }) {
  const { nbHits } = useStats();
  return (
    <Button type="primary" block size="large" onClick={onClick}>
      Show {nbHits} {nbHits === 1 ? 'product' : 'products'}
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
            title="Filters"
            className="search-filter-drawer"
            closable={{ 'aria-label': 'Close filters' }}
            footer={<ShowResults onClick={close} />}
          >
            <SearchFilters />
            <FacetSection title="Products per page">
              <HitsPerPageSelect />
            </FacetSection>
          </Drawer>
        ) : (
          <aside className="search-sidebar">
            <SearchFilters />
          </aside>
        )}
        <section className="search-main" aria-label="Search results">
          <SearchToolbar onOpenFilters={isMobile ? () => setFiltersOpen(true) : undefined} />
          <CurrentFilters />
          <SearchHits />
        </section>
      </div>
    </div>
  );
}
