/** Query keys of the programme feature: invalidate `programmeKeys.event(id)` after any write to an event's programme. */
export const programmeKeys = {
  all: ['programme'] as const,
  event: (eventId: number) => ['programme', eventId] as const,
  schedules: (eventId: number, q: object) => ['programme', eventId, 'schedules', q] as const,
  schedule: (eventId: number, scheduleId: number) => ['programme', eventId, 'schedule', scheduleId] as const,
  interested: (eventId: number, q: object) => ['programme', eventId, 'interested', q] as const,
  halls: (eventId: number, q: object) => ['programme', eventId, 'halls', q] as const,
  speakers: (eventId: number, q: object) => ['programme', eventId, 'speakers', q] as const,
};
