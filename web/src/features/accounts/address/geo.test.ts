import { describe, expect, it } from 'vitest';
import { insideAnyPolygon, insidePolygon, toLatLng, toRings, type Rings } from './geo';
import type { LatLng } from './types';

// The demo store's service area (server/src/seed/sahiwal_data.cpp), [lat, lng].
const SAHIWAL: LatLng[] = [
  [30.6905, 73.11],
  [30.687, 73.13],
  [30.676, 73.1395],
  [30.66, 73.138],
  [30.647, 73.126],
  [30.6455, 73.108],
  [30.65, 73.09],
  [30.662, 73.0825],
  [30.678, 73.085],
  [30.688, 73.095],
  [30.6905, 73.11],
];

describe('service-area check', () => {
  it('finds the city centre and demo places inside, and far points outside', () => {
    const area: Rings[] = [[SAHIWAL]];
    expect(insideAnyPolygon([30.668, 73.111], area)).toBe(true); // city centre
    expect(insideAnyPolygon([30.6625, 73.0975], area)).toBe(true); // Farid Town
    expect(insideAnyPolygon([30.6752, 73.1268], area)).toBe(true); // Dhaab Kalan
    expect(insideAnyPolygon([30.668, 73.2], area)).toBe(false); // east of the city
    expect(insideAnyPolygon([31.5204, 74.3587], area)).toBe(false); // Lahore
  });

  it('reads the points as [lat, lng], not GeoJSON [lng, lat]', () => {
    expect(insidePolygon([73.111, 30.668], [SAHIWAL])).toBe(false);
  });

  it('excludes holes and needs at least one polygon', () => {
    const outline: LatLng[] = [
      [0, 0],
      [0, 10],
      [10, 10],
      [10, 0],
    ];
    const hole: LatLng[] = [
      [4, 4],
      [4, 6],
      [6, 6],
      [6, 4],
    ];
    expect(insidePolygon([2, 2], [outline, hole])).toBe(true);
    expect(insidePolygon([5, 5], [outline, hole])).toBe(false);
    expect(insideAnyPolygon([5, 5], [[outline, hole], [hole]])).toBe(true);
    expect(insideAnyPolygon([2, 2], [])).toBe(false);
    expect(insidePolygon([2, 2], [])).toBe(false);
  });

  it('parses server rings and drops malformed points', () => {
    expect(toRings([[[1, 2], [3, 4], null, [5, null], [5, 6]]])).toEqual([
      [
        [1, 2],
        [3, 4],
        [5, 6],
      ],
    ]);
    expect(toRings([[[1, 2]]])).toEqual([]);
    expect(toRings(null)).toEqual([]);
  });

  it('parses a geo_point', () => {
    expect(toLatLng([30.66, 73.1])).toEqual([30.66, 73.1]);
    expect(toLatLng([null, 73.1])).toBeNull();
    expect(toLatLng([120, 73.1])).toBeNull();
    expect(toLatLng(undefined)).toBeNull();
  });
});
