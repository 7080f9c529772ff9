/**
 * Query keys of the message centre: every write (a message, read, delete, spam) invalidates
 * `messageKeys.all`, so folders, threads, contacts and the counters stay together.
 */
export const messageKeys = {
  all: ['messages'] as const,
  counters: ['messages', 'counters'] as const,
  folders: ['messages', 'folder'] as const,
  folder: (folder: string, q: object) => ['messages', 'folder', folder, q] as const,
  thread: (id: number, deleted: boolean) => ['messages', 'thread', id, deleted] as const,
  contacts: (q: object) => ['messages', 'contacts', q] as const,
  receivers: (kind: string, name: string) => ['messages', 'receivers', kind, name] as const,
};
