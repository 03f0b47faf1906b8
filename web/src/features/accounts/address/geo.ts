// Service-area geometry on the client: only for the live 'out of service area' message —
// the server checks the point again when the address is saved.
import type { LatLng } from './types';

/** A polygon as rings of [lat, lng] points: the first ring is the outline, the others are holes. */
export type Rings = LatLng[][];

/** Ray casting on one ring; points exactly on an edge may fall either way. */
export function insideRing([lat, lng]: LatLng, ring: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [latI, lngI] = ring[i]!;
    const [latJ, lngJ] = ring[j]!;
    const crosses = latI > lat !== latJ > lat && lng < ((lngJ - lngI) * (lat - latI)) / (latJ - latI) + lngI;
    if (crosses) inside = !inside;
  }
  return inside;
}

export function insidePolygon(point: LatLng, rings: Rings): boolean {
  const [outline, ...holes] = rings;
  if (!outline || outline.length < 3) return false;
  return insideRing(point, outline) && !holes.some((hole) => insideRing(point, hole));
}

export function insideAnyPolygon(point: LatLng, polygons: readonly Rings[]): boolean {
  return polygons.some((rings) => insidePolygon(point, rings));
}

/** The rings of a server polygon ([[[lat, lng]]] with nullable entries), dropping malformed points. */
export function toRings(
  coordinates: ReadonlyArray<ReadonlyArray<ReadonlyArray<number | null> | null> | null> | null | undefined,
): Rings {
  if (!coordinates) return [];
  return coordinates
    .map((ring) =>
      (ring ?? []).flatMap((p): LatLng[] => {
        const lat = p?.[0];
        const lng = p?.[1];
        return typeof lat === 'number' && typeof lng === 'number' ? [[lat, lng]] : [];
      }),
    )
    .filter((ring) => ring.length >= 3);
}

/** A [lat, lng] pair from a server geo_point, or null when it is missing or malformed. */
export function toLatLng(coordinates: ReadonlyArray<number | null> | null | undefined): LatLng | null {
  const lat = coordinates?.[0];
  const lng = coordinates?.[1];
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return null;
  return [lat, lng];
}
