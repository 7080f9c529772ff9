/** Cookie names and lifetimes of spec section 9 (prefix `authentification.`). */
const COOKIE_PREFIX = 'authentification.';
export const SESSION_COOKIE_MAX_AGE = 12614800;
export const REFRESH_COOKIE_MAX_AGE = 3155720;
export const REMEMBER_ME_MAX_AGE = 15768000;
export const REMEMBER_ME_COOKIE = `${COOKIE_PREFIX}rememberMe`;
export const EVENT_COOKIE = 'eventIdForLoginOrRegister';

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length)) || null;
  return null;
}

export function writeCookie(name: string, value: string, maxAge: number) {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some supported browsers
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; samesite=strict${secure}`;
}

export const clearCookie = (name: string) => writeCookie(name, '', 0);

/**
 * A readable marker that a refresh cookie (HttpOnly, unreadable here) may exist, with the same
 * lifetime: start-up only tries to restore a session when it is there.
 */
export const SESSION_MARKER_COOKIE = `${COOKIE_PREFIX}session`;

/** The remember-me choice lives as long as the refresh cookie the server set for it. */
export function rememberChoice(rememberMe: boolean) {
  if (rememberMe) writeCookie(REMEMBER_ME_COOKIE, '1', REMEMBER_ME_MAX_AGE);
  else clearCookie(REMEMBER_ME_COOKIE);
  writeCookie(SESSION_MARKER_COOKIE, '1', rememberMe ? REMEMBER_ME_MAX_AGE : REFRESH_COOKIE_MAX_AGE);
}

export const hasSessionMarker = () => readCookie(SESSION_MARKER_COOKIE) === '1';

/** Forgets the session on this side (logout, both tokens expired). */
export function clearSessionCookies() {
  clearCookie(SESSION_MARKER_COOKIE);
  clearCookie(REMEMBER_ME_COOKIE);
}

export const rememberedChoice = () => readCookie(REMEMBER_ME_COOKIE) === '1';
