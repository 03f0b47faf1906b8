import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithGates } from '../../test/renderApp';
import { settingsMock } from '../../test/mocks';
import { sessionStore } from '../../shared/auth/sessionStore';
import { useAuth } from '../../shared/auth/session';

function WhoAmI() {
  const { user } = useAuth();
  return <p>{user ? `signed in as ${user._id}` : 'visitor'}</p>;
}

describe('stored session at start-up', () => {
  it("signs out a stored user without a token with 'Re-Login required'", async () => {
    sessionStore.setUser({ _id: 'u1', fname: 'Ali' });
    renderWithGates(<WhoAmI />, [settingsMock()]);
    expect(await screen.findByText('Re-Login required')).toBeInTheDocument();
    expect(screen.getByText('visitor')).toBeInTheDocument();
    expect(sessionStore.getUser()).toBeNull();
  });

  it('starts as a visitor when nothing is stored', async () => {
    renderWithGates(<WhoAmI />, [settingsMock()]);
    expect(await screen.findByText('visitor')).toBeInTheDocument();
  });
});
