// The two places a search lives: the /search page, whose state is in the URL, and the header's
// in-place results on other pages, which start from the header's query and keep no URL.
import { useState, type ReactNode } from 'react';
import { InstantSearch } from 'react-instantsearch-core';
import type { UiState } from 'instantsearch.js';
import { searchClient } from './client';
import { getHeaderQuery } from './headerQuery';
import { HeaderQueryBridge } from './HeaderQueryBridge';
import { INDEX_NAME } from './searchConfig';
import { useSearchRouting } from './useSearchRouting';
import type { SearchRoute } from './urlState';

const FUTURE = { preserveSharedStateOnUnmount: true };

export function RoutedSearch({ children }: { children: ReactNode }) {
  const routing = useSearchRouting();
  return (
    <InstantSearch<UiState, SearchRoute>
      indexName={INDEX_NAME}
      searchClient={searchClient}
      routing={routing}
      future={FUTURE}
      insights={false}
    >
      <HeaderQueryBridge />
      {children}
    </InstantSearch>
  );
}

export function InPlaceSearch({ children }: { children: ReactNode }) {
  const [initialUiState] = useState<UiState>(() => ({ [INDEX_NAME]: { query: getHeaderQuery() } }));
  return (
    <InstantSearch
      indexName={INDEX_NAME}
      searchClient={searchClient}
      initialUiState={initialUiState}
      future={FUTURE}
      insights={false}
    >
      <HeaderQueryBridge headerFirst />
      {children}
    </InstantSearch>
  );
}
