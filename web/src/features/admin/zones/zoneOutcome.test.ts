import { describe, expect, it } from 'vitest';
import { zoneProblem } from './zoneOutcome';

describe('zoneProblem', () => {
  it('puts a refusal under the field details names', () => {
    expect(zoneProblem({ textCode: 'ZONE_SELF_INTERSECTS', details: 'polygon' }, 'crossed')).toEqual({
      kind: 'field',
      field: 'points',
      message: 'crossed',
    });
    expect(zoneProblem({ textCode: 'REQUIRED', details: 'title' }, 'Required')).toEqual({
      kind: 'field',
      field: 'title',
      message: 'Required',
    });
  });

  it('tells a stale version, an overlap and anything else apart', () => {
    expect(zoneProblem({ code: 'CONFLICT', textCode: 'ZONE_CHANGED', details: 'version' }, 'changed').kind).toBe(
      'changed',
    );
    expect(zoneProblem({ code: 'OVERLAP', textCode: 'ZONE_OVERLAPS', details: 'polygon' }, 'overlaps').kind).toBe(
      'overlap',
    );
    expect(zoneProblem({ textCode: 'ZONE_NOT_FOUND', details: '_id' }, 'gone').kind).toBe('alert');
  });
});
