import type { BannerModel, EventBanner, EventBannerList } from '@portal/contracts/programme/banners';
import { api } from '../../../api/client.ts';

export const getEventBanners = (eventId: number) =>
  api.get<EventBannerList>(`api/EventBanners/get-all-for-event/${eventId}`, { quiet: true });
export const saveBanner = (model: BannerModel) => api.post<EventBanner>('api/EventBanners/create-or-update', model, { quiet: true });
export const deleteBanner = (id: number) => api.delete<unknown>(`api/EventBanners/${id}`, { quiet: true });
