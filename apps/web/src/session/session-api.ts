import type { CurrentUser, LoginModel, TokenResult } from '@portal/contracts/accounts/session';
import { api } from '../api/client.ts';
import { logUnexpected } from '../api/unhandled-errors.ts';
import { clearCookie, hasSessionMarker, rememberChoice, SESSION_MARKER_COOKIE } from './cookies.ts';
import { sessionStore } from './session-store.ts';

let refreshing: Promise<boolean> | null = null;

/** Rotates the refresh cookie for a new access token; concurrent callers share one request. */
export function refreshToken(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const res = await fetch('/api/account/refresh-token', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (!res.ok) return false;
      const body = (await res.json()) as TokenResult;
      sessionStore.set({ token: body.data.jwToken });
      return true;
    } catch (err) {
      // No answer (fetch throws a TypeError) or not the tokens' JSON (SyntaxError): no session to go on with.
      if (err instanceof TypeError || err instanceof SyntaxError) return false;
      throw err;
    } finally {
      setTimeout(() => {
        refreshing = null;
      });
    }
  })();
  return refreshing;
}

export async function loadCurrentUser(): Promise<CurrentUser> {
  const user = await api.get<CurrentUser>('api/account/get-current-user', { quiet: true });
  sessionStore.set({ user });
  return user;
}

let reloading: Promise<unknown> | null = null;

/**
 * Reads the signed-in user again after the server refused a call by its declaration: an administrator
 * may have changed the role's functions, so the menu and the screen guards follow at once. One read at a time.
 */
export function reloadUserAfterRefusal() {
  if (reloading || !sessionStore.get().user) return;
  reloading = loadCurrentUser()
    .catch((err: unknown) => logUnexpected(err, 'the user could not be read again after a refusal'))
    .finally(() => {
      reloading = null;
    });
}

/** At start: a valid refresh cookie restores the session without asking for the password. */
export async function restoreSession() {
  try {
    if (hasSessionMarker() && (await refreshToken())) await loadCurrentUser();
    else clearCookie(SESSION_MARKER_COOKIE);
  } catch (err) {
    // Not restored: the user signs in again.
    logUnexpected(err, 'the session could not be restored');
    sessionStore.set({ token: null, user: null });
  }
  sessionStore.set({ ready: true });
}

export async function signIn(input: LoginModel): Promise<CurrentUser> {
  const body = await api.post<TokenResult>('api/account/authenticate', input, { quiet: true });
  sessionStore.set({ token: body.data.jwToken });
  rememberChoice(input.rememberMe);
  return loadCurrentUser();
}

export async function signOut() {
  try {
    await api.post('api/account/logout', {}, { quiet: true });
  } catch (err) {
    // The session ends on this side whatever the server says.
    logUnexpected(err, 'sign-out could not reach the server');
  }
  forgetSession();
}

/** Ends the session on this side only: after signing out, or when the server already ended it (the account was deleted). */
export function forgetSession() {
  clearCookie(SESSION_MARKER_COOKIE);
  sessionStore.clear();
}
