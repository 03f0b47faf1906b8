// Renders the real app (gates, layout, routes) at a path, over mocked GraphQL.
import { act, render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { StartupGates } from '../app/AppProviders';
import { TestUiProviders } from './TestUiProviders';
import { appRoutes } from '../app/routes';

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

export function renderWithGates(children: ReactNode, mocks: ReadonlyArray<MockLink.MockedResponse>) {
  return render(
    <MockedProvider
      mocks={mocks}
      defaultOptions={{ watchQuery: { errorPolicy: 'all' }, query: { errorPolicy: 'all' } }}
    >
      <TestUiProviders>
        <StartupGates>{children}</StartupGates>
      </TestUiProviders>
    </MockedProvider>,
  );
}

export function renderApp(path: string, mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = renderWithGates(<RouterProvider router={router} />, mocks);
  return { ...view, router };
}
