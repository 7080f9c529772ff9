import { AccessGroup, ModuleId, type RouteAccess } from '@portal/contracts/common/access';

/**
 * What the events routes declare. Organisers are chamber administrators and the platform
 * administrator; which events they organise event.policy decides per event.
 */
export const eventOrganisers = { functions: AccessGroup.administrators } as const satisfies RouteAccess;

/** Who takes part in events: the administrators, and company users whose company has event management. */
export const eventMembers = { functions: AccessGroup.members, modules: [ModuleId.eventManagement] } as const satisfies RouteAccess;
