import { z } from 'zod';
import { entityId, optionalEntityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { requiredText } from '../common/validation.ts';
import { nameFilter, optionalImageName, optionalLink, richText } from './common.ts';

/** Partners one event may show: the reorder call lists them all. */
export const MAX_EVENT_PARTNERS = 200;

/**
 * A partner (sponsor, supporter) as the spec names it: pkEventPartnerId, logo, name,
 * description, fkEventId, fkChamberId, isOrganizer. Partners belong to a chamber and are reused
 * across its events; on an event they are ordered and some are flagged as organisers. Outside
 * an event (search-all, GET) fkEventId is null and isOrganizer false.
 */
export const eventPartner = z.object({
  pkEventPartnerId: z.number().int(),
  logo: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  link: z.string().nullable(),
  fkEventId: z.number().int().nullable(),
  fkChamberId: z.number().int(),
  isOrganizer: z.boolean(),
  /** Position on the event, from 1; null outside an event. */
  sortOrder: z.number().int().nullable(),
});
export type EventPartner = z.infer<typeof eventPartner>;

/**
 * POST api/EventPartners/ (new partner; with fkEventId it is added to that event at the end) and
 * PUT api/EventPartners (pkEventPartnerId given; with fkEventId its isOrganizer flag there is set).
 * The owner chamber: a chamber administrator's own; the platform administrator names it or, with
 * fkEventId, it is the event's organising chamber.
 */
export const partnerModel = z.object({
  pkEventPartnerId: entityId.optional(),
  name: requiredText(200),
  logo: optionalImageName,
  link: optionalLink,
  description: richText(5000),
  fkEventId: optionalEntityId,
  fkChamberId: optionalEntityId,
  isOrganizer: z.boolean().default(false),
});
export type PartnerModel = z.input<typeof partnerModel>;
export type ParsedPartnerModel = z.infer<typeof partnerModel>;
export const partnerUpdate = partnerModel.extend({ pkEventPartnerId: entityId });
export type PartnerUpdate = z.input<typeof partnerUpdate>;

/** POST search-on-event: an event's partners in their order (all of them). */
export const partnersOnEventSearch = z.object({ fkEventId: entityId, name: nameFilter });
export type PartnersOnEventSearch = z.input<typeof partnersOnEventSearch>;
export const partnersOnEvent = z.object({ eventPartners: z.array(eventPartner) });
export type PartnersOnEvent = z.infer<typeof partnersOnEvent>;

/**
 * POST search-all: the partners a chamber may reuse, by name. With fkEventId, the event's
 * organising chambers' partners that are not on it yet (for "add existing").
 */
export const partnerSearch = z.object({
  ...pageFields(10),
  name: nameFilter,
  fkEventId: optionalEntityId,
  fkChamberId: optionalEntityId,
});
export type PartnerSearch = z.input<typeof partnerSearch>;
export type ParsedPartnerSearch = z.infer<typeof partnerSearch>;
export const partnerPage = z.object({
  eventPartners: z.array(eventPartner),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type PartnerPage = z.infer<typeof partnerPage>;

/** add-existing-event-partner-to-event: a chamber's partner joins the event at the end of its list. */
export const partnerOnEvent = z.object({ fkEventId: entityId, pkEventPartnerId: entityId, isOrganizer: z.boolean().default(false) });
export type PartnerOnEvent = z.input<typeof partnerOnEvent>;
/** remove-event-partner-from-event: the partner stays the chamber's. */
export const partnerOffEvent = z.object({ fkEventId: entityId, pkEventPartnerId: entityId });
export type PartnerOffEvent = z.infer<typeof partnerOffEvent>;

/**
 * change-order-partners-in-event: partner ids in their new order. Partners of the event the list
 * leaves out (one added meanwhile) keep their relative order after the listed ones.
 */
export const partnersOrder = z.object({
  fkEventId: entityId,
  orderList: z
    .array(entityId)
    .min(1, 'validation.required')
    .max(MAX_EVENT_PARTNERS, 'validation.max')
    .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicate'),
});
export type PartnersOrder = z.infer<typeof partnersOrder>;

/** set-is-organizer-in-event. */
export const partnerOrganizerFlag = z.object({ fkEventId: entityId, pkEventPartnerId: entityId, isOrganizer: z.boolean() });
export type PartnerOrganizerFlag = z.infer<typeof partnerOrganizerFlag>;
