// The checkout address choice on the page (team issue 14): the default on load, a choice deleted
// elsewhere is cleared and 'Continue to Checkout' waits for a new pick. The address book hook is
// replaced by a list the test changes, standing in for its live addressesUpdated events.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { draftStore } from '../draft/draftStore';
import { address, cartMocks, signIn, slotMocks, startup } from '../testing';
import { TUESDAY_9, withCheckoutClock } from '../pages/checkoutPageTesting';

const fakeBook = vi.hoisted(() => {
  let addresses: readonly unknown[] | null = null;
  const listeners = new Set<() => void>();
  return {
    set(next: readonly unknown[] | null) {
      addresses = next;
      listeners.forEach((l) => l());
    },
    get: () => addresses,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
});

vi.mock('../../accounts/address/useAddressBook', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useAddressBook: () => ({
      addresses: useSyncExternalStore(fakeBook.subscribe, fakeBook.get),
      loading: false,
      loadError: null,
      reload: () => undefined,
      save: () => Promise.resolve({ ok: false, message: 'not in this test' }),
    }),
  };
});

withCheckoutClock();

describe('the checkout address choice', () => {
  it('clears a chosen address deleted elsewhere; Continue waits until the customer picks', async () => {
    signIn();
    fakeBook.set([address('a1'), address('a2', { is_default: 1 })]);
    const user = userEvent.setup();
    renderApp('/checkout', [...startup(), ...cartMocks(), ...slotMocks()]);

    const chosen = await screen.findByRole('radio', { name: /House a2/ });
    await waitFor(() => expect(chosen).toBeChecked());
    await user.click(await screen.findByRole('button', { name: `${TUESDAY_9}: Available` }));
    const go = screen.getByRole('button', { name: 'Continue to Checkout' });
    await waitFor(() => expect(go).toBeEnabled());

    act(() => fakeBook.set([address('a1'), address('a3', { is_default: 1 })]));
    await waitFor(() => expect(draftStore.get().address).toBeNull());
    expect(screen.getByRole('radio', { name: /House a1/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /House a3/ })).not.toBeChecked();
    expect(go).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /House a3/ }));
    await waitFor(() => expect(go).toBeEnabled());
    expect(draftStore.get().address?._id).toBe('a3');
  });

  it('on load replaces a stored choice that is gone by the default', async () => {
    signIn();
    draftStore.dispatch({ type: 'selectAddress', address: { _id: 'gone', full_address: 'Old house' } });
    fakeBook.set([address('a1', { is_default: 1 }), address('a2')]);
    renderApp('/checkout', [...startup(), ...cartMocks(), ...slotMocks()]);
    await waitFor(() => expect(screen.getByRole('radio', { name: /House a1/ })).toBeChecked());
    expect(draftStore.get().address?._id).toBe('a1');
  });
});
