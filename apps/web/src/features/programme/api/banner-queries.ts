import type { BannerModel } from '@portal/contracts/programme/banners';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteBanner, getEventBanners, saveBanner } from './banners.api.ts';
import { programmeKeys } from './programme-keys.ts';

const bannersKey = (eventId: number) => [...programmeKeys.event(eventId), 'banners'] as const;

export const useEventBanners = (eventId: number) => useQuery({ queryKey: bannersKey(eventId), queryFn: () => getEventBanners(eventId) });

export function useSaveBanner(eventId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (m: BannerModel) => saveBanner(m),
    onSuccess: () => qc.invalidateQueries({ queryKey: bannersKey(eventId) }),
  });
}

export function useDeleteBanner(eventId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteBanner(id),
    onSuccess: () => qc.invalidateQueries({ queryKey: bannersKey(eventId) }),
  });
}
