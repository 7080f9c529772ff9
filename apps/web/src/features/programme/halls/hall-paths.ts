import { eventDetailsPath } from '@portal/contracts/common/portal-links';
/** The address of an event's halls tab, or of the form of one hall (0: a new hall). */
export const hallsPath = (eventId: number, formId?: number) =>
  `${eventDetailsPath(eventId)}/hall${formId === undefined ? '' : `/form/${formId}`}`;
