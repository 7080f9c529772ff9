import { eventDetailsPath, eventFeedbackFormPath, publicEventsPath } from '@portal/contracts/common/portal-links';
import type { UserEventStatus } from '@portal/contracts/events/invitations';
import { ModuleId, RoleId } from '@portal/contracts/common/access';
import type { CurrentUser } from '@portal/contracts/accounts/session';
import { api } from '../api/client.ts';
import { toastError } from '../api/toasts.tsx';
import { EVENT_COOKIE, SESSION_COOKIE_MAX_AGE, writeCookie } from '../session/cookies.ts';
import { eventCookieValue } from '../session/event-link.ts';
import { logUnexpected } from '../api/unhandled-errors.ts';

/** Where a join-event or answer-survey link leads (spec-1 section 4). */
export async function eventRedirect(url: URL, user: CurrentUser | null): Promise<string> {
  const survey = url.pathname.toLowerCase() === '/answer-survey';
  const eventId = url.searchParams.get('eventId') ?? '';
  if (!/^\d+$/.test(eventId)) return user ? '/dashboard' : '/';
  if (!user) {
    writeCookie(EVENT_COOKIE, eventCookieValue(eventId, survey), SESSION_COOKIE_MAX_AGE);
    return '/';
  }
  // Chamber administrators are exempt from these redirects.
  if (user.fkRoleId === RoleId.chamberAdmin) return '/dashboard';
  if (!user.companyModules.includes(ModuleId.eventManagement)) {
    toastError('em_module_not_active');
    return '/dashboard';
  }
  if (survey) return eventFeedbackFormPath(eventId);
  try {
    const status = await api.get<UserEventStatus>(`api/Events/is-user-registered-on-event/${eventId}`, { quiet: true });
    if (status.isRegistered) return eventDetailsPath(eventId);
  } catch (err) {
    // Events are not served yet, or the user may not see this one: show the public events.
    logUnexpected(err, 'the registration check of a join-event link failed');
  }
  return publicEventsPath(eventId);
}
