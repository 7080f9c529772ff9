import type {
  PartnerModel,
  PartnerOffEvent,
  PartnerOnEvent,
  PartnerOrganizerFlag,
  PartnerUpdate,
} from '@portal/contracts/programme/partners';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addExistingPartner,
  removePartnerFromEvent,
  reorderPartners,
  savePartner,
  searchEventPartners,
  searchReusablePartners,
  setPartnerOrganizer,
} from './partners.api.ts';
import { programmeKeys } from './programme-keys.ts';

const partnersKey = (eventId: number) => [...programmeKeys.event(eventId), 'partners'] as const;

/** The event's partners in their order. */
export const useEventPartners = (eventId: number) =>
  useQuery({ queryKey: partnersKey(eventId), queryFn: () => searchEventPartners(eventId) });

export const useReusablePartners = (eventId: number, name: string, enabled: boolean) => {
  const q = { fkEventId: eventId, pageNum: 1, pageSize: 10, ...(name ? { name } : {}) };
  return useQuery({
    queryKey: [...partnersKey(eventId), 'reusable', q],
    queryFn: () => searchReusablePartners(q),
    enabled,
    placeholderData: keepPreviousData,
  });
};

function useInvalidatePartners(eventId: number) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: partnersKey(eventId) });
}

export function useSavePartner(eventId: number) {
  const onSuccess = useInvalidatePartners(eventId);
  return useMutation({ mutationFn: (m: PartnerModel | PartnerUpdate) => savePartner(m), onSuccess });
}
export function useAddExistingPartner(eventId: number) {
  const onSuccess = useInvalidatePartners(eventId);
  return useMutation({ mutationFn: (b: PartnerOnEvent) => addExistingPartner(b), onSuccess });
}
export function useRemovePartner(eventId: number) {
  const onSuccess = useInvalidatePartners(eventId);
  return useMutation({ mutationFn: (b: PartnerOffEvent) => removePartnerFromEvent(b), onSuccess });
}
export function useSetPartnerOrganizer(eventId: number) {
  const onSuccess = useInvalidatePartners(eventId);
  return useMutation({ mutationFn: (b: PartnerOrganizerFlag) => setPartnerOrganizer(b), onSuccess });
}

/** Moves partners: the list shows the new order at once and reloads with the server's. */
export function useReorderPartners(eventId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (orderList: number[]) => reorderPartners({ fkEventId: eventId, orderList }),
    onSettled: () => qc.invalidateQueries({ queryKey: partnersKey(eventId) }),
  });
}
