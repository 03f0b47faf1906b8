// Loads the store settings at start. The last good copy is kept locally (spec §9): a returning
// visitor sees the store at once from it while the fresh query runs, then the fresh values. Fresh
// errors show the spec's pages only when there is no stored copy; with one the store keeps serving
// it and the error is a toast. A stored suspend_app 'true' waits for the fresh answer instead.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useToast } from '../../shared/ui/toast';
import { SettingsDocument } from './settings.generated';
import { SettingsContext } from '../../shared/settings/storeSettings';
import { isSuspended, parseSettings, SettingsParseError, type StoreSettings } from './parseSettings';
import { MaintenancePage } from './MaintenancePage';
import { RequestErrorPage, SystemErrorPage } from './SystemErrorPage';
import { StartupScreen } from './StartupScreen';
import { t } from './texts';
import { serverMessage } from '../../shared/graphql/requestOutcome';

export const SETTINGS_STORAGE_KEY = 'store-settings';

/** Staff keep working in the console (/admin) while the store front is suspended: an owner resumes it there. */
function inConsole(): boolean {
  return window.location.pathname === '/admin' || window.location.pathname.startsWith('/admin/');
}

type Outcome =
  | { kind: 'loading' }
  | { kind: 'config-error'; message: string }
  | { kind: 'network-error' }
  | { kind: 'ready'; settings: StoreSettings; raw: string };

/** The last good settings kept locally; none when missing, damaged or unreadable. */
function storedSettings(): StoreSettings | null {
  try {
    const raw = window.localStorage.getItem(SETTINGS_STORAGE_KEY);
    return raw ? parseSettings(raw) : null;
  } catch {
    return null;
  }
}

export function SettingsGate({ children }: { children: ReactNode }) {
  const message = useToast();
  const [stored] = useState(storedSettings);
  const { data, error, loading, refetch } = useQuery(SettingsDocument, {
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });

  const outcome = useMemo<Outcome>(() => {
    if (loading) return { kind: 'loading' };
    if (error) {
      if (CombinedGraphQLErrors.is(error)) {
        return { kind: 'config-error', message: serverMessage(error) ?? '' };
      }
      return { kind: 'network-error' };
    }
    try {
      const raw = data?.settings_str ?? '';
      return { kind: 'ready', settings: parseSettings(raw), raw };
    } catch (e) {
      if (e instanceof SettingsParseError) return { kind: 'config-error', message: e.message };
      throw e;
    }
  }, [loading, error, data]);

  useEffect(() => {
    if (outcome.kind === 'config-error') void message.error(outcome.message);
    if (outcome.kind === 'network-error') void message.error(t('app.settings.requestError.title'));
    if (outcome.kind === 'ready') {
      try {
        window.localStorage.setItem(SETTINGS_STORAGE_KEY, outcome.raw);
      } catch {
        // Private mode or a full quota: the next visit waits for the query.
      }
    }
  }, [outcome, message]);

  const settings =
    outcome.kind === 'ready'
      ? outcome.settings
      : stored && !(outcome.kind === 'loading' && isSuspended(stored))
        ? stored
        : null;
  if (settings) {
    return (
      <SettingsContext.Provider value={settings}>
        {isSuspended(settings) && !inConsole() ? <MaintenancePage /> : children}
      </SettingsContext.Provider>
    );
  }
  switch (outcome.kind) {
    case 'config-error':
      return <SystemErrorPage />;
    case 'network-error':
      return <RequestErrorPage onRetry={() => void refetch()} />;
    default:
      return <StartupScreen />;
  }
}
