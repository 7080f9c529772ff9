import type { RoleSearchModel } from '@portal/contracts/access-admin/roles';
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { containsFilter } from '../../lib/text-match.ts';

export type RoleRow = typeof t.roles.$inferSelect;
type RoleValues = Pick<typeof t.roles.$inferInsert, 'name' | 'description' | 'isCompanyRole'>;

const usersCount = sql<number>`(select count(*)::int from ${t.users} u where u.fk_role_id = ${t.roles.pkRoleId} and u.deleted_at is null)`;
/** The list's columns; `deletable` is the role policy's condition, answered as canDelete. */
const listColumns = (deletable: SQL) => ({
  pkRoleId: t.roles.pkRoleId,
  name: t.roles.name,
  description: t.roles.description,
  isCompanyRole: t.roles.isCompanyRole,
  isSystem: t.roles.isSystem,
  usersCount,
  canDelete: sql<boolean>`(${deletable})`,
});

/** A page of the live roles by id, with each role's count of users, and the list's total. */
export async function rolePage(
  db: DbOrTx,
  input: Pick<RoleSearchModel, 'name' | 'isCompanyRole'>,
  page: { limit: number; offset: number },
  deletable: SQL,
) {
  const where = and(
    eq(t.roles.isDeleted, false),
    containsFilter(t.roles.name, input.name),
    input.isCompanyRole == null ? undefined : eq(t.roles.isCompanyRole, input.isCompanyRole),
  );
  const [{ n }] = await db.select({ n: count() }).from(t.roles).where(where);
  const roles = await db
    .select(listColumns(deletable))
    .from(t.roles)
    .where(where)
    .orderBy(asc(t.roles.pkRoleId))
    .limit(page.limit)
    .offset(page.offset);
  return { roles, total: n };
}

/** A live role with its count of users; null when there is none. */
export async function findRoleListItem(db: DbOrTx, id: number, deletable: SQL) {
  const [role] = await db
    .select(listColumns(deletable))
    .from(t.roles)
    .where(and(eq(t.roles.pkRoleId, id), eq(t.roles.isDeleted, false)));
  return role ?? null;
}

/** A live role; with `lock`, locked until the transaction ends. Null when there is none. */
export async function findLiveRole(db: DbOrTx, id: number, o: { lock?: boolean } = {}): Promise<RoleRow | null> {
  const q = db
    .select()
    .from(t.roles)
    .where(and(eq(t.roles.pkRoleId, id), eq(t.roles.isDeleted, false)));
  const [row] = o.lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The id of a live role of the name (case ignored); null when there is none. */
export async function liveRoleIdNamed(db: DbOrTx, name: string): Promise<number | null> {
  const [row] = await db
    .select({ id: t.roles.pkRoleId })
    .from(t.roles)
    .where(and(sql`lower(${t.roles.name}) = ${name.toLowerCase()}`, eq(t.roles.isDeleted, false)));
  return row?.id ?? null;
}

export async function insertRole(db: DbOrTx, values: RoleValues): Promise<RoleRow> {
  const [role] = await db.insert(t.roles).values(values).returning();
  return role;
}

export async function updateRoleRow(db: DbOrTx, id: number, values: RoleValues) {
  await db.update(t.roles).set(values).where(eq(t.roles.pkRoleId, id));
}

/** Replaces the functions of a role. */
export async function setRoleFunctions(db: DbOrTx, roleId: number, functionIds: number[]) {
  await db.delete(t.roleFunctions).where(eq(t.roleFunctions.fkRoleId, roleId));
  if (functionIds.length) await db.insert(t.roleFunctions).values(functionIds.map((fkFunctionId) => ({ fkRoleId: roleId, fkFunctionId })));
}

/** Soft delete: the role is marked deleted and holds no function any more. */
export async function softDeleteRole(db: DbOrTx, id: number) {
  await db.update(t.roles).set({ isDeleted: true }).where(eq(t.roles.pkRoleId, id));
  await db.delete(t.roleFunctions).where(eq(t.roleFunctions.fkRoleId, id));
}

/** How many users who are not deleted hold the role. */
export async function countRoleUsers(db: DbOrTx, roleId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(t.users)
    .where(and(eq(t.users.fkRoleId, roleId), isNull(t.users.deletedAt)));
  return n;
}

/** The ids of the live functions of these aliases. */
export async function liveFunctionIdsOf(db: DbOrTx, aliases: string[]): Promise<number[]> {
  const rows = await db
    .select({ id: t.functions.pkFunctionId })
    .from(t.functions)
    .where(and(inArray(t.functions.alias, aliases), eq(t.functions.isDeleted, false)));
  return rows.map((r) => r.id);
}

const optionColumns = { pkRoleId: t.roles.pkRoleId, name: t.roles.name, isCompanyRole: t.roles.isCompanyRole };

/** Live roles as picker options by id, under the caller's condition (role.policy.ts); with `optionalOnly`, no built-in role. */
export function roleOptions(db: DbOrTx, condition: SQL | undefined, o: { optionalOnly?: boolean } = {}) {
  return db
    .select(optionColumns)
    .from(t.roles)
    .where(and(eq(t.roles.isDeleted, false), o.optionalOnly ? eq(t.roles.isSystem, false) : undefined, condition))
    .orderBy(asc(t.roles.pkRoleId));
}
