import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureClient } from './api/client-hooks.ts';
import { toastError } from './api/toasts.tsx';
import { App } from './app/App.tsx';
import { reloadOnce } from './app/chunk-reload.ts';
import { hydratable, pageReady, prefillFromPage } from './app/prefill.ts';
import { setSessionReady } from './app/guards.ts';
import { createAppRouter, startLoadingScreen } from './app/router.tsx';
import { loadLayout, screenIn } from './app/RootLayout.tsx';
import { nextTask } from './lib/next-task.ts';
import i18n from 'i18next';
import { initI18n } from './i18n/i18n.ts';
import { queryClient } from './app/query-client.ts';
import { clearSessionCookies } from './session/cookies.ts';
import { refreshToken, reloadUserAfterRefusal, restoreSession } from './session/session-api.ts';
import { sessionStore } from './session/session-store.ts';

async function start() {
  const rootElement = document.getElementById('root')!;
  window.addEventListener('vite:preloadError', () => reloadOnce());
  let router: ReturnType<typeof createAppRouter> | null = null;
  configureClient({
    getToken: () => sessionStore.get().token,
    refresh: refreshToken,
    navigate: (to) => {
      if (router) void router.navigate(to);
      else window.location.assign(to);
    },
    currentPath: () => window.location.pathname + window.location.search,
    toastError,
    companyId: () => sessionStore.get().user?.fkCompanyId ?? null,
    language: () => i18n.language ?? null,
    accessDenied: reloadUserAfterRefusal,
    resetSession: (target) => {
      sessionStore.clear();
      clearSessionCookies();
      window.location.assign(target);
    },
  });
  setSessionReady(restoreSession());
  // Each step below starts a task of its own (nextTask): on a phone none blocks the page for long.
  await nextTask();
  await startLoadingScreen(window.location.pathname);
  await nextTask();
  await initI18n();
  // Names of codes and countries come from the server in the language on screen: refetch on a switch.
  i18n.on('languageChanged', () => void queryClient.invalidateQueries());
  await nextTask();
  router = createAppRouter();
  // The loaders wait for the session: who is reading is known now.
  await pageReady(router, rootElement);
  await nextTask();
  const signedIn = !!sessionStore.get().user;
  await loadLayout(screenIn(router.state.matches.map((m) => m.route)), signedIn);
  await nextTask();
  const guestIn = signedIn ? null : i18n.language;
  prefillFromPage(queryClient, guestIn);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // Signed in, or in another language, the app renders its own page in place of the server's.
  const hydrates = hydratable(rootElement, guestIn);
  // A transition lets React render (or hydrate) the first screen in slices, so a phone stays responsive meanwhile.
  startTransition(() => {
    if (hydrates) hydrateRoot(rootElement, app);
    else createRoot(rootElement).render(app);
  });
}

void start();
