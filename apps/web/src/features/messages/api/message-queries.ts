import type { ContactSearch, ContactModel, MessageModel, MessageSearch } from '@portal/contracts/messages/messages';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageKeys } from './message-keys.ts';
import {
  contactChamber,
  contactCompany,
  deleteConversation,
  getCounters,
  getThread,
  type MessageFolder,
  markConversationRead,
  markSpam,
  restoreConversation,
  searchContacts,
  searchConversations,
  searchReceivers,
  sendReply,
  startConversation,
  unmarkSpam,
} from './messages.api.ts';

/** Messages of a thread one call brings. */
export const THREAD_PAGE_SIZE = 50;

export const useMessageCounters = () => useQuery({ queryKey: messageKeys.counters, queryFn: getCounters });

export const useConversations = (folder: MessageFolder, q: MessageSearch) =>
  useQuery({ queryKey: messageKeys.folder(folder, q), queryFn: () => searchConversations(folder, q), placeholderData: keepPreviousData });

/** A thread, oldest first, a page of 50 at a time (later pages hold the newer messages). */
export const useThread = (id: number | null, deleted: boolean) =>
  useInfiniteQuery({
    queryKey: messageKeys.thread(id ?? 0, deleted),
    queryFn: ({ pageParam }) => getThread(id ?? 0, deleted, pageParam, THREAD_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
    enabled: id !== null,
  });

export const useContacts = (q: ContactSearch) =>
  useQuery({ queryKey: messageKeys.contacts(q), queryFn: () => searchContacts(q), placeholderData: keepPreviousData });

export const useReceivers = (administrator: boolean, name: string) =>
  useQuery({
    queryKey: messageKeys.receivers(administrator ? 'chamber' : 'company', name),
    queryFn: () => searchReceivers(administrator, { pageNum: 1, pageSize: 20, ...(name ? { name } : {}) }),
    placeholderData: keepPreviousData,
  });

/** Any write of the message centre refreshes its folders, threads, contacts and counters. */
function useMessageMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: messageKeys.all }) });
}

export const useSendReply = () => useMessageMutation(sendReply);

export type NewConversation =
  | { kind: 'direct'; body: MessageModel }
  | { kind: 'contact-us'; body: ContactModel }
  | { kind: 'company'; companyId: number; body: ContactModel };

export const useStartConversation = () =>
  useMessageMutation((v: NewConversation) =>
    v.kind === 'direct'
      ? startConversation(v.body)
      : v.kind === 'contact-us'
        ? contactChamber(v.body)
        : contactCompany(v.companyId, v.body),
  );

/** Marks a thread read: the counters and folders change, the open thread keeps its "new" marks. */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: messageKeys.counters }), qc.invalidateQueries({ queryKey: messageKeys.folders })]),
  });
}
export const useDeleteConversation = () => useMessageMutation(deleteConversation);
export const useRestoreConversation = () => useMessageMutation(restoreConversation);
export const useSpamToggle = () =>
  useMessageMutation(({ userId, spam }: { userId: number; spam: boolean }) => (spam ? markSpam(userId) : unmarkSpam(userId)));
