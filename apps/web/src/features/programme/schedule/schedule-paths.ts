import { eventSchedulePath } from '@portal/contracts/common/portal-links';

/** The printable agenda of an event. */
export const agendaPrintPath = (eventId: number): string => `${eventSchedulePath(eventId)}/print`;
