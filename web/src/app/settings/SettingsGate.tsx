// Loads the store settings once; until they are in, nothing else of the app renders.
import { useEffect, useMemo, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useToast } from '../../shared/ui/toast';
import { SettingsDocument } from './settings.generated';
import { SettingsContext } from './SettingsContext';
import { isSuspended, parseSettings, SettingsParseError, type StoreSettings } from './parseSettings';
import { MaintenancePage } from './MaintenancePage';
import { RequestErrorPage, SystemErrorPage } from './SystemErrorPage';
import { StartupScreen } from './StartupScreen';

type Outcome =
  | { kind: 'loading' }
  | { kind: 'config-error'; message: string }
  | { kind: 'network-error' }
  | { kind: 'ready'; settings: StoreSettings };

export function SettingsGate({ children }: { children: ReactNode }) {
  const message = useToast();
  const { data, error, loading, refetch } = useQuery(SettingsDocument, {
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });

  const outcome = useMemo<Outcome>(() => {
    if (loading) return { kind: 'loading' };
    if (error) {
      if (CombinedGraphQLErrors.is(error)) {
        return { kind: 'config-error', message: error.errors.map((e) => e.message).join(', ') };
      }
      return { kind: 'network-error' };
    }
    try {
      return { kind: 'ready', settings: parseSettings(data?.settings_str) };
    } catch (e) {
      if (e instanceof SettingsParseError) return { kind: 'config-error', message: e.message };
      throw e;
    }
  }, [loading, error, data]);

  useEffect(() => {
    if (outcome.kind === 'config-error') void message.error(outcome.message);
    if (outcome.kind === 'network-error') void message.error('Request ERROR');
  }, [outcome, message]);

  switch (outcome.kind) {
    case 'loading':
      return <StartupScreen />;
    case 'config-error':
      return <SystemErrorPage />;
    case 'network-error':
      return <RequestErrorPage onRetry={() => void refetch()} />;
    case 'ready':
      return (
        <SettingsContext.Provider value={outcome.settings}>
          {isSuspended(outcome.settings) ? <MaintenancePage /> : children}
        </SettingsContext.Provider>
      );
  }
}
