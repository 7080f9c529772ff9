/** The address of an event's halls tab, or of the form of one hall (0: a new hall). */
export const hallsPath = (eventId: number, formId?: number) =>
  `/event-management/chamber-events/details/${eventId}/hall${formId === undefined ? '' : `/form/${formId}`}`;
