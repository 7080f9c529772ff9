import {
  PREFILL_ELEMENT_ID,
  type PagePrefill,
  SERVED_LANGUAGE_ATTRIBUTE,
  SERVER_CONTENT_ID,
} from '@portal/contracts/public/public-page-keys';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from './router.tsx';

/**
 * A public page the server rendered (apps/server/src/modules/seo) comes with the answers it showed
 * a guest, as [queryKey, answer] pairs, in the page's language: for a guest in that language the
 * cache starts with them, so the app shows the same records without asking for them again (and
 * can hydrate the server's markup). Anyone else asks for their own.
 */
export function prefillFromPage(queryClient: QueryClient, guestIn: string | null) {
  const element = document.getElementById(PREFILL_ELEMENT_ID);
  if (!element?.textContent) return;
  if (guestIn && element.getAttribute(SERVED_LANGUAGE_ATTRIBUTE) === guestIn) {
    for (const [key, answer] of JSON.parse(element.textContent) as PagePrefill) queryClient.setQueryData(key, answer);
  }
  element.remove();
}

/**
 * Whether the root holds the app's markup as the server rendered it for a guest in this language
 * (entry-server.tsx): the app then hydrates it rather than making the page's DOM again.
 */
export function hydratable(root: HTMLElement, guestIn: string | null): boolean {
  return !!guestIn && root.getAttribute(SERVED_LANGUAGE_ATTRIBUTE) === guestIn;
}

/**
 * The server's content stays on screen until the router has the page's code and loaders done:
 * rendering before that would swap it for an empty root (HydrateFallback) and back, and hydrating
 * needs the page's code.
 */
export function pageReady(router: AppRouter, root: HTMLElement): Promise<void> {
  const served = !!document.getElementById(SERVER_CONTENT_ID) || root.hasAttribute(SERVED_LANGUAGE_ATTRIBUTE);
  if (!served || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
