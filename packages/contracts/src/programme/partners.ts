import { z } from 'zod';
import { entityId, optionalEntityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { requiredText } from '../common/validation.ts';
import { contentLanguage, editableTextsOf, PARTNER_TEXT_FIELDS, textLanguagesOf, translationsOf } from '../common/content-languages.ts';
import { nameFilter, optionalImageName, optionalLink, richText } from './common.ts';

/** A partner's texts that may be written in several languages (the model's own are its main language's). */
const partnerTextShape = { description: richText(5000) };
export const partnerTranslations = translationsOf(partnerTextShape);
export const partnerEditableTexts = editableTextsOf(partnerTextShape);
export type PartnerEditableTexts = z.infer<typeof partnerEditableTexts>;

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
  /** The language the description is written in first (its fallback). */
  mainLanguage: contentLanguage,
  /** The language the description is in: the reader's, or the main one when not written in theirs. */
  textLanguages: textLanguagesOf(PARTNER_TEXT_FIELDS),
  /** For the chamber's administrators: the description in every written language; null for others. */
  editableTexts: partnerEditableTexts.nullable(),
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
  description: partnerTextShape.description,
  fkEventId: optionalEntityId,
  fkChamberId: optionalEntityId,
  isOrganizer: z.boolean().default(false),
  /**
   * The language of the description (a partner is reused across the chamber's events, so it has
   * its own); left out, a new partner's is its event's main language (English without one) and a
   * stored one's stays.
   */
  mainLanguage: contentLanguage.nullish(),
  /** The description in other languages; left out, the stored ones stay; given, they replace them. */
  translations: partnerTranslations.nullish(),
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
