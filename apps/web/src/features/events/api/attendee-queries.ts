import type { CompanyListQuery } from '@portal/contracts/companies/favourites';
import type { AttendeeSearch, InvitePeople, UpdateAttendeeType } from '@portal/contracts/events/invitations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from './event-keys.ts';
import {
  companiesForEmails,
  type EventCompanySearch,
  invitePeople,
  removeInvitation,
  searchAttendees,
  searchCompanies,
  searchEventCompanies,
  sendReminder,
  setBlocked,
  updateAttendeeType,
} from './events.api.ts';

/** Attendees of an event: organisers get every invitation, attendees the visible ones. */
export const useAttendees = (q: AttendeeSearch) =>
  useQuery({ queryKey: eventKeys.attendees(q.fkEventId, q), queryFn: () => searchAttendees(q), placeholderData: keepPreviousData });

/** Companies with registered attendees. */
export const useEventCompanies = (q: EventCompanySearch) =>
  useQuery({ queryKey: eventKeys.companies(q.fkEventId, q), queryFn: () => searchEventCompanies(q), placeholderData: keepPreviousData });

/** After any write to an event's attendees: its lists, figures and details (registration counts). */
function useInvalidateAttendees(eventId: number) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: eventKeys.event(eventId) });
}

export function useUpdateAttendeeType(eventId: number) {
  const invalidate = useInvalidateAttendees(eventId);
  return useMutation({ mutationFn: (body: UpdateAttendeeType) => updateAttendeeType(body), onSuccess: invalidate });
}

/** Reminds the given invitations, or (without ids) everyone who has not accepted yet. */
export function useSendReminder(eventId: number) {
  const invalidate = useInvalidateAttendees(eventId);
  return useMutation({ mutationFn: (invitationIds?: number[]) => sendReminder(eventId, invitationIds), onSuccess: invalidate });
}

export function useSetBlocked(eventId: number) {
  const invalidate = useInvalidateAttendees(eventId);
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: number; blocked: boolean }) => setBlocked(eventId, userId, blocked),
    onSuccess: invalidate,
  });
}

export function useRemoveInvitation(eventId: number) {
  const invalidate = useInvalidateAttendees(eventId);
  return useMutation({ mutationFn: (invitationId: number) => removeInvitation(invitationId), onSuccess: invalidate });
}

/** Invites people; the form puts `fields` on its inputs and toasts the rest. */
export function useInvitePeople(eventId: number) {
  const invalidate = useInvalidateAttendees(eventId);
  return useMutation({ mutationFn: (body: InvitePeople) => invitePeople(body), onSuccess: invalidate });
}

/** The e-mails of the active users of the chosen companies, to add to the invite list. */
export const useCompaniesForEmails = () => useMutation({ mutationFn: (companyIds: number[]) => companiesForEmails(companyIds) });

/** Verified companies by name, for the invite form's company picker. */
export const useCompanySearch = (name: string) => {
  const q: Partial<CompanyListQuery> = { pageNum: 1, pageSize: 20, ...(name ? { name } : {}) };
  return useQuery({
    queryKey: ['companies', 'search', 'invite', name],
    queryFn: () => searchCompanies(q),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};
