import { z } from 'zod';

/**
 * Deleting one's own account (issue 24 item 4): the password again and an explicit confirmation.
 * `confirm` must be true: the dialog's check box "I understand this cannot be undone".
 */
export const deleteOwnAccountModel = z.object({
  password: z.string().min(1, 'validation.required').max(128, 'validation.max'),
  confirm: z.literal(true, 'validation.required'),
});
export type DeleteOwnAccountModel = z.infer<typeof deleteOwnAccountModel>;

/** A coming meeting that the deletion cancels (the other person gets notification 18). */
export const erasureMeeting = z.object({
  reservationId: z.number().int(),
  eventName: z.string(),
  start: z.string(),
  withName: z.string(),
});
export type ErasureMeeting = z.infer<typeof erasureMeeting>;

/** The caller's company and what their leaving means for it. */
export const erasureCompany = z.object({
  pkCompanyId: z.number().int(),
  name: z.string(),
  /** The caller is its company administrator and no other active administrator is left: it goes to its chamber. */
  isLastAdministrator: z.boolean(),
});
export type ErasureCompany = z.infer<typeof erasureCompany>;

/** What deleting the caller's account removes, cancels and keeps: the dialog lists it before asking for the password. */
export const erasureSummary = z.object({
  comingMeetings: z.array(erasureMeeting),
  /** Messages they sent: kept for the receivers, shown as from "a former user". */
  sentMessages: z.number().int(),
  company: erasureCompany.nullable(),
  /** Event registrations kept anonymised for the organisers' numbers. */
  eventRegistrations: z.number().int(),
  favouriteCompanies: z.number().int(),
  meetingWishes: z.number().int(),
  notifications: z.number().int(),
});
export type ErasureSummary = z.infer<typeof erasureSummary>;
