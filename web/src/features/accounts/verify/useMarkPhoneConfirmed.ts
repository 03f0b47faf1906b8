// After a signed-in customer confirms the phone, the saved user says so too (the red
// 'Confirm Account' button goes away) without another sign-in.
import { useCallback } from 'react';
import { useAuth } from '../../../shared/auth/session';
import { sessionStore } from '../../../shared/auth/sessionStore';
import type { PhoneUser } from './phoneRequests';

export function useMarkPhoneConfirmed(): (confirmed: PhoneUser) => void {
  const { user, signIn } = useAuth();
  return useCallback(
    (confirmed) => {
      if (!user || user._id !== confirmed._id) return;
      const { token, refreshToken } = sessionStore.getTokens();
      if (!token) return;
      signIn(
        { ...user, phone: confirmed.phone ?? user.phone, phone_confirmed: confirmed.phone_confirmed ?? 1 },
        token,
        refreshToken,
      );
    },
    [user, signIn],
  );
}
