// Toasts and the controls injected into shared/ (the add-to-cart slot), the Apollo client, then
// the start-up gates (settings, signed-in user), the cart and the session's followers; one live region
// announces form errors. antd's theme is not here: the home route paints without antd, and each lazy
// part that uses it brings shared/ui/antd/AntdScope (docs/decisions.md).
import { useEffect, type ReactNode } from 'react';
import { ToastProvider } from '../shared/ui/toast';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { SettingsGate } from './settings/SettingsGate';
import { AuthGate } from './auth/AuthGate';
import { AddToCartControl, CartProvider } from '../features/cart';
import { sessionEvents } from '../shared/auth/sessionEvents';
import { AddToCartSlotContext } from '../shared/catalogue/addToCartSlotContext';
import { FormErrorAnnouncer } from '../shared/ui/FormErrorAnnouncer';

export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <AddToCartSlotContext.Provider value={AddToCartControl}>{children}</AddToCartSlotContext.Provider>
    </ToastProvider>
  );
}

/** Sign-in and sign-out announce themselves (shared/auth/sessionEvents); the cart and the order draft follow. */
const loadSessionFollowers = () => import('./auth/sessionFollowers').then((m) => m.sessionFollowers);

function useSessionFollowers(): void {
  useEffect(() => sessionEvents.follow(loadSessionFollowers), []);
}

export function StartupGates({ children }: { children: ReactNode }) {
  useSessionFollowers();
  return (
    <SettingsGate>
      <AuthGate>
        <CartProvider>{children}</CartProvider>
      </AuthGate>
    </SettingsGate>
  );
}

export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <UiProviders>
      <ApolloProvider client={client}>
        <StartupGates>{children}</StartupGates>
      </ApolloProvider>
      <FormErrorAnnouncer />
    </UiProviders>
  );
}
