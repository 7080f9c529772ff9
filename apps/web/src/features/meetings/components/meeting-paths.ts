import { sessionTimelinePath } from '@portal/contracts/common/portal-links';
/** The organisers' grid of a session: tables × slots. */
export const gridPath = (eventId: number, scheduleId: number) => `${sessionTimelinePath(eventId, scheduleId)}/grid`;
/** The organisers' automatic scheduler of a session. */
export const schedulerPath = (eventId: number, scheduleId: number) => `${sessionTimelinePath(eventId, scheduleId)}/scheduler`;
