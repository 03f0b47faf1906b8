// Theme, toasts, the Apollo client, then the start-up gates (settings, signed-in user) and the cart;
// one live region announces form errors.
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { ToastProvider } from '../shared/ui/toast';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { theme } from './theme';
import { SettingsGate } from './settings/SettingsGate';
import { AuthGate } from './auth/AuthGate';
import { CartProvider } from '../features/cart/CartProvider';
import { FormErrorAnnouncer } from '../shared/ui/FormErrorAnnouncer';

export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <ToastProvider>{children}</ToastProvider>
    </ConfigProvider>
  );
}

export function StartupGates({ children }: { children: ReactNode }) {
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
