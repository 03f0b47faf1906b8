import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { UserAddressesDocument } from '../../accounts/address/address.generated';
import { draftStore } from '../draft/draftStore';
import { addressMocks, cartMocks, CUSTOMER, signIn, slotMocks, startup } from '../testing';
import { withCheckoutClock, TUESDAY_9, checkoutMocks } from './checkoutPageTesting';

vi.mock('../../accounts/address/LocationMap', async () => ({
  default: (await import('../../accounts/address/testing')).FakeMap,
}));

withCheckoutClock();

describe('step 2: address and time slot', () => {
  it('starts at step 2 with the default address chosen; Continue needs a slot too', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/checkout', checkoutMocks());
    const chosen = await screen.findByRole('radio', { name: /House a2/ });
    await waitFor(() => expect(chosen).toBeChecked());
    const go = screen.getByRole('button', { name: 'Continue to Checkout' });
    expect(go).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: `${TUESDAY_9}: Available` }));
    expect(await screen.findByRole('button', { name: `${TUESDAY_9}: Selected` })).toBeInTheDocument();
    expect(go).toBeEnabled();
    expect(draftStore.get().timeslot).toMatchObject({ _id: 'slot-Tue-09:00', date: '24-11-2026', day: 'Tue' });
  });

  it("says 'No user address found! Please add your address' without addresses", async () => {
    signIn();
    renderApp('/checkout', [...startup(), ...cartMocks(), ...addressMocks([]), ...slotMocks()]);
    expect(await screen.findByText('No user address found! Please add your address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Checkout' })).toBeDisabled();
  });

  it("a failed address query toasts 'Query Error'", async () => {
    signIn();
    renderApp('/checkout', [
      ...startup(),
      ...cartMocks(),
      {
        request: { query: UserAddressesDocument, variables: { id: CUSTOMER._id } },
        error: new Error('Failed to fetch'),
      },
      ...addressMocks([]).slice(1),
      ...slotMocks(),
    ]);
    expect((await screen.findAllByText('Query Error')).length).toBeGreaterThanOrEqual(1);
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('Query Error'));
  });

  it('opens the add-address dialog 620 wide', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/checkout', checkoutMocks());
    await user.click(await screen.findByRole('button', { name: /Add address/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add address')).toBeInTheDocument();
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('620px');
  });
});
