import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store.ts';

export function useSession() {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}

export function useCurrentUser() {
  return useSession().user;
}
