import { z } from 'zod';
import { product } from '../catalogue/products.ts';
import { service } from '../catalogue/services.ts';
import { coercedEntityId, entityId, optionalEntityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { email } from '../common/validation.ts';

/** At most this many people are invited in one request. */
export const INVITE_MAX = 500;

/**
 * POST api/Events/invite-people: by e-mail (registered users or not), by user, or every active
 * user of the chosen companies. Already invited e-mails are skipped.
 */
export const invitePeople = z
  .object({
    fkEventId: entityId,
    emails: z.array(email).max(INVITE_MAX, 'validation.max_items').default([]),
    userIds: z.array(entityId).max(INVITE_MAX, 'validation.max_items').default([]),
    companyIds: z.array(entityId).max(100, 'validation.max_items').default([]),
    /** Attendee type (code type 1) given to everyone invited now. */
    fkAttendeeTypeId: optionalEntityId,
    /**
     * An invitation mail template (kind invitation_mail) of the organising chamber, or of the
     * caller's own chamber: its subject and body become the organiser's message in the mail.
     */
    fkTemplateId: optionalEntityId,
  })
  .refine((v) => v.emails.length + v.userIds.length + v.companyIds.length > 0, {
    message: 'validation.required',
    path: ['emails'],
  });
export type InvitePeople = z.input<typeof invitePeople>;
/** As the server receives it: defaults applied. */
export type ParsedInvitePeople = z.infer<typeof invitePeople>;
/** notMailedEmails: invited, but not mailed, because the person does not consent to news from the chamber. */
export const inviteAnswer = z.object({
  invitedCount: z.number().int(),
  skippedEmails: z.array(z.string()),
  notMailedEmails: z.array(z.string()),
});
export type InviteAnswer = z.infer<typeof inviteAnswer>;

/** companies-for-emails: the e-mails of the active users of these companies, to fill the invite form. */
export const companiesForEmails = z.object({
  companyIds: z.array(entityId).min(1, 'validation.required').max(100, 'validation.max_items'),
});
export type CompaniesForEmails = z.infer<typeof companiesForEmails>;
export const emailsAnswer = z.object({ emails: z.array(z.string()) });
export type EmailsAnswer = z.infer<typeof emailsAnswer>;

/**
 * An attendee (one invitation). Organisers see every invitation with its e-mail; attendees see other
 * visible, accepted attendees. The phone (and the e-mail for attendees) where the person shows it in
 * attendee lists, or to their colleagues and administrators.
 */
export const attendee = z.object({
  pkEventInvitationId: z.number().int(),
  fkEventId: z.number().int(),
  fkUserId: z.number().int().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarName: z.string().nullable(),
  fkCompanyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  countryName: z.string().nullable(),
  fkAttendeeTypeId: z.number().int().nullable(),
  attendeeTypeName: z.string().nullable(),
  isAccepted: z.boolean(),
  isBlocked: z.boolean(),
  isUserDataVisibleToOthers: z.boolean(),
  invitedOn: z.string(),
  acceptedOn: z.string().nullable(),
  reminderSentOn: z.string().nullable(),
});
export type Attendee = z.infer<typeof attendee>;

export const attendeeSearch = z.object({
  fkEventId: entityId,
  ...pageFields(20),
  /** Name, e-mail or company. */
  name: z.string().trim().max(200).nullish(),
  isAccepted: z.boolean().nullish(),
  isBlocked: z.boolean().nullish(),
  /** Only the people who take part in the event's meetings (registered, and their company uses event management): the meeting picker. */
  canMeet: z.boolean().nullish(),
  fkAttendeeTypeId: optionalEntityId,
  fkCountryId: optionalEntityId,
});
export type AttendeeSearch = z.input<typeof attendeeSearch>;
export type ParsedAttendeeSearch = z.infer<typeof attendeeSearch>;
export const attendeePage = z.object({ attendees: z.array(attendee), totalPages: z.number().int(), totalCount: z.number().int() });
export type AttendeePage = z.infer<typeof attendeePage>;

/** search-companies-in-event: companies with registered attendees. */
export const eventCompanySearch = z.object({
  fkEventId: entityId,
  ...pageFields(10),
  name: z.string().trim().max(200).nullish(),
});
export type EventCompanySearch = z.infer<typeof eventCompanySearch>;
export const eventCompanyPage = z.object({
  companies: z.array(
    z.object({
      pkCompanyId: z.number().int(),
      name: z.string(),
      logoName: z.string().nullable(),
      countryName: z.string(),
      attendeesCount: z.number().int(),
    }),
  ),
  totalPages: z.number().int(),
  companiesCount: z.number().int(),
});
export type EventCompanyPage = z.infer<typeof eventCompanyPage>;

export const updateAttendeeType = z.object({ pkEventInvitationId: entityId, fkAttendeeTypeId: entityId.nullable() });
export type UpdateAttendeeType = z.infer<typeof updateAttendeeType>;
/** send-reminder: to the given invitations, or to everyone who has not accepted yet. */
export const sendReminder = z.object({
  fkEventId: entityId,
  invitationIds: z.array(entityId).max(INVITE_MAX, 'validation.max_items').nullish(),
});
export type SendReminder = z.infer<typeof sendReminder>;
export const reminderAnswer = z.object({ sentCount: z.number().int(), notMailedEmails: z.array(z.string()) });
export type ReminderAnswer = z.infer<typeof reminderAnswer>;

/**
 * The event registration payload (spec-1 section 3), posted to accept-invitation or, on a public
 * event without an invitation, public-event-add-invitation. Ids are de-duplicated.
 */
export const eventRegistration = z.object({
  fkEventId: entityId,
  isUserDataVisibleToOthers: z.boolean().default(true),
  productIDs: z
    .array(entityId)
    .max(500, 'validation.max_items')
    .default([])
    .transform((ids) => [...new Set(ids)]),
  serviceIDs: z
    .array(entityId)
    .max(500, 'validation.max_items')
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type EventRegistration = z.input<typeof eventRegistration>;
export type ParsedEventRegistration = z.infer<typeof eventRegistration>;

/** User event status (spec-2 section 3); every registration check answers all of it. */
export const userEventStatus = z.object({
  canRegister: z.boolean(),
  isRegistered: z.boolean(),
  isBlocked: z.boolean(),
  isAccepted: z.boolean(),
  isInvited: z.boolean(),
  /** The caller's company has products or services to bring to the event. */
  registerWithProductsServices: z.boolean(),
});
export type UserEventStatus = z.infer<typeof userEventStatus>;

export const eventIdBody = z.object({ fkEventId: entityId });
export type EventIdBody = z.infer<typeof eventIdBody>;
export const invitedAnswer = z.object({ isInvited: z.boolean(), isAccepted: z.boolean() });
export type InvitedAnswer = z.infer<typeof invitedAnswer>;

/** accept-invitation-from-email: the token from the mailed link (/join-event?token=...). */
export const acceptFromEmail = z.object({ token: z.string().trim().min(20, 'invalid_invitation').max(200, 'invalid_invitation') });
export type AcceptFromEmail = z.infer<typeof acceptFromEmail>;
export const acceptFromEmailAnswer = z.object({ fkEventId: z.number().int(), eventName: z.string(), email: z.string() });
export type AcceptFromEmailAnswer = z.infer<typeof acceptFromEmailAnswer>;

/** api/blockedUsersOnEvent and its delete: an organiser blocks or unblocks an attendee. */
export const blockedUserOnEvent = z.object({ fkEventId: entityId, fkUserId: entityId });
export type BlockedUserOnEvent = z.infer<typeof blockedUserOnEvent>;

/** company-products-on-event and company-services-on-event (spec: pageNum, pageSize). */
export const companyItemsOnEventParams = z.object({
  companyId: coercedEntityId,
  eventId: coercedEntityId,
});
export type CompanyItemsOnEventParams = z.infer<typeof companyItemsOnEventParams>;
export const companyItemsOnEventSearch = z.object({
  ...pageFields(6),
  name: z.string().trim().max(200).nullish(),
  /** HS codes (products) or NACE classes (services), with their sub-trees. */
  classificationIds: z.array(entityId).max(100).nullish(),
  /** Only the items brought to the event. */
  onlyInEvent: z.boolean().default(false),
});
export type CompanyItemsOnEventSearch = z.infer<typeof companyItemsOnEventSearch>;
/** The answers: the catalogue's product and service shapes, each marked whether it is brought to the event. */
export const productOnEvent = product.extend({ isInEvent: z.boolean() });
export type ProductOnEvent = z.infer<typeof productOnEvent>;
export const serviceOnEvent = service.extend({ isInEvent: z.boolean() });
export type ServiceOnEvent = z.infer<typeof serviceOnEvent>;
const onEventPage = { totalPages: z.number().int(), totalCount: z.number().int(), isUserDataVisibleToOthers: z.boolean() };
export const companyProductsOnEvent = z.object({ products: z.array(productOnEvent), ...onEventPage });
export type CompanyProductsOnEvent = z.infer<typeof companyProductsOnEvent>;
export const companyServicesOnEvent = z.object({ services: z.array(serviceOnEvent), ...onEventPage });
export type CompanyServicesOnEvent = z.infer<typeof companyServicesOnEvent>;

/** check-company-users-has-accepted-event-initations/{id}. */
export const companyEventInvitations = z.object({
  hasAcceptedInvitations: z.boolean(),
  /** Events a user of the company is invited to that allow skipping registration (the Skip activation). */
  skipRegistrationEvents: z.array(z.object({ pkEventId: z.number().int(), name: z.string() })),
});
export type CompanyEventInvitations = z.infer<typeof companyEventInvitations>;
/** POST api/Company/activate-by-event/{id} (the Skip button): activates the company through such an event. */
export const activateByEvent = z.object({ fkEventId: entityId });
export type ActivateByEvent = z.infer<typeof activateByEvent>;
