import { z } from 'zod';
import { product } from '../catalogue/products.ts';
import { service } from '../catalogue/services.ts';
import { MAX_PAGE_SIZE } from '../common/paging.ts';
import { email } from '../common/validation.ts';

const id = z.number().int().positive().max(2147483647);
/** At most this many people are invited in one request. */
export const INVITE_MAX = 500;

/**
 * POST api/Events/invite-people: by e-mail (registered users or not), by user, or every active
 * user of the chosen companies. Already invited e-mails are skipped.
 */
export const invitePeople = z
  .object({
    fkEventId: id,
    emails: z.array(email).max(INVITE_MAX, 'validation.max_items').default([]),
    userIds: z.array(id).max(INVITE_MAX, 'validation.max_items').default([]),
    companyIds: z.array(id).max(100, 'validation.max_items').default([]),
    /** Attendee type (code type 1) given to everyone invited now. */
    fkAttendeeTypeId: id.nullish(),
  })
  .refine((v) => v.emails.length + v.userIds.length + v.companyIds.length > 0, {
    message: 'validation.required',
    path: ['emails'],
  });
export type InvitePeople = z.input<typeof invitePeople>;
export const inviteAnswer = z.object({ invitedCount: z.number().int(), skippedEmails: z.array(z.string()) });

/** companies-for-emails: the e-mails of the active users of these companies, to fill the invite form. */
export const companiesForEmails = z.object({ companyIds: z.array(id).min(1, 'validation.required').max(100, 'validation.max_items') });
export const emailsAnswer = z.object({ emails: z.array(z.string()) });

/** An attendee (one invitation). Organisers see every field; attendees see other visible, accepted attendees without e-mail. */
export const attendee = z.object({
  pkEventInvitationId: z.number().int(),
  fkEventId: z.number().int(),
  fkUserId: z.number().int().nullable(),
  email: z.string().nullable(),
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
  fkEventId: id,
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  /** Name, e-mail or company. */
  name: z.string().trim().max(200).nullish(),
  isAccepted: z.boolean().nullish(),
  isBlocked: z.boolean().nullish(),
  fkAttendeeTypeId: id.nullish(),
  fkCountryId: id.nullish(),
});
export type AttendeeSearch = z.input<typeof attendeeSearch>;
export const attendeePage = z.object({ attendees: z.array(attendee), totalPages: z.number().int(), totalCount: z.number().int() });
export type AttendeePage = z.infer<typeof attendeePage>;

/** search-companies-in-event: companies with registered attendees. */
export const eventCompanySearch = z.object({
  fkEventId: id,
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  name: z.string().trim().max(200).nullish(),
});
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

export const updateAttendeeType = z.object({ pkEventInvitationId: id, fkAttendeeTypeId: id.nullable() });
/** send-reminder: to the given invitations, or to everyone who has not accepted yet. */
export const sendReminder = z.object({ fkEventId: id, invitationIds: z.array(id).max(INVITE_MAX, 'validation.max_items').nullish() });
export const reminderAnswer = z.object({ sentCount: z.number().int() });

/**
 * The event registration payload (spec-1 section 3), posted to accept-invitation or, on a public
 * event without an invitation, public-event-add-invitation. Ids are de-duplicated.
 */
export const eventRegistration = z.object({
  fkEventId: id,
  isUserDataVisibleToOthers: z.boolean().default(true),
  productIDs: z
    .array(id)
    .max(500, 'validation.max_items')
    .default([])
    .transform((ids) => [...new Set(ids)]),
  serviceIDs: z
    .array(id)
    .max(500, 'validation.max_items')
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type EventRegistration = z.input<typeof eventRegistration>;

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

export const eventIdBody = z.object({ fkEventId: id });
export const invitedAnswer = z.object({ isInvited: z.boolean(), isAccepted: z.boolean() });

/** accept-invitation-from-email: the token from the mailed link (/join-event?token=...). */
export const acceptFromEmail = z.object({ token: z.string().trim().min(20, 'invalid_invitation').max(200, 'invalid_invitation') });
export const acceptFromEmailAnswer = z.object({ fkEventId: z.number().int(), eventName: z.string(), email: z.string() });

/** api/blockedUsersOnEvent and its delete: an organiser blocks or unblocks an attendee. */
export const blockedUserOnEvent = z.object({ fkEventId: id, fkUserId: id });

/** company-products-on-event and company-services-on-event (spec: pageNum, pageSize). */
export const companyItemsOnEventParams = z.object({
  companyId: z.coerce.number().int().positive().max(2147483647),
  eventId: z.coerce.number().int().positive().max(2147483647),
});
export const companyItemsOnEventSearch = z.object({
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(6),
  name: z.string().trim().max(200).nullish(),
  /** HS codes (products) or NACE classes (services), with their sub-trees. */
  classificationIds: z.array(id).max(100).nullish(),
  /** Only the items brought to the event. */
  onlyInEvent: z.boolean().default(false),
});
/** The answers: the catalogue's product and service shapes, each marked whether it is brought to the event. */
export const productOnEvent = product.extend({ isInEvent: z.boolean() });
export const serviceOnEvent = service.extend({ isInEvent: z.boolean() });
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
/** POST api/Company/activate-by-event/{id} (the Skip button): activates the company through such an event. */
export const activateByEvent = z.object({ fkEventId: id });
