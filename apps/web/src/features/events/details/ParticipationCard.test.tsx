import type { EventDetails } from '@portal/contracts/events/events';
import type { UserEventStatus } from '@portal/contracts/events/invitations';
import { describe, expect, it } from 'vitest';
import { participationPhase } from './ParticipationCard.tsx';

const event = (patch: Partial<EventDetails> = {}) =>
  ({ eventStatus: 2, isRegistrationStarted: true, isRegistrationEnded: false, ...patch }) as EventDetails;
const status = (patch: Partial<UserEventStatus> = {}): UserEventStatus => ({
  canRegister: false,
  isRegistered: false,
  isBlocked: false,
  isAccepted: false,
  isInvited: false,
  registerWithProductsServices: false,
  ...patch,
});

describe('participationPhase', () => {
  it('puts a block above everything, then the registration', () => {
    expect(participationPhase(event(), status({ isBlocked: true, isAccepted: true, canRegister: true }))).toBe('blocked');
    expect(participationPhase(event(), status({ isAccepted: true, canRegister: true }))).toBe('registered');
    expect(participationPhase(event(), status({ canRegister: true }))).toBe('can_register');
  });

  it('explains why registering is not possible', () => {
    expect(participationPhase(event({ eventStatus: 0, isRegistrationEnded: true }), status())).toBe('finished');
    expect(participationPhase(event({ isRegistrationEnded: true }), status())).toBe('closed');
    expect(participationPhase(event({ isRegistrationStarted: false }), status())).toBe('not_started');
    expect(participationPhase(event(), status())).toBe('not_invited');
  });
});
