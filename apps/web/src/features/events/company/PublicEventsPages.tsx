import { publicEventPath, publicEventsPath } from '@portal/contracts/common/portal-links';
import type { EventSummary } from '@portal/contracts/events/events';
import { Button } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { toastError } from '../../../api/toasts.tsx';
import { eventCookieValue } from '../../../session/event-link.ts';
import { useGuestPrompt } from '../../../layouts/parts/GuestPrompt.tsx';
import { EVENT_COOKIE, SESSION_COOKIE_MAX_AGE, writeCookie } from '../../../session/cookies.ts';
import { useCurrentUser } from '../../../session/useSession.ts';
import { EventList } from '../components/EventList.tsx';
import { useEventDetails, useUserEventStatus } from '../api/event-queries.ts';
import { useRegistrationDialog } from '../registration/useRegistrationDialog.tsx';
import { canRegisterFromList } from './can-register.ts';
import { publicEventsQuery } from '../api/event-list-queries.ts';
import { EventCardRegistration } from './EventCardRegistration.tsx';

/** Set by app/event-redirects.ts when a join-event link leads here: open that event's registration. */
const EVENT_PARAM = 'eventId';

/** /event-management/public-events: public events for members, with Register on those still open to them. */
export function PublicEventsPage() {
  const { t } = useTranslation('events');
  const registration = useRegistrationDialog();
  usePendingRegistration(registration.open);
  return (
    <>
      <EventList
        testId="public-events"
        title={t('lists.public.title')}
        subtitle={t('lists.public.subtitle')}
        eventsQuery={publicEventsQuery}
        renderActions={(event) => (
          <EventCardRegistration
            event={event}
            onRegister={(e) => registration.open({ eventId: e.pkEventId, eventName: e.name, isPublic: e.isPublic })}
          />
        )}
        emptyTitle={t('lists.public.empty_title')}
        emptyText={t('lists.public.empty_text')}
      />
      {registration.dialog}
    </>
  );
}

/**
 * ?eventId=: opens the registration of that event once it is known and open to the caller. An
 * invitation-only event the caller is not invited to says not_invited_to_event (spec: the error,
 * then the query is cleared); in every case the parameter is dropped and the list stays.
 */
function usePendingRegistration(open: ReturnType<typeof useRegistrationDialog>['open']) {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get(EVENT_PARAM)) || null;
  const event = useEventDetails(id);
  const status = useUserEventStatus(id, !!event.data);
  const drop = () =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete(EVENT_PARAM);
        return next;
      },
      { replace: true },
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: acts once the event and its status are known
  useEffect(() => {
    if (!id) return;
    if (event.isError || status.isError) {
      // 403 dont_have_invitation: an invitation-only event without an invitation.
      if (isApiError(event.error) && event.error.status === 403) toastError('not_invited_to_event');
      return drop();
    }
    if (!event.data || !status.data) return;
    if (status.data.canRegister) open({ eventId: id, eventName: event.data.name, isPublic: event.data.isPublic });
    else if (!event.data.isPublic && !status.data.isInvited) toastError('not_invited_to_event');
    drop();
  }, [id, event.data, event.isError, status.data, status.isError]);
}

/** /event-management/public: the public events for visitors; Register asks them to sign in, keeping the event for afterwards. */
/**
 * Register from a public page: a member goes to the members' public events with the event's
 * registration open; a visitor is asked to log in or register, and comes back to the event after.
 */
export function useRegisterFromPublicPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const promptGuest = useGuestPrompt();
  return (event: Pick<EventSummary, 'pkEventId'>) => {
    if (user) {
      navigate(publicEventsPath(event.pkEventId));
      return;
    }
    // Signing in (or registering) afterwards leads back to this event (session/useSignIn.ts).
    writeCookie(EVENT_COOKIE, eventCookieValue(String(event.pkEventId), false), SESSION_COOKIE_MAX_AGE);
    promptGuest();
  };
}

export function GuestPublicEventsPage() {
  const { t } = useTranslation('events');
  const user = useCurrentUser();
  const register = useRegisterFromPublicPage();
  return (
    <EventList
      testId="guest-public-events"
      title={t('lists.public.title')}
      subtitle={t('lists.guest.subtitle')}
      eventsQuery={publicEventsQuery}
      cardLink={user ? undefined : (event) => publicEventPath(event.pkEventId)}
      renderActions={(event) =>
        canRegisterFromList(event) ? (
          <Button size="xs" variant="light" leftSection={<IconLogin size={14} aria-hidden />} onClick={() => register(event)}>
            {user ? t('lists.register') : t('lists.guest.sign_in_to_register')}
          </Button>
        ) : null
      }
      emptyTitle={t('lists.public.empty_title')}
      emptyText={t('lists.public.empty_text')}
    />
  );
}
