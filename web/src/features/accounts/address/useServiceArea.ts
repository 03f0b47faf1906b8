import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { ServiceAreaZonesDocument } from './address.generated';
import { SERVICE_AREA_FILTER } from '../../../shared/config';
import { toRings, type Rings } from './geo';
import { t } from './texts';

export type ServiceArea =
  | { kind: 'loading' }
  /** No published service-area zone in the city, or the zone query failed. */
  | { kind: 'unavailable' }
  | { kind: 'ready'; polygons: Rings[] };

/**
 * The published service-area polygons of a city. Read again from the server each time a map opens (the
 * cached ones show meanwhile): staff may have redrawn the zones since (issue 18's console).
 */
export function useServiceArea(city: string): ServiceArea {
  const { data, loading, error } = useQuery(ServiceAreaZonesDocument, {
    variables: { city, filter: SERVICE_AREA_FILTER },
    fetchPolicy: 'cache-and-network',
  });
  return useMemo<ServiceArea>(() => {
    if (loading && !data) return { kind: 'loading' };
    if (error) return { kind: 'unavailable' };
    const polygons = (data?.geoZoneByCity ?? [])
      .filter((zone) => zone && !zone.error?.message)
      .map((zone) => toRings(zone?.polygon?.coordinates))
      .filter((rings) => rings.length > 0);
    return polygons.length ? { kind: 'ready', polygons } : { kind: 'unavailable' };
  }, [data, loading, error]);
}

export function notServingMessage(city: string): string {
  return t('accounts.address.notServing', { city });
}
