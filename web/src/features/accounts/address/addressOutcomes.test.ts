import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client';
import { actionFailure, addressInput, missingResultMessage, saveOutcome } from './addressOutcomes';
import { submitBlocker } from './addressRules';

const saved = { _id: 'a1', user_id: 'u1', full_address: 'House 12, Street 4', city: 'sahiwal', label: 'home' } as const;

describe('address save answers', () => {
  it("says 'Added' / 'Updated' on success", () => {
    expect(
      saveOutcome({ data: { addUserAddress: { ...saved, error: null } as never } }, 'addUserAddress'),
    ).toMatchObject({ ok: true, message: 'Added' });
    expect(
      saveOutcome({ data: { editUserAddress: { ...saved, error: null } as never } }, 'editUserAddress'),
    ).toMatchObject({ ok: true, message: 'Updated' });
  });

  it("shows the server's message, else 'Unable to complete request at the moment'", () => {
    const refused = { _id: null, error: { message: 'Sorry you are out of service area!' } };
    expect(saveOutcome({ data: { addUserAddress: refused as never } }, 'addUserAddress')).toEqual({
      ok: false,
      message: 'Sorry you are out of service area!',
    });
    expect(saveOutcome({ error: new Error('Failed to fetch') }, 'addUserAddress')).toEqual({
      ok: false,
      message: 'Unable to complete request at the moment',
    });
    expect(saveOutcome({ data: { editUserAddress: null } }, 'editUserAddress')).toEqual({
      ok: false,
      message: 'Unable to complete request at the moment',
    });
  });

  it("a save's GraphQL error is shown as the server gave it; any empty answer keeps the save row's message", () => {
    const graphqlError = new CombinedGraphQLErrors({ errors: [{ message: 'Authentication required' }] });
    expect(saveOutcome({ error: graphqlError }, 'addUserAddress')).toEqual({
      ok: false,
      message: 'Authentication required',
    });
    expect(saveOutcome({ data: null }, 'addUserAddress')).toEqual({
      ok: false,
      message: 'Unable to complete request at the moment',
    });
  });

  it("a load without a result: the server's words, 'Request ERROR', 'Empty response!' or 'No response Data available'", () => {
    const graphqlError = new CombinedGraphQLErrors({ errors: [{ message: 'Authentication required' }] });
    expect(missingResultMessage({ error: graphqlError })).toBe('Authentication required');
    expect(missingResultMessage({ error: new Error('Failed to fetch') })).toBe('Request ERROR');
    expect(missingResultMessage({ data: null })).toBe('Empty response!');
    expect(missingResultMessage({})).toBe('Empty response!');
    expect(missingResultMessage({ data: { userAddresses: null } })).toBe('No response Data available');
    expect(missingResultMessage({ data: {} })).toBe('No response Data available');
  });

  it("reports delete / set-default failures with the server's message or 'Request ERROR'", () => {
    expect(actionFailure({ data: { deleteUserAddress: { _id: 'a1', error: null } } }, 'deleteUserAddress')).toBeNull();
    expect(
      actionFailure(
        { data: { deleteUserAddress: { _id: null, error: { message: 'Not yours' } } } },
        'deleteUserAddress',
      ),
    ).toBe('Not yours');
    expect(actionFailure({ error: new Error('Failed to fetch') }, 'setDefaultAddress')).toBe('Request ERROR');
    const graphqlError = new CombinedGraphQLErrors({ errors: [{ message: 'Authentication required' }] });
    expect(actionFailure({ error: graphqlError }, 'setDefaultAddress')).toBe('Authentication required');
  });

  it("sends the form's value as the signed-in user's address, [lat, lng] kept", () => {
    const input = addressInput(
      {
        full_address: 'House 12, Street 4',
        city: 'sahiwal',
        label: 'office',
        geo_point: { type: 'Point', coordinates: [30.66, 73.1] },
      },
      'u1',
    );
    expect(input).toEqual({
      user_id: 'u1',
      full_address: 'House 12, Street 4',
      city: 'sahiwal',
      label: 'office',
      delivery_instructions: '',
      geo_point: { type: 'Point', coordinates: [30.66, 73.1] },
    });
    expect(
      addressInput(
        { ...input, _id: 'a1', label: 'home', geo_point: { type: 'Point', coordinates: [1, 2] } } as never,
        'u1',
      )._id,
    ).toBe('a1');
  });
});

describe('address submit blocker', () => {
  it('blocks outside the area first, then an unconfirmed location', () => {
    expect(submitBlocker({ inside: false, confirmed: false })).toBe('Sorry you are out of service area!');
    expect(submitBlocker({ inside: false, confirmed: true })).toBe('Sorry you are out of service area!');
    expect(submitBlocker({ inside: true, confirmed: false })).toBe('Please confirm your location on the map!');
    expect(submitBlocker({ inside: true, confirmed: true })).toBeNull();
  });
});
