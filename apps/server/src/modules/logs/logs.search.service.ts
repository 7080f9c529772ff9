import type { ActionLogSearch, ErrorLogSearch, UserLogSearch } from '@portal/contracts/logs/logs';
import { totalPages } from '@portal/contracts/common/paging';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { actionLogPage, errorLogPage, findActionLog, findErrorLog, findUserLog, type LogScope, userLogPage } from './logs.repository.ts';

function withUser<T extends { userEmail: string | null; userFirstName: string | null; userLastName: string | null }>(r: T) {
  const { userFirstName, userLastName, ...rest } = r;
  return { ...rest, userFullName: userFirstName ? `${userFirstName} ${userLastName ?? ''}`.trim() : null };
}

const iso = (d: Date) => d.toISOString();

const pageOf = (input: { pageNum: number; pageSize: number }) => ({
  limit: input.pageSize,
  offset: offsetOf(input.pageNum, input.pageSize),
});

function page<T>(rows: T[], total: number, pageSize: number) {
  return { logs: rows, totalCount: total, pageCount: totalPages(total, pageSize) };
}

// Each call reads within the reader's scope (undefined: every entry), which the caller decides;
// an entry outside it answers 404 like a missing one.

// Action logs: the list leaves out the details, which the details answer has.

export async function searchActionLogs(db: Db, input: ActionLogSearch, scope: LogScope | undefined) {
  const { rows, total } = await actionLogPage(db, input, scope, pageOf(input));
  return page(
    rows.map(({ details: _details, ...r }) => withUser({ ...r, createdAt: iso(r.createdAt) })),
    total,
    input.pageSize,
  );
}

export async function actionLogDetails(db: Db, id: number, scope: LogScope | undefined) {
  const r = await findActionLog(db, id, scope);
  if (!r) throw notFound();
  return withUser({ ...r, createdAt: iso(r.createdAt), details: (r.details as Record<string, unknown> | null) ?? null });
}

// Error logs: the list leaves out the stack.

export async function searchErrorLogs(db: Db, input: ErrorLogSearch, scope: LogScope | undefined) {
  const { rows, total } = await errorLogPage(db, input, scope, pageOf(input));
  return page(
    rows.map(({ stack: _stack, ...r }) => withUser({ ...r, createdAt: iso(r.createdAt) })),
    total,
    input.pageSize,
  );
}

export async function errorLogDetails(db: Db, id: number, scope: LogScope | undefined) {
  const r = await findErrorLog(db, id, scope);
  if (!r) throw notFound();
  return withUser({ ...r, createdAt: iso(r.createdAt) });
}

// User logs: the list leaves out the user agent.

export async function searchUserLogs(db: Db, input: UserLogSearch, scope: LogScope | undefined) {
  const { rows, total } = await userLogPage(db, input, scope, pageOf(input));
  return page(
    rows.map(({ userAgent: _ua, ...r }) => withUser({ ...r, createdAt: iso(r.createdAt) })),
    total,
    input.pageSize,
  );
}

export async function userLogDetails(db: Db, id: number, scope: LogScope | undefined) {
  const r = await findUserLog(db, id, scope);
  if (!r) throw notFound();
  return withUser({ ...r, createdAt: iso(r.createdAt) });
}
