// Renders an accounts component over mocked GraphQL with toasts, settings and a router.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TestUiProviders } from '../../test/TestUiProviders';
import { SettingsContext } from '../../shared/settings/storeSettings';
import { SETTINGS_DEFAULTS } from '../../shared/config';

export function renderAccountsUi(
  ui: ReactNode,
  {
    mocks = [],
    settings = {},
  }: { mocks?: ReadonlyArray<MockLink.MockedResponse>; settings?: Record<string, unknown> } = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  const view = render(
    <MockedProvider mocks={mocks} defaultOptions={{ mutate: { errorPolicy: 'all' } }}>
      <TestUiProviders>
        <SettingsContext.Provider value={{ ...SETTINGS_DEFAULTS, ...settings }}>
          <RouterProvider router={router} />
        </SettingsContext.Provider>
      </TestUiProviders>
    </MockedProvider>,
  );
  return { ...view, router };
}
