import type { EventSummary } from '@portal/contracts/events/events';
import { describe, expect, it } from 'vitest';
import { canRegisterFromList } from './can-register.ts';

const open = {
  isAnnounced: true,
  eventStatus: 2,
  isRegistrationStarted: true,
  isRegistrationEnded: false,
  isAccepted: false,
  isInvited: true,
  isPublic: false,
  deletedAt: null,
} as EventSummary;

describe('canRegisterFromList', () => {
  it('offers Register on an announced event with open registration to the invited, or to anyone when public', () => {
    expect(canRegisterFromList(open)).toBe(true);
    expect(canRegisterFromList({ ...open, isInvited: false, isPublic: true })).toBe(true);
    expect(canRegisterFromList({ ...open, isInvited: false })).toBe(false);
  });

  it('not once registered, closed, finished or not announced', () => {
    expect(canRegisterFromList({ ...open, isAccepted: true })).toBe(false);
    expect(canRegisterFromList({ ...open, isRegistrationEnded: true })).toBe(false);
    expect(canRegisterFromList({ ...open, isRegistrationStarted: false })).toBe(false);
    expect(canRegisterFromList({ ...open, eventStatus: 0 })).toBe(false);
    expect(canRegisterFromList({ ...open, isAnnounced: false })).toBe(false);
  });
});
