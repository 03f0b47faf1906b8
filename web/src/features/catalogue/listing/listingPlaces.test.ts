import { describe, expect, it } from 'vitest';
import { listingPlaces, placeKey, restoreStep } from './listingPlaces';

describe('listing places', () => {
  it('are kept per Apollo client and per history entry, filter and page size', () => {
    const one = {};
    const other = {};
    listingPlaces(one).set(placeKey('k1', '{"cat_slug":"a"}', 20), { count: 40, y: 900 });
    expect(listingPlaces(one).get(placeKey('k1', '{"cat_slug":"a"}', 20))).toEqual({ count: 40, y: 900 });
    expect(listingPlaces(one).get(placeKey('k2', '{"cat_slug":"a"}', 20))).toBeUndefined();
    expect(listingPlaces(one).get(placeKey('k1', '{"cat_slug":"b"}', 20))).toBeUndefined();
    expect(listingPlaces(other).size).toBe(0);
  });

  it('coming back: loads pages up to the count shown, then scrolls to the place', () => {
    const place = { count: 40, y: 900 };
    expect(restoreStep(place, { shown: 20, hasMore: true, busy: true, failed: false }, 0)).toBe('wait');
    expect(restoreStep(place, { shown: 20, hasMore: true, busy: false, failed: false }, 0)).toBe('more');
    expect(restoreStep(place, { shown: 40, hasMore: true, busy: false, failed: false }, 0)).toEqual({ scrollTo: 900 });
    expect(restoreStep(place, { shown: 30, hasMore: false, busy: false, failed: false }, 0)).toEqual({ scrollTo: 900 });
  });

  it('is done when the page is already there, or a page failed', () => {
    const place = { count: 40, y: 900 };
    expect(restoreStep(place, { shown: 40, hasMore: true, busy: false, failed: false }, 900)).toBe('done');
    expect(restoreStep(place, { shown: 40, hasMore: true, busy: false, failed: false }, 901)).toBe('done');
    expect(restoreStep(place, { shown: 20, hasMore: true, busy: false, failed: true }, 0)).toBe('done');
  });
});
