/** Query keys of account deletion. */
export const accountDeletionKeys = {
  all: ['account-deletion'] as const,
  summary: ['account-deletion', 'summary'] as const,
};
