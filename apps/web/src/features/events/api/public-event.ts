import { publicPageKeys } from '@portal/contracts/public/public-page-keys';
import type { PublicEvent } from '@portal/contracts/public/public-pages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** An announced public event's page; the server's page hands it over in the cache (app/prefill.ts). */
export const getPublicEvent = (id: number) => api.get<PublicEvent>(`api/public/events/${id}`, { quiet: true });

export const usePublicEvent = (id: number) =>
  useQuery({ queryKey: publicPageKeys.event(id), queryFn: () => getPublicEvent(id), enabled: id > 0 });
