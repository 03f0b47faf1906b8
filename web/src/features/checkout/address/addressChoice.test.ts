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

const LOAD = { firstLoad: true };
const LIVE = { firstLoad: false };

describe('address choice in checkout', () => {
  it('waits while the list is unknown', () => {
    expect(chooseAddress(null, null, LOAD)).toBeUndefined();
    expect(chooseAddress(null, toDraftAddress(address('a1')), LIVE)).toBeUndefined();
  });

  it('on load with none chosen, chooses the default address, else the first', () => {
    expect(chooseAddress([address('a1'), address('a2', { is_default: 1 })], null, LOAD)?._id).toBe('a2');
    expect(chooseAddress([address('a1'), address('a2')], null, LOAD)?._id).toBe('a1');
    expect(chooseAddress([], null, LOAD)).toBeNull();
  });

  it('on load, a stored choice that is no longer listed counts as none', () => {
    const gone = toDraftAddress(address('a9'));
    expect(chooseAddress([address('a1'), address('a2', { is_default: 1 })], gone, LOAD)?._id).toBe('a2');
    expect(chooseAddress([], gone, LOAD)).toBeNull();
  });

  it('keeps a listed choice, with its fresh fields', () => {
    const chosen = toDraftAddress(address('a1'));
    const next = chooseAddress(
      [address('a2', { is_default: 1 }), address('a1', { full_address: 'Moved' })],
      chosen,
      LIVE,
    );
    expect(next).toMatchObject({ _id: 'a1', full_address: 'Moved' });
    expect(sameAddress(chosen, next)).toBe(false);
    expect(sameAddress(chosen, chooseAddress([address('a1')], chosen, LIVE))).toBe(true);
    expect(chooseAddress([address('a2', { is_default: 1 }), address('a1')], chosen, LOAD)?._id).toBe('a1');
  });

  it('clears a choice that leaves the list later, instead of replacing it', () => {
    const chosen = toDraftAddress(address('a2'));
    expect(chooseAddress([address('a1', { is_default: 1 }), address('a3')], chosen, LIVE)).toBeNull();
    expect(chooseAddress([], chosen, LIVE)).toBeNull();
  });

  it('after a clear, nothing is chosen until the customer picks', () => {
    expect(chooseAddress([address('a1', { is_default: 1 })], null, LIVE)).toBeNull();
  });

  it('holds a just-added address until the list shows it, then keeps it', () => {
    const added = toDraftAddress(address('a7'));
    expect(
      chooseAddress([address('a1', { is_default: 1 })], added, { firstLoad: false, justAdded: 'a7' }),
    ).toBeUndefined();
    expect(
      chooseAddress([address('a1', { is_default: 1 }), address('a7')], added, { firstLoad: false, justAdded: 'a7' })
        ?._id,
    ).toBe('a7');
  });
});
