import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApolloClient } from './apollo/createApolloClient';
import { AppProviders } from './AppProviders';
import { appRoutes } from './routes';
import { preloadHomePage } from '../features/catalogue';

export function App() {
  const [client] = useState(() => {
    const created = createApolloClient();
    // Opened on the home page: its code and data load beside the settings (features/catalogue).
    if (window.location.pathname === '/') preloadHomePage(created);
    return created;
  });
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
