import { and, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { ActionLogSearch, ErrorLogSearch, UserLogSearch } from '@portal/contracts/logs/logs';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { containsText } from '../../lib/text-match.ts';

export async function insertUserLog(db: DbOrTx, values: typeof t.userLogs.$inferInsert) {
  await db.insert(t.userLogs).values(values);
}

export async function insertActionLog(db: DbOrTx, values: typeof t.actionLogs.$inferInsert) {
  await db.insert(t.actionLogs).values(values);
}

/** Many action-log rows in one statement (a bulk action writes one row per changed entity). */
export async function insertActionLogs(db: DbOrTx, values: (typeof t.actionLogs.$inferInsert)[]) {
  if (values.length) await db.insert(t.actionLogs).values(values);
}

// The admin centre's reads of the three logs, each joined to the user it names.

/**
 * Which entries a reader may see, decided above this module (where the chamber rule lives):
 * undefined for every entry; else the people (a subquery of user ids) and the companies (a
 * subquery of company ids) the reader's entries are by or about.
 */
export interface LogScope {
  people: SQL;
  companies: SQL;
}

const inPeople = (column: SQL | PgColumn, scope: LogScope) => sql`${column} in (${scope.people})`;
/** An entity id (text) naming one of a subquery's ids. */
const namesOneOf = (ids: SQL) => sql`${t.actionLogs.entityId} in (select s.id::text from (${ids}) as s(id))`;

/** The action log: entries by the scope's people, or about its people or companies. */
function actionScope(scope: LogScope | undefined): SQL | undefined {
  if (!scope) return undefined;
  return or(
    inPeople(t.actionLogs.fkUserId, scope),
    and(eq(t.actionLogs.entityType, 'user'), namesOneOf(scope.people)),
    and(eq(t.actionLogs.entityType, 'company'), namesOneOf(scope.companies)),
  );
}

/** The action log's person: the one who acted, or the user the entry is about. */
const actionPerson = (userId: number) =>
  or(eq(t.actionLogs.fkUserId, userId), and(eq(t.actionLogs.entityType, 'user'), eq(t.actionLogs.entityId, String(userId))));

const isBareDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
const DAY_MS = 86_400_000;

/** The period every log (and the mail outbox) filters by: from (inclusive), to (inclusive; a bare date covers the day). */
export function periodFilters(createdAt: PgColumn, input: { dateFrom?: string | null; dateTo?: string | null }): SQL[] {
  const where: SQL[] = [];
  if (input.dateFrom) where.push(gte(createdAt, new Date(input.dateFrom)));
  if (input.dateTo) {
    const to = new Date(input.dateTo);
    if (isBareDate(input.dateTo)) where.push(lt(createdAt, new Date(to.getTime() + DAY_MS)));
    else where.push(sql`${createdAt} <= ${to.toISOString()}::timestamptz`);
  }
  return where;
}

/** The filters the user and error logs share: the period, the person who acted, the reader's scope. */
function commonFilters(
  column: { createdAt: PgColumn; fkUserId: PgColumn },
  input: { dateFrom?: string | null; dateTo?: string | null; fkUserId?: number | null },
  scope: LogScope | undefined,
): SQL[] {
  const where = periodFilters(column.createdAt, input);
  if (input.fkUserId) where.push(eq(column.fkUserId, input.fkUserId));
  if (scope) where.push(inPeople(column.fkUserId, scope));
  return where;
}

/** Free text found (folded as every text filter, wildcards literal) in any of the columns; none for no text. */
export const textMatch = (text: string | null | undefined, columns: SQL[]) =>
  text ? or(...columns.map((c) => containsText(c, text))) : undefined;

const userFullName = sql`${t.users.firstName} || ' ' || ${t.users.lastName}`;

/** The user an entry names, left joined: null when it names none (or they were erased). */
const userColumns = {
  userEmail: sql<string | null>`${t.users.email}`,
  userFirstName: sql<string | null>`${t.users.firstName}`,
  userLastName: sql<string | null>`${t.users.lastName}`,
};

/** Which rows of a list: how many, after how many. */
type Page = { limit: number; offset: number };

/** What the reads need of a log's table: the table, its id, the user it names and its time. */
interface LogTable {
  table: PgTable;
  id: PgColumn;
  fkUserId: PgColumn;
  createdAt: PgColumn;
}
const actionLog: LogTable = {
  table: t.actionLogs,
  id: t.actionLogs.pkActionLogId,
  fkUserId: t.actionLogs.fkUserId,
  createdAt: t.actionLogs.createdAt,
};
const errorLog: LogTable = {
  table: t.errorLogs,
  id: t.errorLogs.pkErrorLogId,
  fkUserId: t.errorLogs.fkUserId,
  createdAt: t.errorLogs.createdAt,
};
const userLog: LogTable = { table: t.userLogs, id: t.userLogs.pkUserLogId, fkUserId: t.userLogs.fkUserId, createdAt: t.userLogs.createdAt };

/** A log's entries, each joined to the user it names. */
const joined = (db: Db, select: SelectedFields, log: LogTable) =>
  db.select(select).from(log.table).leftJoin(t.users, eq(t.users.pkUserId, log.fkUserId));

/** A page of a log, newest first, with the list's total. */
async function logPage<S extends SelectedFields>(
  db: Db,
  log: LogTable,
  select: S,
  cond: SQL | undefined,
  page: Page,
): Promise<{ rows: SelectResultFields<S>[]; total: number }> {
  const [{ total }] = (await joined(db, { total: count() }, log).where(cond)) as { total: number }[];
  const rows = await joined(db, select, log).where(cond).orderBy(desc(log.createdAt), desc(log.id)).limit(page.limit).offset(page.offset);
  // The table is one of three, so drizzle cannot infer the row; it is the selection's.
  return { rows: rows as SelectResultFields<S>[], total };
}

/** One entry of a log, when it is in the reader's scope. */
async function logEntry<S extends SelectedFields>(
  db: Db,
  log: LogTable,
  select: S,
  id: number,
  scope: SQL | undefined,
): Promise<SelectResultFields<S> | null> {
  const [r] = await joined(db, select, log).where(and(eq(log.id, id), scope));
  return (r as SelectResultFields<S> | undefined) ?? null;
}

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
export async function actionLogPage(db: Db, input: ActionLogSearch, scope: LogScope | undefined, page: Page) {
  const where = periodFilters(t.actionLogs.createdAt, input);
  if (input.fkUserId) where.push(actionPerson(input.fkUserId)!);
  const scoped = actionScope(scope);
  if (scoped) where.push(scoped);
  if (input.action) where.push(eq(t.actionLogs.action, input.action));
  if (input.entityType) where.push(eq(t.actionLogs.entityType, input.entityType));
  const text = textMatch(input.text, [
    sql`${t.actionLogs.action}`,
    sql`${t.actionLogs.entityType}`,
    sql`${t.actionLogs.entityId}`,
    sql`${t.actionLogs.details}::text`,
    sql`${t.users.email}`,
    userFullName,
  ]);
  if (text) where.push(text);
  return logPage(db, actionLog, actionSelect, and(...where), page);
}

/** One entry, when it is in the reader's scope. */
export async function findActionLog(db: Db, id: number, scope: LogScope | undefined) {
  return logEntry(db, actionLog, actionSelect, id, actionScope(scope));
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
export async function errorLogPage(db: Db, input: ErrorLogSearch, scope: LogScope | undefined, page: Page) {
  const where = commonFilters(t.errorLogs, input, scope);
  if (input.source) where.push(eq(t.errorLogs.source, input.source));
  const text = textMatch(input.text, [
    sql`${t.errorLogs.reference}`,
    sql`${t.errorLogs.message}`,
    sql`${t.errorLogs.url}`,
    sql`${t.users.email}`,
    userFullName,
  ]);
  if (text) where.push(text);
  return logPage(db, errorLog, errorSelect, and(...where), page);
}

/** One entry, when it is in the reader's scope. */
export async function findErrorLog(db: Db, id: number, scope: LogScope | undefined) {
  return logEntry(db, errorLog, errorSelect, id, scope && inPeople(t.errorLogs.fkUserId, scope));
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
export async function userLogPage(db: Db, input: UserLogSearch, scope: LogScope | undefined, page: Page) {
  const where = commonFilters(t.userLogs, input, scope);
  if (input.event) where.push(eq(t.userLogs.event, input.event));
  const text = textMatch(input.text, [
    sql`${t.userLogs.email}`,
    sql`${t.userLogs.event}`,
    sql`${t.userLogs.ipAddress}`,
    sql`${t.userLogs.detail}`,
    sql`${t.users.email}`,
    userFullName,
  ]);
  if (text) where.push(text);
  return logPage(db, userLog, userLogSelect, and(...where), page);
}

/** One entry, when it is in the reader's scope. */
export async function findUserLog(db: Db, id: number, scope: LogScope | undefined) {
  return logEntry(db, userLog, userLogSelect, id, scope && inPeople(t.userLogs.fkUserId, scope));
}
