import { EventStatus, type EventSummary } from '@portal/contracts/events/events';

/** Whether the caller can still register on a listed event: announced, registration open, not ended, invited or public. */
export function canRegisterFromList(event: EventSummary): boolean {
  return (
    event.isAnnounced &&
    event.eventStatus !== EventStatus.finished &&
    event.isRegistrationStarted &&
    !event.isRegistrationEnded &&
    !event.isAccepted &&
    (event.isInvited || event.isPublic) &&
    !event.deletedAt
  );
}
