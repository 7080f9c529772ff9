import type { companyList } from '@portal/contracts/companies/favourites';
import type {
  AttendeePage,
  AttendeeSearch,
  emailsAnswer,
  eventCompanyPage,
  inviteAnswer,
  InvitePeople,
  reminderAnswer,
} from '@portal/contracts/events/invitations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client.ts';
import { eventKeys } from '../event-keys.ts';

export type EventCompanyPage = z.infer<typeof eventCompanyPage>;
export type EventCompany = EventCompanyPage['companies'][number];
export type InviteAnswer = z.infer<typeof inviteAnswer>;
export type CompanyChoice = z.infer<typeof companyList>['companies'][number];

/** Attendees of an event (POST search-attendees-in-event): organisers get every invitation, attendees the visible ones. */
export const useAttendees = (q: AttendeeSearch) =>
  useQuery({
    queryKey: eventKeys.attendees(q.fkEventId, q),
    queryFn: () => api.post<AttendeePage>('api/Events/search-attendees-in-event', q),
    placeholderData: keepPreviousData,
  });

/** Companies with registered attendees (POST search-companies-in-event). */
export const useEventCompanies = (q: { fkEventId: number; pageNum: number; pageSize: number; name?: string }) =>
  useQuery({
    queryKey: eventKeys.companies(q.fkEventId, q),
    queryFn: () => api.post<EventCompanyPage>('api/Events/search-companies-in-event', q),
    placeholderData: keepPreviousData,
  });

/** After any write to an event's attendees: its lists, figures and details (registration counts). */
function useInvalidateAttendees(eventId: number) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: eventKeys.event(eventId) });
}

export function useUpdateAttendeeType(eventId: number) {
  const invalidate = useInvalidateAttendees(eventId);
  return useMutation({
    mutationFn: (body: { pkEventInvitationId: number; fkAttendeeTypeId: number | null }) =>
      api.post('api/Events/update-attendee-type', body),
    onSuccess: invalidate,
  });
}

/** send-reminder to the given invitations, or (without ids) to everyone who has not accepted yet. */
export function useSendReminder(eventId: number) {
  const invalidate = useInvalidateAttendees(eventId);
  return useMutation({
    mutationFn: (invitationIds?: number[]) =>
      api.post<z.infer<typeof reminderAnswer>>('api/Events/send-reminder', { fkEventId: eventId, invitationIds: invitationIds ?? null }),
    onSuccess: invalidate,
  });
}

export function useSetBlocked(eventId: number) {
  const invalidate = useInvalidateAttendees(eventId);
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: number; blocked: boolean }) =>
      api.post(blocked ? 'api/blockedUsersOnEvent' : 'api/blockedUsersOnEvent/delete', { fkEventId: eventId, fkUserId: userId }),
    onSuccess: invalidate,
  });
}

export function useRemoveInvitation(eventId: number) {
  const invalidate = useInvalidateAttendees(eventId);
  return useMutation({
    mutationFn: (invitationId: number) => api.delete(`api/Events/delete-event-invitation/${invitationId}`),
    onSuccess: invalidate,
  });
}

/** invite-people, quiet: the form puts `fields` on its inputs and toasts the rest. */
export function useInvitePeople(eventId: number) {
  const invalidate = useInvalidateAttendees(eventId);
  return useMutation({
    mutationFn: (body: InvitePeople) => api.post<InviteAnswer>('api/Events/invite-people', body, { quiet: true }),
    onSuccess: invalidate,
  });
}

/** The e-mails of the active users of the chosen companies (companies-for-emails), to add to the invite list. */
export const useCompaniesForEmails = () =>
  useMutation({
    mutationFn: (companyIds: number[]) => api.post<z.infer<typeof emailsAnswer>>('api/Events/companies-for-emails', { companyIds }),
  });

/** Verified companies by name (POST api/Company/search), for the invite form's company picker. */
export const useCompanySearch = (name: string) =>
  useQuery({
    queryKey: ['companies', 'search', 'invite', name],
    queryFn: () => api.post<z.infer<typeof companyList>>('api/Company/search', { pageNum: 1, pageSize: 20, ...(name ? { name } : {}) }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
