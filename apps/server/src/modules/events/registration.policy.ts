import { businessRule } from '../../lib/app-error.ts';
import type { EventRow } from './event.policy.ts';
import { registrationStateOf } from './event-status.ts';

/**
 * When people may register on an event and be invited to it, as predicates and as guards that
 * refuse with the spec's business rule.
 */

type RegistrationFacts = Pick<EventRow, 'isAnnounced' | 'registrationStartTime' | 'registrationEndTime' | 'endDate'>;

/** Registration has ended: at its end time (or closed by the organisers), or with the event. */
export function registrationEnded(event: RegistrationFacts, now = new Date()): boolean {
  return registrationStateOf(event, now).isRegistrationEnded || event.endDate <= now;
}

/** Registration is open: the event is announced, the registration window has started and not ended. */
export function canRegisterOn(event: RegistrationFacts, now = new Date()): boolean {
  return event.isAnnounced && registrationStateOf(event, now).isRegistrationStarted && !registrationEnded(event, now);
}

/** canRegisterOn, or 422 registration_ended / registration_not_started. */
export function requireRegistrationOpen(event: RegistrationFacts, now = new Date()): void {
  if (registrationEnded(event, now)) throw businessRule('registration_ended');
  if (!canRegisterOn(event, now)) throw businessRule('registration_not_started');
}

/** Invitations may be sent (and reminded) while registration has not ended on an announced event. */
export function canInviteTo(event: RegistrationFacts, now = new Date()): boolean {
  return event.isAnnounced && !registrationEnded(event, now);
}

/** canInviteTo, or 422 event_not_announced / registration_ended. */
export function requireInvitationsOpen(event: RegistrationFacts, now = new Date()): void {
  if (!event.isAnnounced) throw businessRule('event_not_announced');
  if (registrationEnded(event, now)) throw businessRule('registration_ended');
}
