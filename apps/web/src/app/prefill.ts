import { PREFILL_ELEMENT_ID, SERVER_CONTENT_ID } from '@portal/contracts/public/public-page-keys';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from './router.tsx';

/**
 * A public page the server rendered (apps/server/src/modules/seo) comes with the answers it showed,
 * as [queryKey, answer] pairs: the cache starts with them, so the app shows the same record without
 * asking for it again.
 */
export function prefillFromPage(queryClient: QueryClient) {
  const element = document.getElementById(PREFILL_ELEMENT_ID);
  if (!element?.textContent) return;
  const pairs = JSON.parse(element.textContent) as [readonly unknown[], unknown][];
  for (const [key, answer] of pairs) queryClient.setQueryData(key, answer);
  element.remove();
}

/**
 * The server's content stays on screen until the router has the page's code and loaders done:
 * rendering before that would swap it for an empty root (HydrateFallback) and back.
 */
export function pageReady(router: AppRouter): Promise<void> {
  if (!document.getElementById(SERVER_CONTENT_ID) || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
