// Staff sign out: the session's followers are told (as the store's sign-out does), the server revokes
// the session, it is forgotten here, and the console shows its sign-in form again.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useAuth } from '../../../shared/auth/session';
import { sessionEvents } from '../../../shared/auth/sessionEvents';
import { StaffLogoutDocument } from '../admin.generated';

export function useStaffSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const [logout] = useMutation(StaffLogoutDocument);
  return useCallback(async () => {
    await sessionEvents.signingOut().catch(() => undefined);
    try {
      await logout();
    } catch {
      // Forgotten locally whatever the server says.
    }
    signOut();
  }, [logout, signOut]);
}
