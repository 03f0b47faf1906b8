import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApolloClient } from './apollo/createApolloClient';
import { AppProviders } from './AppProviders';
import { appRoutes } from './routes';

export function App() {
  const [client] = useState(createApolloClient);
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
