// The phone header slides away while the customer scrolls down, but not while its account popover
// is open: the popover hangs from the header's 'Your Account' button and would go with it.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, setViewportWidth } from '../../test/renderApp';
import { cartMocks, signIn, startup } from '../../features/checkout/testing';
import { cartStore } from '../../features/cart/cartStore';

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });
}

describe('the phone header while scrolling', () => {
  beforeEach(() => {
    setViewportWidth(375);
    cartStore.reset();
  });
  afterEach(() => {
    act(() => cartStore.reset());
    window.scrollY = 0;
    setViewportWidth(1280);
  });

  it("stays while the 'Your Account' popover is open, and slides away again once it is closed", async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/', [...startup(), ...cartMocks()]);
    const header = await screen.findByRole('banner');
    const account = await within(header).findByRole('button', { name: /Your Account/ });
    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('navigation', { name: 'Your Account' })).toBeInTheDocument();

    scrollTo(600);
    scrollTo(1200);
    // Give the header its animation frames to react: it must not hide.
    await new Promise((resolve) => window.requestAnimationFrame(() => window.requestAnimationFrame(resolve)));
    expect(header).not.toHaveClass('is-hidden');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(account).toHaveAttribute('aria-expanded', 'false'));
    scrollTo(1800);
    await waitFor(() => expect(header).toHaveClass('is-hidden'));
  });
});
