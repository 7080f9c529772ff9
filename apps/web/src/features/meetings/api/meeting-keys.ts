/** Query keys of the meetings feature: invalidate `meetingKeys.schedule(id)` after any write to a session's meetings. */
export const meetingKeys = {
  all: ['meetings'] as const,
  schedule: (scheduleId: number) => ['meetings', 'schedule', scheduleId] as const,
  mine: (scheduleId: number) => ['meetings', 'schedule', scheduleId, 'mine'] as const,
  grid: (scheduleId: number) => ['meetings', 'schedule', scheduleId, 'grid'] as const,
  place: (scheduleId: number) => ['meetings', 'schedule', scheduleId, 'place'] as const,
  wishes: (scheduleId: number) => ['meetings', 'schedule', scheduleId, 'wishes'] as const,
  scheduler: (scheduleId: number) => ['meetings', 'schedule', scheduleId, 'scheduler'] as const,
  free: (scheduleId: number, userId: number, keepTable: number | null = null) =>
    ['meetings', 'schedule', scheduleId, 'free', userId, keepTable] as const,
  event: (eventId: number, q: object) => ['meetings', 'event', eventId, q] as const,
};
