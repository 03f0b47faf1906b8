import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderWithGates, setViewportWidth } from '../../test/renderApp';
import { categoriesMock, settingsErrorMock, settingsMock, settingsNetworkFailureMock } from '../../test/mocks';
import { useSettings } from '../../shared/settings/storeSettings';
import { SETTINGS_STORAGE_KEY } from './SettingsGate';

/** Names the settings in force, so a test sees which copy the store renders with. */
function Store() {
  const settings = useSettings();
  return <p>store in {settings.currency}</p>;
}

/** A returning visitor's copy from an earlier visit. */
function storeLocally(settings: Record<string, unknown>): void {
  window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ currency: 'PKR', ...settings }));
}

/** The fresh answer, held back until the test has looked at the first render. */
function slowSettings(overrides: Record<string, unknown> = {}) {
  return { ...settingsMock(overrides), delay: 400 };
}

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

  it('keeps the fresh settings locally', async () => {
    renderWithGates(<Store />, [settingsMock({ currency: 'RS' })]);
    expect(await screen.findByText('store in RS')).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({ currency: 'RS' }),
    );
  });
});

describe('settings kept from an earlier visit', () => {
  it('renders at once from the stored copy, then switches to the fresh values', async () => {
    storeLocally({ currency: 'PKR' });
    renderWithGates(<Store />, [slowSettings({ currency: 'RS' })]);
    expect(screen.getByText('store in PKR')).toBeInTheDocument();
    expect(await screen.findByText('store in RS')).toBeInTheDocument();
  });

  it("a stored suspend_app 'true' does not lock the visitor out once fresh settings say otherwise", async () => {
    storeLocally({ suspend_app: 'true' });
    renderWithGates(<Store />, [slowSettings({ suspend_app: 'false', currency: 'RS' })]);
    expect(screen.queryByRole('heading', { name: 'Good News!' })).not.toBeInTheDocument();
    expect(await screen.findByText('store in RS')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Good News!' })).not.toBeInTheDocument();
  });

  it("fresh suspend_app 'true' still replaces the app", async () => {
    storeLocally({});
    renderWithGates(<Store />, [slowSettings({ suspend_app: 'true' })]);
    expect(screen.getByText('store in PKR')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Good News!' })).toBeInTheDocument();
    expect(screen.queryByText(/store in/)).not.toBeInTheDocument();
  });

  it("keeps serving the stored copy when the fresh query fails, with the 'Request ERROR' toast", async () => {
    storeLocally({});
    renderWithGates(<Store />, [settingsNetworkFailureMock()]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Request ERROR');
    expect(screen.getByText('store in PKR')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Request ERROR' })).not.toBeInTheDocument();
  });

  it("keeps serving the stored copy when the fresh settings have errors, with the server's message as a toast", async () => {
    storeLocally({});
    renderWithGates(<Store />, [settingsErrorMock('Settings table is empty')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Settings table is empty');
    expect(screen.getByText('store in PKR')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'System configurations error!' })).not.toBeInTheDocument();
  });

  it('ignores a damaged stored copy', async () => {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, 'not json');
    renderWithGates(<Store />, [settingsNetworkFailureMock()]);
    expect(await screen.findByRole('heading', { name: 'Request ERROR' })).toBeInTheDocument();
    expect(screen.queryByText(/store in/)).not.toBeInTheDocument();
  });
});
