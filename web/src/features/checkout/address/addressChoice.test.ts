import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '../../accounts/address/addressEvents';
import { chooseAddress, sameAddress, toDraftAddress } from './addressChoice';

const address = (id: string, extra: Partial<SavedAddress> = {}): SavedAddress => ({
  _id: id,
  user_id: 'u1',
  full_address: `House ${id}`,
  city: 'sahiwal',
  label: 'home',
  geo_point: null,
  delivery_zone: null,
  delivery_instructions: null,
  is_default: 0,
  verified: 'no',
  created_at: null,
  updated_at: null,
  ...extra,
});

describe('address choice in checkout', () => {
  it('waits while the list is unknown', () => {
    expect(chooseAddress(null, null)).toBeUndefined();
  });

  it('chooses the default address, else the first', () => {
    expect(chooseAddress([address('a1'), address('a2', { is_default: 1 })], null)?._id).toBe('a2');
    expect(chooseAddress([address('a1'), address('a2')], null)?._id).toBe('a1');
  });

  it('keeps a listed choice, with its fresh fields', () => {
    const chosen = toDraftAddress(address('a1'));
    const next = chooseAddress([address('a2', { is_default: 1 }), address('a1', { full_address: 'Moved' })], chosen);
    expect(next).toMatchObject({ _id: 'a1', full_address: 'Moved' });
    expect(sameAddress(chosen, next)).toBe(false);
    expect(sameAddress(chosen, chooseAddress([address('a1')], chosen))).toBe(true);
  });

  it('drops a choice that is no longer listed, and holds none for an empty list', () => {
    const gone = toDraftAddress(address('a9'));
    expect(chooseAddress([address('a1')], gone)?._id).toBe('a1');
    expect(chooseAddress([], gone)).toBeNull();
  });
});
