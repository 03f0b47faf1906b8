import { describe, expect, it } from 'vitest';
import { applyAddressEvent, isDefault, type SavedAddress } from './addressEvents';

const address = (id: string, full_address = `House ${id}, Farid Town`): SavedAddress => ({
  _id: id,
  user_id: 'u1',
  full_address,
  city: 'sahiwal',
  label: 'home',
  geo_point: { type: 'Point', coordinates: [30.66, 73.1] },
  delivery_zone: null,
  delivery_instructions: null,
  is_default: 0,
  verified: 'no',
  created_at: null,
  updated_at: null,
});

describe('address list events', () => {
  const list = [address('a'), address('b')];

  it('appends on CREATED (once, even when our own save added it first)', () => {
    const next = applyAddressEvent(list, { mutation: 'CREATED', node: address('c') });
    expect(next.map((a) => a._id)).toEqual(['a', 'b', 'c']);
    const again = applyAddressEvent(next, { mutation: 'CREATED', node: address('c', 'changed') });
    expect(again.map((a) => a._id)).toEqual(['a', 'b', 'c']);
    expect(again[2]?.full_address).toBe('changed');
  });

  it('replaces the matching address on UPDATED, in place', () => {
    const next = applyAddressEvent(list, { mutation: 'UPDATED', node: address('a', 'New text for a') });
    expect(next.map((a) => a.full_address)).toEqual(['New text for a', 'House b, Farid Town']);
    expect(applyAddressEvent(list, { mutation: 'UPDATED', node: address('zz') })).toBe(list);
  });

  it('removes on DELETED', () => {
    expect(applyAddressEvent(list, { mutation: 'DELETED', node: address('a') }).map((a) => a._id)).toEqual(['b']);
    expect(applyAddressEvent(list, { mutation: 'DELETED', node: address('zz') })).toBe(list);
  });

  it('ignores other events and events without an address', () => {
    expect(applyAddressEvent(list, { mutation: 'MOVED', node: address('c') })).toBe(list);
    expect(applyAddressEvent(list, { mutation: null, node: address('c') })).toBe(list);
    expect(applyAddressEvent(list, { mutation: 'CREATED', node: null })).toBe(list);
    expect(applyAddressEvent(list, { mutation: 'CREATED', node: { ...address('c'), _id: null } })).toBe(list);
  });

  it('reads is_default as a number above 0', () => {
    expect(isDefault({ is_default: 1 })).toBe(true);
    expect(isDefault({ is_default: 0 })).toBe(false);
    expect(isDefault({ is_default: null })).toBe(false);
  });
});
