import { MAX_PAGE_SIZE } from '@portal/contracts/common/paging';
import type { EventRegistration } from '@portal/contracts/events/invitations';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ItemKind } from '../registration/registration-selection.ts';
import { eventKeys } from './event-keys.ts';
import { acceptInvitationFromEmail, type ItemsOnEventSearch, registerOnEvent, searchItemsOnEvent } from './events.api.ts';

/** Spec-1 section 9: the registration lists show 6 items, then more on request. */
export const REGISTRATION_PAGE_SIZE = 6;

export interface ItemFilters {
  name: string;
  classificationIds: number[];
}

/** One item as the registration dialog shows it, products and services alike. */
export interface EventItem {
  id: number;
  name: string;
  code: string;
  classification: string;
  mainImage: string | null;
  images: string;
  isInEvent: boolean;
}

interface ItemsPage {
  items: EventItem[];
  totalCount: number;
  totalPages: number;
  isUserDataVisibleToOthers: boolean;
}

async function fetchItems(kind: ItemKind, companyId: number, eventId: number, body: ItemsOnEventSearch): Promise<ItemsPage> {
  const answer = await searchItemsOnEvent(kind, companyId, eventId, body);
  const items: EventItem[] =
    'products' in answer
      ? answer.products.map((p) => ({
          id: p.pkProductId,
          name: p.name,
          code: p.classificationCode,
          classification: p.classificationName,
          mainImage: p.mainImage,
          images: p.images,
          isInEvent: p.isInEvent,
        }))
      : answer.services.map((s) => ({
          id: s.pkServiceId,
          name: s.name,
          code: s.activityCode,
          classification: s.activityName,
          mainImage: s.mainImage,
          images: s.images,
          isInEvent: s.isInEvent,
        }));
  return {
    items,
    totalCount: answer.totalCount,
    totalPages: answer.totalPages,
    isUserDataVisibleToOthers: answer.isUserDataVisibleToOthers,
  };
}

const searchBody = (filters: ItemFilters) => ({
  name: filters.name || undefined,
  classificationIds: filters.classificationIds.length ? filters.classificationIds : undefined,
});

/** The company's products or services for the dialog, 6 a page; an item added in another tab shows on return. */
export function useItemsOnEvent(kind: ItemKind, companyId: number, eventId: number, filters: ItemFilters) {
  return useInfiniteQuery({
    queryKey: [...eventKeys.event(eventId), 'registration-items', kind, companyId, filters] as const,
    queryFn: ({ pageParam }) =>
      fetchItems(kind, companyId, eventId, { pageNum: pageParam, pageSize: REGISTRATION_PAGE_SIZE, ...searchBody(filters) }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length < last.totalPages ? all.length + 1 : undefined),
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/** Every id the search finds (select all), page by page at the largest page size. */
export async function fetchAllItemIds(kind: ItemKind, companyId: number, eventId: number, filters: ItemFilters): Promise<number[]> {
  const ids: number[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await fetchItems(kind, companyId, eventId, { pageNum, pageSize: MAX_PAGE_SIZE, ...searchBody(filters) });
    ids.push(...page.items.map((i) => i.id));
    if (pageNum >= page.totalPages || !page.items.length) return ids;
  }
}

/** What the caller brings to the event now (their saved selection and visibility), to start the dialog from. */
export function useSavedSelection(companyId: number | null, eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...eventKeys.event(eventId), 'registration-saved', companyId] as const,
    enabled: enabled && !!companyId,
    staleTime: 0,
    queryFn: async () => {
      const body = { pageNum: 1, pageSize: MAX_PAGE_SIZE, onlyInEvent: true };
      const [products, services] = await Promise.all([
        fetchItems('product', companyId ?? 0, eventId, body),
        fetchItems('service', companyId ?? 0, eventId, body),
      ]);
      return {
        products: products.items.map((i) => i.id),
        services: services.items.map((i) => i.id),
        visible: products.isUserDataVisibleToOthers,
      };
    },
  });
}

/**
 * Register (or save changes): accept-invitation, or public-event-add-invitation on a public event
 * the caller has no invitation to. Quiet: the dialog decides (not_invited_to_event closes it).
 */
export function useRegisterOnEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, publicSelfInvite }: { body: EventRegistration; publicSelfInvite: boolean }) =>
      registerOnEvent(body, publicSelfInvite),
    onSuccess: (_, { body }) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: eventKeys.event(body.fkEventId) }),
        qc.invalidateQueries({ queryKey: eventKeys.lists }),
      ]),
  });
}

/**
 * The mailed invitation link (/join-event?token=): the token is single use, so it is sent once
 * (never refetched) and the outcome stays on screen.
 */
export const useJoinByToken = (token: string) =>
  useQuery({
    queryKey: ['events', 'join', token],
    queryFn: () => acceptInvitationFromEmail(token),
    enabled: !!token,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
