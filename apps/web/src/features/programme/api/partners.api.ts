import type {
  EventPartner,
  PartnerModel,
  PartnerOffEvent,
  PartnerOnEvent,
  PartnerOrganizerFlag,
  PartnerPage,
  PartnerSearch,
  PartnersOnEvent,
  PartnersOrder,
  PartnerUpdate,
} from '@portal/contracts/programme/partners';
import { api } from '../../../api/client.ts';

const quiet = { quiet: true } as const;

export const searchEventPartners = (fkEventId: number) => api.post<PartnersOnEvent>('api/EventPartners/search-on-event', { fkEventId });
/** The organising chambers' partners not on the event yet ("add existing"). */
export const searchReusablePartners = (search: PartnerSearch) => api.post<PartnerPage>('api/EventPartners/search-all', search);
export const savePartner = (model: PartnerModel | PartnerUpdate) =>
  model.pkEventPartnerId
    ? api.put<EventPartner>('api/EventPartners', model, quiet)
    : api.post<EventPartner>('api/EventPartners/', model, quiet);
export const addExistingPartner = (body: PartnerOnEvent) =>
  api.post<unknown>('api/EventPartners/add-existing-event-partner-to-event', body);
export const removePartnerFromEvent = (body: PartnerOffEvent) =>
  api.post<unknown>('api/EventPartners/remove-event-partner-from-event', body);
export const reorderPartners = (body: PartnersOrder) => api.put<unknown>('api/EventPartners/change-order-partners-in-event', body);
export const setPartnerOrganizer = (body: PartnerOrganizerFlag) => api.put<unknown>('api/EventPartners/set-is-organizer-in-event', body);
