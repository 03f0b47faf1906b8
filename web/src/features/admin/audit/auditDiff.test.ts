import { describe, expect, it } from 'vitest';
import { auditDiff } from './auditDiff';

describe('audit diff', () => {
  it('lists the fields that changed, with their old and new values', () => {
    expect(auditDiff('{"status":"picking","version":3}', '{"status":"in-review","version":4}')).toEqual([
      { field: 'status', before: 'picking', after: 'in-review' },
      { field: 'version', before: '3', after: '4' },
    ]);
  });

  it('shows added fields and text that is not JSON', () => {
    expect(auditDiff(null, '{"rider_id":"u7"}')).toEqual([{ field: 'rider_id', before: '', after: 'u7' }]);
    expect(auditDiff('old words', 'new words')).toEqual([{ field: 'value', before: 'old words', after: 'new words' }]);
  });
});
