// One search client for the page and the header's in-place results, so they share its cache.
import { createSearchClient } from './searchClient';

export const searchClient = createSearchClient();
