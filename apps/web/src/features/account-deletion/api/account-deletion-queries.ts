import { useQuery } from '@tanstack/react-query';
import { accountDeletionKeys } from './account-deletion-keys.ts';
import { getErasureSummary } from './account-deletion.api.ts';

/** The summary, read fresh each time the dialog opens (meetings and messages change meanwhile). */
export const useErasureSummary = (enabled: boolean) =>
  useQuery({ queryKey: accountDeletionKeys.summary, queryFn: getErasureSummary, enabled, staleTime: 0, gcTime: 0 });
