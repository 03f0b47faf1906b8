import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAccountsUi } from '../../accounts/testing';
import { resetCheckoutState } from '../testing';
import { CheckoutWizard } from './CheckoutWizard';

afterEach(resetCheckoutState);

describe('checkout wizard without a signed-in customer', () => {
  it("starts at step 1 with registration and an 'Already a member? Login' switch", async () => {
    const user = userEvent.setup();
    renderAccountsUi(<CheckoutWizard />);
    expect(screen.getByText('Login')).toBeInTheDocument();
    expect(screen.getByText('Address & Time Slot')).toBeInTheDocument();
    expect(screen.getByText('Place Order')).toBeInTheDocument();
    expect(await screen.findByText('Registration is quick and easy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Already a member? Login' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration is quick and easy')).toBeInTheDocument();
  });
});
