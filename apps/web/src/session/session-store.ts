import type { CurrentUser } from '@portal/contracts/accounts/session';

interface SessionState {
  /** False until the start-up attempt to restore the session has finished. */
  ready: boolean;
  token: string | null;
  user: CurrentUser | null;
}

let state: SessionState = { ready: false, token: null, user: null };
const listeners = new Set<() => void>();

export const sessionStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(patch: Partial<SessionState>) {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  },
  clear() {
    sessionStore.set({ token: null, user: null, ready: true });
  },
};
