// Test helpers for the address components: a fake map (Leaflet does not run in jsdom) and mocks.
import type { MockLink } from '@apollo/client/testing';
import { LocationSearchDocument, ServiceAreaZonesDocument } from './address.generated';
import { SERVICE_AREA_FILTER } from '../../../shared/config';
import type { LocationMapProps } from './LocationMap';

export const INSIDE: [number, number] = [30.6625, 73.0975]; // Farid Town
export const OUTSIDE: [number, number] = [30.668, 73.2];

export const SAHIWAL_RING = [
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

/** Stands in for LocationMap: shows the point and lets the test move it as a user would. */
export function FakeMap({ point, polygons, onMove }: LocationMapProps) {
  return (
    <div data-testid="map" data-polygons={polygons.length}>
      <span data-testid="map-point">{point.join(',')}</span>
      <button type="button" onClick={() => onMove(INSIDE)}>
        move inside
      </button>
      <button type="button" onClick={() => onMove(OUTSIDE)}>
        move outside
      </button>
    </div>
  );
}

export function zonesMock(zones: 'sahiwal' | 'none' | 'error'): MockLink.MockedResponse {
  const request = { query: ServiceAreaZonesDocument, variables: { city: 'sahiwal', filter: SERVICE_AREA_FILTER } };
  if (zones === 'error') return { request, error: new Error('Failed to fetch') };
  return {
    request,
    result: {
      data: {
        geoZoneByCity:
          zones === 'none'
            ? []
            : [
                {
                  __typename: 'GeoZone',
                  _id: 'z1',
                  title: 'Sahiwal city',
                  category: 'service-area',
                  status: 'published',
                  city: 'sahiwal',
                  polygon: { __typename: 'Polygon', type: 'Polygon', coordinates: [SAHIWAL_RING] },
                  error: null,
                },
              ],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function locationsMock(keywords: string, outcome: 'found' | 'error' = 'found'): MockLink.MockedResponse {
  const request = { query: LocationSearchDocument, variables: { filter: JSON.stringify({ keywords }) } };
  if (outcome === 'error') return { request, error: new Error('Failed to fetch') };
  const place = (id: string, title: string, lat: number, lng: number) => ({
    __typename: 'Location',
    _id: id,
    title,
    code: id,
    type: 'locality',
    coordinates: { __typename: 'LocationCoordinates', lat, lng },
  });
  return {
    request,
    result: {
      data: {
        locations: [
          place('farid-town', 'Farid Town', 30.6625, 73.0975),
          place('farid-town-block-a', 'Farid Town Block A', 30.665, 73.095),
        ],
      },
    },
  };
}
