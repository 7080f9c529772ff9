import { and, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ActionLogSearch, ErrorLogSearch, UserLogSearch } from '@portal/contracts/logs/logs';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { likePattern } from '../../lib/text-match.ts';

export async function insertUserLog(db: DbOrTx, values: typeof t.userLogs.$inferInsert) {
  await db.insert(t.userLogs).values(values);
}

export async function insertActionLog(db: DbOrTx, values: typeof t.actionLogs.$inferInsert) {
  await db.insert(t.actionLogs).values(values);
}

// The admin centre's reads of the three logs, each joined to the user it names.

const isBareDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
const DAY_MS = 86_400_000;

/** The filters every log shares: from (inclusive), to (inclusive; a bare date covers the day), user. */
function commonFilters(
  column: { createdAt: PgColumn; fkUserId: PgColumn },
  input: { dateFrom?: string | null; dateTo?: string | null; fkUserId?: number | null },
): SQL[] {
  const where: SQL[] = [];
  if (input.dateFrom) where.push(gte(column.createdAt, new Date(input.dateFrom)));
  if (input.dateTo) {
    const to = new Date(input.dateTo);
    if (isBareDate(input.dateTo)) where.push(lt(column.createdAt, new Date(to.getTime() + DAY_MS)));
    else where.push(sql`${column.createdAt} <= ${to.toISOString()}::timestamptz`);
  }
  if (input.fkUserId) where.push(eq(column.fkUserId, input.fkUserId));
  return where;
}

const textMatch = (text: string | null | undefined, columns: SQL[]) =>
  text ? or(...columns.map((c) => sql`${c} ilike ${likePattern(text)}`)) : undefined;

const userColumns = {
  userEmail: t.users.email,
  userFirstName: t.users.firstName,
  userLastName: t.users.lastName,
};

/** Which rows of a list: how many, after how many. */
type Page = { limit: number; offset: number };

const actionSelect = {
  id: t.actionLogs.pkActionLogId,
  fkUserId: t.actionLogs.fkUserId,
  action: t.actionLogs.action,
  entityType: t.actionLogs.entityType,
  entityId: t.actionLogs.entityId,
  ipAddress: t.actionLogs.ipAddress,
  createdAt: t.actionLogs.createdAt,
  details: t.actionLogs.details,
  ...userColumns,
};

/** A page of the action log, newest first, with the list's total. */
export async function actionLogPage(db: Db, input: ActionLogSearch, page: Page) {
  const where = commonFilters(t.actionLogs, input);
  if (input.action) where.push(eq(t.actionLogs.action, input.action));
  if (input.entityType) where.push(eq(t.actionLogs.entityType, input.entityType));
  const text = textMatch(input.text, [
    sql`${t.actionLogs.action}`,
    sql`${t.actionLogs.entityType}`,
    sql`${t.actionLogs.entityId}`,
    sql`${t.actionLogs.details}::text`,
    sql`${t.users.email}`,
  ]);
  if (text) where.push(text);
  const cond = and(...where);
  const [{ total }] = await db
    .select({ total: count() })
    .from(t.actionLogs)
    .leftJoin(t.users, eq(t.users.pkUserId, t.actionLogs.fkUserId))
    .where(cond);
  const rows = await db
    .select(actionSelect)
    .from(t.actionLogs)
    .leftJoin(t.users, eq(t.users.pkUserId, t.actionLogs.fkUserId))
    .where(cond)
    .orderBy(desc(t.actionLogs.createdAt), desc(t.actionLogs.pkActionLogId))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total };
}

export async function findActionLog(db: Db, id: number) {
  const [r] = await db
    .select(actionSelect)
    .from(t.actionLogs)
    .leftJoin(t.users, eq(t.users.pkUserId, t.actionLogs.fkUserId))
    .where(eq(t.actionLogs.pkActionLogId, id));
  return r ?? null;
}

const errorSelect = {
  id: t.errorLogs.pkErrorLogId,
  fkUserId: t.errorLogs.fkUserId,
  reference: t.errorLogs.reference,
  source: t.errorLogs.source,
  method: t.errorLogs.method,
  url: t.errorLogs.url,
  message: t.errorLogs.message,
  stack: t.errorLogs.stack,
  createdAt: t.errorLogs.createdAt,
  ...userColumns,
};

/** A page of the error log, newest first, with the list's total. */
export async function errorLogPage(db: Db, input: ErrorLogSearch, page: Page) {
  const where = commonFilters(t.errorLogs, input);
  if (input.source) where.push(eq(t.errorLogs.source, input.source));
  const text = textMatch(input.text, [
    sql`${t.errorLogs.reference}`,
    sql`${t.errorLogs.message}`,
    sql`${t.errorLogs.url}`,
    sql`${t.users.email}`,
  ]);
  if (text) where.push(text);
  const cond = and(...where);
  const [{ total }] = await db
    .select({ total: count() })
    .from(t.errorLogs)
    .leftJoin(t.users, eq(t.users.pkUserId, t.errorLogs.fkUserId))
    .where(cond);
  const rows = await db
    .select(errorSelect)
    .from(t.errorLogs)
    .leftJoin(t.users, eq(t.users.pkUserId, t.errorLogs.fkUserId))
    .where(cond)
    .orderBy(desc(t.errorLogs.createdAt), desc(t.errorLogs.pkErrorLogId))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total };
}

export async function findErrorLog(db: Db, id: number) {
  const [r] = await db
    .select(errorSelect)
    .from(t.errorLogs)
    .leftJoin(t.users, eq(t.users.pkUserId, t.errorLogs.fkUserId))
    .where(eq(t.errorLogs.pkErrorLogId, id));
  return r ?? null;
}

const userLogSelect = {
  id: t.userLogs.pkUserLogId,
  fkUserId: t.userLogs.fkUserId,
  email: t.userLogs.email,
  event: t.userLogs.event,
  detail: t.userLogs.detail,
  ipAddress: t.userLogs.ipAddress,
  userAgent: t.userLogs.userAgent,
  createdAt: t.userLogs.createdAt,
  ...userColumns,
};

/** A page of the user log, newest first, with the list's total. */
export async function userLogPage(db: Db, input: UserLogSearch, page: Page) {
  const where = commonFilters(t.userLogs, input);
  if (input.event) where.push(eq(t.userLogs.event, input.event));
  const text = textMatch(input.text, [
    sql`${t.userLogs.email}`,
    sql`${t.userLogs.event}`,
    sql`${t.userLogs.ipAddress}`,
    sql`${t.users.email}`,
    sql`${t.users.firstName} || ' ' || ${t.users.lastName}`,
  ]);
  if (text) where.push(text);
  const cond = and(...where);
  const [{ total }] = await db
    .select({ total: count() })
    .from(t.userLogs)
    .leftJoin(t.users, eq(t.users.pkUserId, t.userLogs.fkUserId))
    .where(cond);
  const rows = await db
    .select(userLogSelect)
    .from(t.userLogs)
    .leftJoin(t.users, eq(t.users.pkUserId, t.userLogs.fkUserId))
    .where(cond)
    .orderBy(desc(t.userLogs.createdAt), desc(t.userLogs.pkUserLogId))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total };
}

export async function findUserLog(db: Db, id: number) {
  const [r] = await db
    .select(userLogSelect)
    .from(t.userLogs)
    .leftJoin(t.users, eq(t.users.pkUserId, t.userLogs.fkUserId))
    .where(eq(t.userLogs.pkUserLogId, id));
  return r ?? null;
}
