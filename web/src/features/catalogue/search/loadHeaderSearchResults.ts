// The header's in-place search results load on first search, in a chunk of their own.
export const loadHeaderSearchResults = () => import('./HeaderSearchResults');
