import { type LoaderFunctionArgs, redirect } from 'react-router';
import { loadNamespace } from '../i18n/i18n.ts';
import { sessionStore } from '../session/session-store.ts';
import { accessRedirect } from '../session/redirects.ts';
import type { ScreenRoute } from './route-types.ts';
import { eventRedirect } from './event-redirects.ts';

let sessionReady: Promise<void> = Promise.resolve();

/** main.tsx hands over the start-up session restore; every loader waits for it. */
export function setSessionReady(ready: Promise<void>) {
  sessionReady = ready;
}

/** The loader of every screen: session and access rules, then the screen's translations. */
export function screenLoader(screen: ScreenRoute) {
  return async ({ request }: LoaderFunctionArgs) => {
    await sessionReady;
    const url = new URL(request.url);
    const user = sessionStore.get().user;
    const target = accessRedirect(screen.access, user, url.pathname, url.search);
    if (target) throw redirect(target);
    // A mailed invitation link (?token=) is accepted on the page itself; ?eventId= links and the survey link redirect.
    const forwards = (screen.page === 'joinEvent' && !url.searchParams.has('token')) || screen.page === 'answerSurvey';
    if (forwards) throw redirect(await eventRedirect(url, user));
    await loadNamespace(screen.ns);
    return null;
  };
}
