/** Query keys of the admin centre: the counters, and per log its searches and entries. */
export const adminCenterKeys = {
  all: ['admin-center'] as const,
  counters: ['admin-center', 'counters'] as const,
  log: (kind: string) => ['admin-center', 'logs', kind] as const,
  search: (kind: string, q: object) => ['admin-center', 'logs', kind, 'search', q] as const,
  entry: (kind: string, id: number) => ['admin-center', 'logs', kind, 'entry', id] as const,
};
