import type { UiState } from 'instantsearch.js';
import { routeToState, routeToUrl, stateToRoute, urlToRoute, type SearchRoute } from './urlState';

const full: UiState = {
  instant_search: {
    query: 'basmati rice',
    page: 3,
    refinementList: { brand: ['Guard', 'Falak'] },
    hierarchicalMenu: { 'categories.lvl0': ['Rice & Pulses', 'Basmati Rice'] },
    ratingMenu: { rating: 4 },
    range: { price: '100:500' },
    toggle: { free_shipping: true },
    sortBy: 'instant_search_price_asc',
    hitsPerPage: 40,
  },
};

function urlOf(state: UiState): string {
  return routeToUrl(stateToRoute(state));
}

function stateOfUrl(url: string): UiState {
  const u = new URL(url, 'http://shop.test');
  return routeToState(urlToRoute(u.pathname, u.search));
}

describe('search URL state', () => {
  test('round trip: state → URL → state keeps every field', () => {
    const url = urlOf(full);
    expect(url).toBe(
      '/search/Rice+%26+Pulses/Basmati+Rice?query=basmati+rice&page=3&brands=Guard&brands=Falak&rating=4' +
        '&price=100:500&free_shipping=true&sortBy=instant_search_price_asc&hitsPerPage=40',
    );
    expect(stateOfUrl(url)).toEqual(full);
  });

  test('default values are left out of the URL', () => {
    expect(urlOf({ instant_search: {} })).toBe('/search');
    expect(
      urlOf({
        instant_search: {
          query: '',
          page: 1,
          refinementList: { brand: [] },
          hierarchicalMenu: { 'categories.lvl0': [] },
          toggle: { free_shipping: false },
          sortBy: 'instant_search',
          hitsPerPage: 20,
        },
      }),
    ).toBe('/search');
    expect(urlOf({ instant_search: { query: 'milk', page: 1, hitsPerPage: 20 } })).toBe('/search?query=milk');
    expect(stateOfUrl('/search')).toEqual({ instant_search: {} });
  });

  test('price is written min:max, and an open side stays empty', () => {
    expect(urlOf({ instant_search: { range: { price: '50:250' } } })).toBe('/search?price=50:250');
    expect(urlOf({ instant_search: { range: { price: '50:' } } })).toBe('/search?price=50:');
    expect(urlOf({ instant_search: { range: { price: ':99.5' } } })).toBe('/search?price=:99.5');
    expect(stateOfUrl('/search?price=50:250')).toEqual({ instant_search: { range: { price: '50:250' } } });
    // an encoded colon reads the same
    expect(stateOfUrl('/search?price=50%3A250')).toEqual({ instant_search: { range: { price: '50:250' } } });
    for (const bad of ['abc', ':', '5-9', '10:x'])
      expect(stateOfUrl(`/search?price=${bad}`)).toEqual({ instant_search: {} });
  });

  test('/search/{category path} maps to the category hierarchy', () => {
    expect(stateOfUrl('/search/Dairy+%26+Eggs')).toEqual({
      instant_search: { hierarchicalMenu: { 'categories.lvl0': ['Dairy & Eggs'] } },
    });
    expect(stateOfUrl('/search/Dairy%20%26%20Eggs/Milk/?query=fresh')).toEqual({
      instant_search: { query: 'fresh', hierarchicalMenu: { 'categories.lvl0': ['Dairy & Eggs', 'Milk'] } },
    });
    expect(
      urlOf({ instant_search: { hierarchicalMenu: { 'categories.lvl0': ['Fruits & Vegetables', 'Fresh Fruits'] } } }),
    ).toBe('/search/Fruits+%26+Vegetables/Fresh+Fruits');
    // a '+' or '/' inside a title survives the trip
    const odd: UiState = { instant_search: { hierarchicalMenu: { 'categories.lvl0': ['A+B / C'] } } };
    expect(urlOf(odd)).toBe('/search/A%2BB+%2F+C');
    expect(stateOfUrl(urlOf(odd))).toEqual(odd);
  });

  test('unknown or invalid values are ignored', () => {
    expect(stateOfUrl('/search?page=0&rating=9&sortBy=nope&hitsPerPage=33&free_shipping=yes&brands=&other=1')).toEqual({
      instant_search: {},
    });
    expect(stateOfUrl('/search/%E0%A4%A?page=2')).toEqual({ instant_search: { page: 2 } });
    expect(stateOfUrl('/search?sortBy=instant_search_price_desc&hitsPerPage=60')).toEqual({
      instant_search: { sortBy: 'instant_search_price_desc', hitsPerPage: 60 },
    });
  });

  test('special characters in the query and brands round trip', () => {
    const route: SearchRoute = { query: 'Nestlé 1.5L & more, 50%?', brands: ["K&N's", 'A, B'] };
    const u = new URL(routeToUrl(route), 'http://shop.test');
    expect(urlToRoute(u.pathname, u.search)).toEqual(route);
  });
});
