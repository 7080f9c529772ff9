import type { ActionLogSearch, ErrorLogSearch, UserLogSearch } from '@portal/contracts/logs/logs';
import { totalPages } from '@portal/contracts/common/paging';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { actionLogPage, errorLogPage, findActionLog, findErrorLog, findUserLog, userLogPage } from './logs.repository.ts';

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

// Action logs: the list leaves out the details, which the details answer has.

export async function searchActionLogs(db: Db, input: ActionLogSearch) {
  const { rows, total } = await actionLogPage(db, input, pageOf(input));
  return page(
    rows.map(({ details: _details, ...r }) => withUser({ ...r, createdAt: iso(r.createdAt) })),
    total,
    input.pageSize,
  );
}

export async function actionLogDetails(db: Db, id: number) {
  const r = await findActionLog(db, id);
  if (!r) throw notFound();
  return withUser({ ...r, createdAt: iso(r.createdAt), details: (r.details as Record<string, unknown> | null) ?? null });
}

// Error logs: the list leaves out the stack.

export async function searchErrorLogs(db: Db, input: ErrorLogSearch) {
  const { rows, total } = await errorLogPage(db, input, pageOf(input));
  return page(
    rows.map(({ stack: _stack, ...r }) => withUser({ ...r, createdAt: iso(r.createdAt) })),
    total,
    input.pageSize,
  );
}

export async function errorLogDetails(db: Db, id: number) {
  const r = await findErrorLog(db, id);
  if (!r) throw notFound();
  return withUser({ ...r, createdAt: iso(r.createdAt) });
}

// User logs: the list leaves out the user agent.

export async function searchUserLogs(db: Db, input: UserLogSearch) {
  const { rows, total } = await userLogPage(db, input, pageOf(input));
  return page(
    rows.map(({ userAgent: _ua, ...r }) => withUser({ ...r, createdAt: iso(r.createdAt) })),
    total,
    input.pageSize,
  );
}

export async function userLogDetails(db: Db, id: number) {
  const r = await findUserLog(db, id);
  if (!r) throw notFound();
  return withUser({ ...r, createdAt: iso(r.createdAt) });
}
