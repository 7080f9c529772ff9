/**
 * What the API client needs from the rest of the app, set at start-up so that the client
 * itself stays free of React, the router and the session store (and testable alone).
 */
interface ClientHooks {
  getToken: () => string | null;
  /** Asks for a new access token with the refresh cookie; resolves false when the session is over. */
  refresh: () => Promise<boolean>;
  navigate: (to: string) => void;
  currentPath: () => string;
  toastError: (key: string, params?: Record<string, string | number>) => void;
  /** Clears the session and reloads on the error page (5xx, both tokens expired). */
  resetSession: (target: string) => void;
  companyId: () => number | null;
  /** The language on screen (eng, sr): the server names codes and countries in it. */
  language: () => string | null;
  /** A route's declaration refused the user (access_denied): their role's functions may have changed since sign-in. */
  accessDenied: () => void;
  /** Sends a request to the API: the browser's fetch, or the server's own API in its render of a public page. */
  fetch: (path: string, init: RequestInit) => Promise<Response>;
}

const noop = () => {};
export const clientHooks: ClientHooks = {
  getToken: () => null,
  refresh: async () => false,
  navigate: noop,
  currentPath: () => '/',
  toastError: noop,
  resetSession: noop,
  companyId: () => null,
  language: () => null,
  accessDenied: noop,
  fetch: (path, init) => fetch(path, init),
};

export function configureClient(hooks: Partial<ClientHooks>) {
  Object.assign(clientHooks, hooks);
}
