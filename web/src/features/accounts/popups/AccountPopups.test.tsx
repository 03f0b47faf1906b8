import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, setViewportWidth } from '../../../test/renderApp';
import { categoriesMock, settingsMock } from '../../../test/mocks';
import { OPEN_SIGN_IN, requestPopup } from '../../../shared/events';

describe('sign-in and registration pop-ups', () => {
  beforeEach(() => setViewportWidth(1280));

  it("the header's Sign In and Register open the pop-ups, which switch between each other", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', [settingsMock(), categoriesMock()]);
    const header = within(await screen.findByRole('banner'));

    await user.click(header.getByRole('button', { name: /Sign In/ }));
    const signIn = await screen.findByRole('dialog', { name: 'Sign In To Your Account' });
    expect(router.state.location.pathname).toBe('/');
    expect(within(signIn).getByLabelText('Email')).toBeInTheDocument();
    expect(within(signIn).getByText('New customer? Registering is quick and easy')).toBeInTheDocument();

    await user.click(within(signIn).getByRole('button', { name: 'Register' }));
    const register = await screen.findByRole('dialog', { name: 'Quick Register' });
    expect(within(register).getByRole('heading', { name: 'Registration is quick and easy' })).toBeInTheDocument();

    await user.click(within(register).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In To Your Account' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Quick Register' })).not.toBeInTheDocument());

    // 'Forgot password?' leaves the pop-up for the recovery page.
    await user.click(
      within(screen.getByRole('dialog', { name: 'Sign In To Your Account' })).getByRole('link', {
        name: 'Forgot password?',
      }),
    );
    expect(router.state.location.pathname).toBe('/user/forgot-password');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sign In To Your Account' })).not.toBeInTheDocument(),
    );

    await user.click(header.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Quick Register' })).toBeInTheDocument();
  });

  it('answers the page-wide event for visitors only', async () => {
    renderApp('/', [settingsMock(), categoriesMock()]);
    await screen.findByRole('banner');
    // The pop-ups start listening in an effect, which may run a moment after the header shows
    // (a loaded CI machine); until then the header's buttons fall back to the pages.
    await waitFor(() => expect(requestPopup(OPEN_SIGN_IN)).toBe(true));
    expect(await screen.findByRole('dialog', { name: 'Sign In To Your Account' })).toBeInTheDocument();
  });
});
