import { afterEach, describe, expect, it } from 'vitest';
import { couponFrom, draftReducer, EMPTY_DRAFT, parseDraft } from './orderDraft';
import { draftStore, DRAFT_STORAGE_KEY } from './draftStore';
import { DRAFT_SLOT as SLOT } from './testing';

describe('order draft actions', () => {
  it('starts empty', () => {
    expect(EMPTY_DRAFT).toEqual({ timeslot: null, address: null, coupon: null, note: '', status: '', serial: null });
  });

  it('selects a time slot, an address, a note and a status', () => {
    let d = draftReducer(EMPTY_DRAFT, { type: 'selectTimeslot', timeslot: SLOT });
    d = draftReducer(d, { type: 'selectAddress', address: { _id: 'a1', full_address: 'House 1' } });
    d = draftReducer(d, { type: 'setNote', note: 'Ring twice' });
    d = draftReducer(d, { type: 'updateStatus', status: 'success' });
    expect(d).toEqual({
      timeslot: SLOT,
      address: { _id: 'a1', full_address: 'House 1' },
      coupon: null,
      note: 'Ring twice',
      status: 'success',
      serial: null,
    });
    expect(draftReducer(d, { type: 'selectTimeslot', timeslot: null }).timeslot).toBeNull();
  });

  it('keeps a valid voucher as the coupon and clears it on an empty or failed answer', () => {
    const valid = { code: 'WELCOME10', discount_type: '%', discount_value: 10, error: null };
    let d = draftReducer(EMPTY_DRAFT, { type: 'selectCoupon', result: valid });
    expect(d.coupon).toEqual({ code: 'WELCOME10', discount_type: '%', discount_value: 10 });
    d = draftReducer(d, { type: 'selectCoupon', result: { ...valid, error: { message: 'Voucher expired' } } });
    expect(d.coupon).toBeNull();
    d = draftReducer(draftReducer(d, { type: 'selectCoupon', result: valid }), { type: 'selectCoupon', result: null });
    expect(d.coupon).toBeNull();
    expect(couponFrom({ code: 'X', discount_type: 'fix', discount_value: 0 })).toBeNull();
  });

  it('keeps the placed order serial with the success status', () => {
    const d = draftReducer({ ...EMPTY_DRAFT, timeslot: SLOT }, { type: 'orderPlaced', serial: '100007' });
    expect(d).toEqual({ ...EMPTY_DRAFT, timeslot: SLOT, status: 'success', serial: '100007' });
    expect(draftReducer(EMPTY_DRAFT, { type: 'orderPlaced', serial: null })).toEqual({
      ...EMPTY_DRAFT,
      status: 'success',
    });
    expect(draftReducer(EMPTY_DRAFT, { type: 'orderPlaced', serial: '' }).serial).toBeNull();
  });

  it('clears the note when it is not text', () => {
    const d = draftReducer({ ...EMPTY_DRAFT, note: 'old' }, { type: 'setNote', note: undefined });
    expect(d.note).toBe('');
  });

  it('flush resets everything', () => {
    const full = {
      timeslot: SLOT,
      address: { _id: 'a1' },
      coupon: { code: 'C', discount_type: 'fix', discount_value: 5 },
      note: 'n',
      status: 'success',
      serial: '100001',
    };
    expect(draftReducer(full, { type: 'flush' })).toBe(EMPTY_DRAFT);
  });
});

describe('the stored draft', () => {
  afterEach(() => draftStore.reload());

  it('reads back what was saved and survives a reload', () => {
    draftStore.dispatch({ type: 'selectTimeslot', timeslot: SLOT });
    draftStore.dispatch({ type: 'selectAddress', address: { _id: 'a1' } });
    draftStore.dispatch({ type: 'orderPlaced', serial: '100002' });
    draftStore.reload();
    expect(draftStore.get().timeslot).toEqual(SLOT);
    expect(draftStore.get().address).toEqual({ _id: 'a1' });
    expect(draftStore.get().serial).toBe('100002');
    draftStore.dispatch({ type: 'flush' });
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('treats damaged or foreign storage as an empty draft', () => {
    expect(parseDraft('{not json')).toEqual(EMPTY_DRAFT);
    expect(parseDraft('[1,2]')).toEqual(EMPTY_DRAFT);
    expect(
      parseDraft(JSON.stringify({ timeslot: { _id: 1 }, address: { x: 1 }, note: 3, status: 'success', serial: 5 })),
    ).toEqual({
      ...EMPTY_DRAFT,
      status: 'success',
    });
  });

  it('tells subscribers about changes', () => {
    let calls = 0;
    const stop = draftStore.subscribe(() => (calls += 1));
    draftStore.dispatch({ type: 'setNote', note: 'hi' });
    stop();
    draftStore.dispatch({ type: 'setNote', note: 'again' });
    expect(calls).toBe(1);
  });
});
