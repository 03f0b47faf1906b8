import { describe, expect, it } from 'vitest';
import { openRing, outlineOf, outlineProblem, parsePoints, pointsToText, type LatLng } from './zonePoints';

const A: LatLng = [30.66, 73.1];
const B: LatLng = [30.66, 73.11];
const C: LatLng = [30.67, 73.11];
const D: LatLng = [30.67, 73.1];
const square: LatLng[] = [A, B, C, D];

describe('zone points as text', () => {
  it('reads one "lat, lng" a line, skipping blank lines and a closing point', () => {
    expect(parsePoints('30.66, 73.1\n\n30.66 73.11\n30.67,73.11\n30.67; 73.1\n30.66, 73.1\n')).toEqual({
      points: square,
    });
  });

  it('names the first line that is not two numbers, or not a coordinate', () => {
    expect(parsePoints('30.66, 73.1\n30.66\n30.67, 73.11')).toEqual({ problem: { kind: 'line', line: 2 } });
    expect(parsePoints('30.66, 73.1, 5\n')).toEqual({ problem: { kind: 'line', line: 1 } });
    expect(parsePoints('abc, 73.1')).toEqual({ problem: { kind: 'line', line: 1 } });
    expect(parsePoints('30.66, 73.1\n95, 73.1\n30.67, 73.11')).toEqual({ problem: { kind: 'range', line: 2 } });
  });

  it('needs 3 different points', () => {
    expect(parsePoints('30.66, 73.1\n30.67, 73.11')).toEqual({ problem: { kind: 'tooFew' } });
    expect(parsePoints('30.66, 73.1\n30.67, 73.11\n30.67, 73.11\n30.66, 73.1')).toEqual({
      problem: { kind: 'tooFew' },
    });
  });

  it('refuses a bow tie and points folding back, accepts a square', () => {
    expect(outlineProblem([A, C, B, D])).toEqual({ kind: 'crossing' });
    expect(
      outlineProblem([
        [30.66, 73.1],
        [30.67, 73.1],
        [30.665, 73.1],
        [30.66, 73.12],
      ]),
    ).toEqual({ kind: 'crossing' });
    expect(outlineProblem(square)).toBeNull();
  });

  it('refuses more than 200 points', () => {
    const many: LatLng[] = Array.from({ length: 201 }, (_, i) => [
      30.6 + 0.01 * Math.cos((2 * Math.PI * i) / 201),
      73.1 + 0.01 * Math.sin((2 * Math.PI * i) / 201),
    ]);
    expect(outlineProblem(many)).toEqual({ kind: 'tooMany' });
    expect(outlineProblem(many.slice(0, 200))).toBeNull();
  });

  it('writes points back as text and reads a GeoZone polygon', () => {
    expect(pointsToText([...square, A])).toBe('30.66, 73.1\n30.66, 73.11\n30.67, 73.11\n30.67, 73.1');
    expect(outlineOf({ coordinates: [[...square, A], [[1, 2]]] })).toEqual(square);
    expect(outlineOf(null)).toEqual([]);
    expect(openRing([A, A, B])).toEqual([A, B]);
  });
});
