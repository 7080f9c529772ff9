/** The address of an event's schedule tab, or of a session's interested users or timeline page. */
export function schedulePath(eventId: number, page?: 'interested-users' | 'timeline', scheduleId?: number): string {
  const base = `/event-management/chamber-events/details/${eventId}/schedule`;
  return page && scheduleId ? `${base}/${page}/${scheduleId}` : base;
}

/** The printable agenda of an event. */
export const agendaPrintPath = (eventId: number): string => `${schedulePath(eventId)}/print`;
