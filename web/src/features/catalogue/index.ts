// The catalogue feature's public face: its routes (and the home page's start-up preload), and the header search app/ shows on every page.
export { catalogueRoutes } from './routes';
export { loadHomePage, preloadHomePage } from './home/preloadHome';
export { getHeaderSearch, setHeaderQuery, useHeaderQuery, useInPlaceSearch } from './search/headerQuery';
export { isSearchPath, SEARCH_PAGE } from './search/searchConfig';
export { loadHeaderSearchResults } from './search/loadHeaderSearchResults';
