import { slotCache, stateText } from './useReturningHits';

const hits = (ids: string[]) =>
  ids.map((id) => ({ objectID: id, _id: id, title: id, slug: id, price: 1, __position: 0 })) as never;

describe('the search hits kept for Back', () => {
  it('compares search states whatever their key order, without the page', () => {
    expect(stateText({ query: 'milk', page: 2, facets: ['a'], b: { y: 1, x: 2 } })).toBe(
      stateText({ b: { x: 2, y: 1 }, facets: ['a'], query: 'milk' }),
    );
    expect(stateText({ query: 'milk' })).not.toBe(stateText({ query: 'milk2' }));
  });

  it('gives back the pages of the same search only, whichever page it asks from', () => {
    const slot = { current: null };
    const cache = slotCache(slot);
    expect(cache.read({ state: { query: 'milk' } })).toBeNull();
    cache.write({ state: { query: 'milk', page: 1 }, hits: { 0: hits(['a']), 1: hits(['b']) } });
    expect(Object.keys(cache.read({ state: { query: 'milk', page: 0 } }) ?? {})).toEqual(['0', '1']);
    expect(cache.read({ state: { query: 'milk', page: 1, disjunctiveFacets: [] } })).toBeNull();
    expect(cache.read({ state: { query: 'rice' } })).toBeNull();
  });

  it('keeps one search: a new one replaces it', () => {
    const slot = { current: null };
    const cache = slotCache(slot);
    cache.write({ state: { query: 'milk' }, hits: { 0: hits(['a']) } });
    cache.write({ state: { query: 'rice' }, hits: { 0: hits(['r']) } });
    expect(cache.read({ state: { query: 'milk' } })).toBeNull();
    expect(cache.read({ state: { query: 'rice' } })).not.toBeNull();
  });
});
