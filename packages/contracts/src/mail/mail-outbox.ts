import { z } from 'zod';
import { pageFields } from '../common/paging.ts';

export const mailStatuses = ['pending', 'sending', 'sent', 'stored', 'failed'] as const;

export const mailOutboxSearch = z.object({
  ...pageFields(20, { maxPage: 1_000_000 }),
  /** Part of the recipient address, case-insensitive. */
  recipient: z.string().trim().max(254).nullish(),
  status: z.enum(mailStatuses).nullish(),
  template: z.string().trim().max(100).nullish(),
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
