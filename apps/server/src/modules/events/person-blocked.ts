import { Cascade, type CascadeHandler } from '../../lib/cascade.ts';

/**
 * A person blocked on an event (blocked-users.service.ts). It runs in the block's transaction;
 * what follows belongs to higher modules, which register it (meetings: the person's coming
 * meetings of that event are cancelled and the other people get notification type 18). Returns the
 * notifications to publish after commit.
 */
export const personBlockedOnEvent = new Cascade<CascadeHandler<{ userId: number; eventId: number }, { userId: number; id: number }>>(
  'person blocked on an event',
);
