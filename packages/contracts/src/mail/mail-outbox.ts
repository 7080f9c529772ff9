import { z } from 'zod';
import { logSearchBase } from '../logs/logs.ts';

export const mailStatuses = ['pending', 'sending', 'sent', 'stored', 'failed'] as const;

/** The transactional mails the portal sends (the outbox's template column). */
export const mailTemplateNames = [
  'confirm_email',
  'reset_password',
  'employee_invitation',
  'company_verified',
  'user_verified',
  'company_without_administrator',
  'new_company_member',
  'event_invitation',
  'event_reminder',
  'guest_contact_confirm',
  'message_digest',
  'data_export_ready',
  'event_survey',
] as const;
export type MailTemplateName = (typeof mailTemplateNames)[number];

/** The outbox searched like the logs (period by creation, person as the recipient, text over recipient, subject and template). */
export const mailOutboxSearch = z.object({
  ...logSearchBase,
  /** Part of the recipient address, case-insensitive. */
  recipient: z.string().trim().max(254).nullish(),
  status: z.enum(mailStatuses).nullish(),
  template: z.enum(mailTemplateNames).nullish(),
});
export type MailOutboxSearch = z.infer<typeof mailOutboxSearch>;

export const mailOutboxItem = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  subject: z.string(),
  template: z.string(),
  lang: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type MailOutboxItem = z.infer<typeof mailOutboxItem>;

/** The whole stored mail: the browser tests read confirmation links from these bodies. */
export const mailOutboxDetails = mailOutboxItem.extend({ textBody: z.string(), htmlBody: z.string() });
export type MailOutboxDetails = z.infer<typeof mailOutboxDetails>;

export const mailOutboxPage = z.object({ mails: z.array(mailOutboxItem), totalCount: z.number().int(), pageCount: z.number().int() });
export type MailOutboxPage = z.infer<typeof mailOutboxPage>;
