import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store.ts';

export function useSession() {
  // The server renders public pages as a guest's, and the browser hydrates them only for a guest
  // (main.tsx): the store's state is the server's snapshot too.
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

export function useCurrentUser() {
  return useSession().user;
}
