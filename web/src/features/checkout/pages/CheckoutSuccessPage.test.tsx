import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { draftStore } from '../draft/draftStore';
import { signIn, startup } from '../testing';
import { orderDetailPath } from './CheckoutSuccessPage';
import { DRAFT_SLOT as SLOT } from '../draft/testing';

describe('the order success page', () => {
  afterEach(() => draftStore.reload());

  it("names the placed order's serial with a link to its detail", async () => {
    signIn();
    draftStore.dispatch({ type: 'selectTimeslot', timeslot: SLOT });
    draftStore.dispatch({ type: 'orderPlaced', serial: '100042' });
    renderApp('/checkout/success', startup());
    expect(await screen.findByText('Your Order Has Been Submitted Successfully')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#100042' })).toHaveAttribute('href', '/user/order/100042');
    expect(screen.getByText('24-11-2026')).toBeInTheDocument();
  });

  it('shows no order link when the answer named no serial', async () => {
    signIn();
    draftStore.dispatch({ type: 'orderPlaced', serial: null });
    renderApp('/checkout/success', startup());
    expect(await screen.findByText('Your Order Has Been Submitted Successfully')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^#/ })).not.toBeInTheDocument();
  });

  it('escapes a serial in the link', () => {
    expect(orderDetailPath('K 1/2')).toBe('/user/order/K%201%2F2');
  });
});
