import type { ReactElement } from 'react';
import { type RenderOptions, renderWithProviders } from '../../../test/render.tsx';
import type { EventDetails } from '@portal/contracts/events/events';
import { eventDetails } from '../test-fixtures.ts';
import type { Attendee } from '@portal/contracts/events/invitations';

/** An announced event of the caller's chamber whose registration is open. */
export const openEvent: EventDetails = eventDetails({
  startDate: '2099-05-12T09:00:00Z',
  endDate: '2099-05-13T17:00:00Z',
  chamberName: 'Chamber of Commerce of Serbia',
  fkEventTopicId: null,
  eventTopicName: null,
  atendeesNumber: 1,
  predefinedTheme: null,
  description: null,
  lon: null,
  lat: null,
  fkPredefinedThemeId: null,
});

export function attendee(overrides: Partial<Attendee> = {}): Attendee {
  return {
    pkEventInvitationId: 31,
    fkEventId: 7,
    fkUserId: 5,
    email: 'ana@firma.rs',
    phone: null,
    firstName: 'Ana',
    lastName: 'Petrović',
    avatarName: null,
    fkCompanyId: 3,
    companyName: 'Agro Vojvodina d.o.o.',
    countryName: 'Serbia',
    fkAttendeeTypeId: null,
    attendeeTypeName: null,
    isAccepted: false,
    isBlocked: false,
    isUserDataVisibleToOthers: true,
    invitedOn: '2026-11-20T10:00:00Z',
    acceptedOn: null,
    reminderSentOn: null,
    ...overrides,
  };
}

/** Renders at the attendees page of event 7 unless another address is given. */
export const renderAttendees = (ui: ReactElement, o: RenderOptions = {}) =>
  renderWithProviders(ui, { url: '/event-management/chamber-events/details/7/attendees', ...o });
