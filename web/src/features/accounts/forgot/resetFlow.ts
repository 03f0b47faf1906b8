// The password-recovery flow's memory: the e-mail from step 1 and the verified code from step 2.
// The server needs the e-mail with the code, so it is kept in sessionStorage too: a reload of
// /user/forgot-password/verify still knows it, and closing the tab forgets it.
const KEY = 'karyana:password-reset';

export interface ResetFlowState {
  email: string;
  code?: string;
}

function read(): ResetFlowState | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && typeof (parsed as ResetFlowState).email === 'string') {
      const { email, code } = parsed as ResetFlowState;
      return typeof code === 'string' ? { email, code } : { email };
    }
  } catch {
    // unreadable: start again
  }
  return null;
}

function write(state: ResetFlowState | null): void {
  try {
    if (state) window.sessionStorage.setItem(KEY, JSON.stringify(state));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the router state still carries the flow
  }
}

export const resetFlow = {
  get: read,
  start(email: string): void {
    write({ email });
  },
  codeVerified(email: string, code: string): void {
    write({ email, code });
  },
  clear(): void {
    write(null);
  },
};
