/** Query keys of the news items: a write invalidates `feedKeys.all`. */
export const feedKeys = {
  all: ['feeds'] as const,
  list: (publicOnly: boolean) => ['feeds', publicOnly] as const,
  feed: (id: number) => ['feeds', 'item', id] as const,
  contentEditorLink: ['feeds', 'ce-link'] as const,
};
