import { Cascade, type CascadeHandler } from '../../lib/cascade.ts';

/**
 * A person leaves the platform: removed from their company (companies/employees.service.ts) or
 * deleted by an administrator, soft or hard (users/users-admin.service.ts). It runs in the
 * removal's transaction, before a hard delete takes the rows; what follows belongs to higher
 * modules, which register it (meetings: the person's coming meetings are cancelled and the other
 * people get notification type 18). Returns the notifications to publish after commit.
 */
export const personRemoved = new Cascade<CascadeHandler<{ userId: number }, { userId: number; id: number }>>('person removed');
