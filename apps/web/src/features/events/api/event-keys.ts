/** Query keys of the events feature: invalidate `eventKeys.event(id)` after any write to an event or its attendees. */
export const eventKeys = {
  all: ['events'] as const,
  lists: ['events', 'list'] as const,
  list: (kind: string, q: object) => ['events', 'list', kind, q] as const,
  event: (id: number) => ['events', id] as const,
  details: (id: number) => ['events', id, 'details'] as const,
  info: (id: number) => ['events', id, 'info'] as const,
  status: (id: number) => ['events', id, 'status'] as const,
  attendees: (id: number, q: object) => ['events', id, 'attendees', q] as const,
  companies: (id: number, q: object) => ['events', id, 'companies', q] as const,
  chambers: (id: number) => ['events', id, 'chambers'] as const,
  theme: (id: number) => ['events', id, 'theme'] as const,
  themes: ['events', 'themes'] as const,
  placeTypes: ['events', 'place-types'] as const,
};
