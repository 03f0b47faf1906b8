import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderWithGates, setViewportWidth } from '../../test/renderApp';
import {
  categoriesMock,
  settingsErrorMock,
  settingsMock,
  settingsNetworkFailureMock,
} from '../../test/mocks';

describe('start-up settings', () => {
  it('shows the configuration error page and the server message as a toast when settings_str returns errors', async () => {
    renderWithGates(<p>store</p>, [settingsErrorMock('Settings table is empty')]);
    expect(await screen.findByRole('heading', { name: 'System configurations error!' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Settings table is empty');
    expect(screen.queryByText('store')).not.toBeInTheDocument();
  });

  it("toasts 'Request ERROR' when the settings cannot be fetched", async () => {
    renderWithGates(<p>store</p>, [settingsNetworkFailureMock()]);
    expect(await screen.findByRole('heading', { name: 'Request ERROR' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Request ERROR');
    expect(screen.queryByText('store')).not.toBeInTheDocument();
  });

  it('treats settings that are not a JSON object as a configuration error', async () => {
    renderWithGates(<p>store</p>, [
      { request: settingsMock().request, result: { data: { settings_str: 'not json' } } },
    ]);
    expect(await screen.findByRole('heading', { name: 'System configurations error!' })).toBeInTheDocument();
  });

  it("replaces the whole app with 'Good News!' when suspend_app is 'true'", async () => {
    setViewportWidth(1280);
    renderApp('/', [settingsMock({ suspend_app: 'true' }), categoriesMock()]);
    expect(await screen.findByRole('heading', { name: 'Good News!' })).toBeInTheDocument();
    expect(screen.getByText(/resume in a few hours/)).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Search 5000+ products...')).not.toBeInTheDocument();
  });

  it('renders the app once the settings are in', async () => {
    renderWithGates(<p>store</p>, [settingsMock()]);
    expect(await screen.findByText('store')).toBeInTheDocument();
  });
});
