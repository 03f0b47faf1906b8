// A zone's outline as people can edit it without the map: one "lat, lng" point a line (GeoZone's own
// [lat, lng] order), and the same first checks the server makes (docs/api.md 'Staff: service area'): a
// number pair per line, 3 to 200 different points, edges that do not cross. The server checks again
// (and more: the city's bounds, overlaps, addresses left outside).

/** [lat, lng], as GeoZone's polygon and the input carry them. */
export type LatLng = [number, number];

export const MAX_ZONE_POINTS = 200;

export type PointsProblem =
  | { kind: 'line'; line: number }
  | { kind: 'range'; line: number }
  | { kind: 'tooFew' }
  | { kind: 'tooMany' }
  | { kind: 'crossing' };

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** The outline without consecutive repeats and without a closing point equal to the first. */
export function openRing(points: readonly LatLng[]): LatLng[] {
  const ring: LatLng[] = [];
  for (const p of points) {
    const last = ring[ring.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) ring.push(p);
  }
  const same = (a: LatLng | undefined, b: LatLng | undefined) => !!a && !!b && a[0] === b[0] && a[1] === b[1];
  while (ring.length > 1 && same(ring[0], ring[ring.length - 1])) ring.pop();
  return ring;
}

/** One point a line as "lat, lng" (six decimals, about 10 cm). */
export function pointsToText(points: readonly LatLng[]): string {
  return openRing(points)
    .map(([lat, lng]) => `${round(lat)}, ${round(lng)}`)
    .join('\n');
}

function round(n: number): string {
  return String(Math.round(n * 1e6) / 1e6);
}

/** The points of the text, or the first problem; blank lines are skipped, lines numbered from 1. */
export function parsePoints(text: string): { points: LatLng[] } | { problem: PointsProblem } {
  const points: LatLng[] = [];
  const lines = text.split('\n');
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const parts = line.split(/[\s,;]+/).filter(Boolean);
    if (parts.length !== 2 || !parts.every((p) => NUMBER.test(p))) return { problem: { kind: 'line', line: i + 1 } };
    const lat = Number(parts[0]);
    const lng = Number(parts[1]);
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return { problem: { kind: 'range', line: i + 1 } };
    points.push([lat, lng]);
  }
  const problem = outlineProblem(points);
  return problem ? { problem } : { points: openRing(points) };
}

/** The outline's first broken rule (fewer than 3 different points, too many, crossing edges), or null. */
export function outlineProblem(points: readonly LatLng[]): PointsProblem | null {
  const ring = openRing(points);
  if (ring.length < 3) return { kind: 'tooFew' };
  if (ring.length > MAX_ZONE_POINTS) return { kind: 'tooMany' };
  return selfIntersects(ring) ? { kind: 'crossing' } : null;
}

/** Do two edges that are not neighbours touch or cross (or do neighbours fold back onto each other)? */
export function selfIntersects(ring: readonly LatLng[]): boolean {
  const n = ring.length;
  const at = (i: number): LatLng => ring[i % n] ?? [0, 0];
  for (let i = 0; i < n; i += 1) {
    const a = at(i);
    const b = at(i + 1);
    for (let j = i + 1; j < n; j += 1) {
      const c = at(j);
      const d = at(j + 1);
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      if (neighbours) {
        // Sharing a point is expected; folding back along the same line is not.
        const shared = j === i + 1 ? b : a;
        const other1 = j === i + 1 ? a : b;
        const other2 = j === i + 1 ? d : c;
        if (cross(shared, other1, other2) === 0 && dot(shared, other1, other2) > 0) return true;
        continue;
      }
      if (segmentsTouch(a, b, c, d)) return true;
    }
  }
  return false;
}

function cross(o: LatLng, a: LatLng, b: LatLng): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

function dot(o: LatLng, a: LatLng, b: LatLng): number {
  return (a[0] - o[0]) * (b[0] - o[0]) + (a[1] - o[1]) * (b[1] - o[1]);
}

function onSegment(p: LatLng, q: LatLng, r: LatLng): boolean {
  return (
    Math.min(p[0], r[0]) <= q[0] &&
    q[0] <= Math.max(p[0], r[0]) &&
    Math.min(p[1], r[1]) <= q[1] &&
    q[1] <= Math.max(p[1], r[1])
  );
}

function segmentsTouch(a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean {
  const d1 = Math.sign(cross(c, d, a));
  const d2 = Math.sign(cross(c, d, b));
  const d3 = Math.sign(cross(a, b, c));
  const d4 = Math.sign(cross(a, b, d));
  if (d1 !== d2 && d3 !== d4 && d1 !== 0 && d2 !== 0 && d3 !== 0 && d4 !== 0) return true;
  return (
    (d1 === 0 && onSegment(c, a, d)) ||
    (d2 === 0 && onSegment(c, b, d)) ||
    (d3 === 0 && onSegment(a, c, b)) ||
    (d4 === 0 && onSegment(a, d, b))
  );
}

/** The outline of a GeoZone polygon (its first ring), as [lat, lng] points. */
export function outlineOf(
  polygon:
    | { coordinates?: ReadonlyArray<ReadonlyArray<ReadonlyArray<number | null> | null> | null> | null }
    | null
    | undefined,
): LatLng[] {
  const ring = polygon?.coordinates?.[0] ?? [];
  const points: LatLng[] = [];
  for (const p of ring) {
    if (p && typeof p[0] === 'number' && typeof p[1] === 'number') points.push([p[0], p[1]]);
  }
  return openRing(points);
}
