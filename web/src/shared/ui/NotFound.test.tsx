import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, setViewportWidth } from '../../test/renderApp';
import { categoriesMock, settingsMock } from '../../test/mocks';

describe('404 page', () => {
  it('answers every unknown path and Back Home goes to /', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const { router } = renderApp('/no/such/place', [settingsMock(), categoriesMock()]);
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('also answers unknown paths under the user area', async () => {
    renderApp('/user/nothing-here', [settingsMock(), categoriesMock()]);
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
  });
});
