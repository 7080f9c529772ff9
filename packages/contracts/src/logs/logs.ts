import { z } from 'zod';
import { optionalEntityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { errorSources, logActions, logEntityTypes } from './log-codes.ts';

const dateTime = z.union([z.iso.datetime({ offset: true, local: true }), z.iso.date()], 'validation.date');

/**
 * Filters every log search (and the mail outbox's) shares: a time range (UTC), a person, free
 * text. The person is the one who acted, or (action log) the person the entry is about, or (mail
 * outbox) the person the mail went to.
 */
export const logSearchBase = {
  ...pageFields(20, { maxPage: 1_000_000 }),
  dateFrom: dateTime.nullish(),
  /** Inclusive; a bare date covers that whole day. */
  dateTo: dateTime.nullish(),
  fkUserId: optionalEntityId,
  text: z.string().trim().max(200).nullish(),
};

export const actionLogSearch = z.object({
  ...logSearchBase,
  action: z.enum(logActions).nullish(),
  entityType: z.enum(logEntityTypes).nullish(),
});
export type ActionLogSearch = z.infer<typeof actionLogSearch>;

export const errorLogSearch = z.object({ ...logSearchBase, source: z.enum(errorSources).nullish() });
export type ErrorLogSearch = z.infer<typeof errorLogSearch>;

export const userLogEvents = [
  'login',
  'login_failed',
  'login_locked',
  'logout',
  'refresh_reuse',
  'password_changed',
  'password_reset',
  'access_denied',
] as const;
export const userLogSearch = z.object({ ...logSearchBase, event: z.enum(userLogEvents).nullish() });
export type UserLogSearch = z.infer<typeof userLogSearch>;

const logUser = { fkUserId: z.number().int().nullable(), userEmail: z.string().nullable(), userFullName: z.string().nullable() };

export const actionLogItem = z.object({
  id: z.number().int(),
  ...logUser,
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export const actionLogDetails = actionLogItem.extend({ details: z.record(z.string(), z.unknown()).nullable() });
export type ActionLogDetails = z.infer<typeof actionLogDetails>;

export const errorLogItem = z.object({
  id: z.number().int(),
  ...logUser,
  reference: z.string(),
  source: z.string(),
  method: z.string().nullable(),
  url: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export const errorLogDetails = errorLogItem.extend({ stack: z.string().nullable() });
export type ErrorLogDetails = z.infer<typeof errorLogDetails>;

export const userLogItem = z.object({
  id: z.number().int(),
  ...logUser,
  email: z.string().nullable(),
  event: z.string(),
  /** For access denials: the refused method, route and reason. */
  detail: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export const userLogDetails = userLogItem.extend({ userAgent: z.string().nullable() });
export type UserLogDetails = z.infer<typeof userLogDetails>;

const page = <T extends z.ZodType>(item: T) => z.object({ logs: z.array(item), totalCount: z.number().int(), pageCount: z.number().int() });
export const actionLogPage = page(actionLogItem);
export type ActionLogPage = z.infer<typeof actionLogPage>;
export const errorLogPage = page(errorLogItem);
export type ErrorLogPage = z.infer<typeof errorLogPage>;
export const userLogPage = page(userLogItem);
export type UserLogPage = z.infer<typeof userLogPage>;
export type ActionLogItem = z.infer<typeof actionLogItem>;
export type ErrorLogItem = z.infer<typeof errorLogItem>;
export type UserLogItem = z.infer<typeof userLogItem>;
