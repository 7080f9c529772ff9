import type { FeedModel } from '@portal/contracts/companies/feeds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedKeys } from './feed-keys.ts';
import { deleteFeed, getContentEditorLink, getFeed, getFeeds, saveFeed } from './feeds.api.ts';

export const useFeeds = (publicOnly: boolean) => useQuery({ queryKey: feedKeys.list(publicOnly), queryFn: () => getFeeds(publicOnly) });

export const useFeed = (id: number | null) =>
  useQuery({ queryKey: feedKeys.feed(id ?? 0), queryFn: () => getFeed(id ?? 0), enabled: !!id });

export function useSaveFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedModel) => saveFeed(body),
    onSuccess: () => qc.invalidateQueries({ queryKey: feedKeys.all }),
  });
}

export function useDeleteFeed() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => deleteFeed(id), onSuccess: () => qc.invalidateQueries({ queryKey: feedKeys.all }) });
}

export const useContentEditorLink = () =>
  useQuery({ queryKey: feedKeys.contentEditorLink, queryFn: getContentEditorLink, staleTime: Number.POSITIVE_INFINITY });
