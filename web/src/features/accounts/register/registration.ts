// What the registration hands to the verification step: the new user and the auto-login
// credentials (spec §4: verification, then automatic sign-in with autoLoginInfo).
import type { StoredUser } from '../../../shared/auth/sessionStore';
import { EMPTY_MESSAGES, emptyOutcomeMessage, type Outcome } from '../../../shared/graphql/requestOutcome';
import { t } from './texts';

export const REGISTER_MESSAGES = {
  success: t('accounts.register.success'),
  failed: t('accounts.register.failed'),
} as const;

export interface AutoLogin {
  username: string;
  pwd: string;
}

export interface Registration {
  user: StoredUser;
  login: AutoLogin;
}

/** autoLoginInfo is JSON text {"username", "pwd"}; anything else is null. */
export function parseAutoLogin(text: string | null | undefined): AutoLogin | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') {
      const { username, pwd } = parsed as Record<string, unknown>;
      if (typeof username === 'string' && typeof pwd === 'string') return { username, pwd };
    }
  } catch {
    // not JSON
  }
  return null;
}

/**
 * registerClient's answer read into the spec's §8 messages: null when the new user came back, else
 * the server's words, 'Request Failed!' (no answer), 'Empty response!' (no data at all) or
 * 'No response Data available' (data without the user).
 */
export function registrationProblem(outcome: Outcome<{ user?: { _id?: string | null } | null }>): string | null {
  switch (outcome.kind) {
    case 'ok':
      return outcome.value.user?._id ? null : EMPTY_MESSAGES.noData;
    case 'server-error':
      return outcome.message;
    case 'empty':
      return emptyOutcomeMessage(outcome);
    case 'network':
      return REGISTER_MESSAGES.failed;
  }
}
