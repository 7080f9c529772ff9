import { type AnyColumn, and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { fieldError } from '../../lib/app-error.ts';

/** Checks that every id is a live function; answers a field error otherwise. Returns them de-duplicated. */
export async function assertLiveFunctions(db: DbOrTx, ids: number[], field = 'functionIds'): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return unique;
  const [{ n }] = await db
    .select({ n: count() })
    .from(t.functions)
    .where(and(inArray(t.functions.pkFunctionId, unique), eq(t.functions.isDeleted, false)));
  if (n !== unique.length) throw fieldError(field, 'invalid_choice');
  return unique;
}

export type FunctionRef = { pkFunctionId: number; name: string; alias: string };

/** The live functions of each role, by role id. */
export async function functionsOfRoles(db: DbOrTx, roleIds: number[]): Promise<Map<number, FunctionRef[]>> {
  const out = new Map<number, FunctionRef[]>(roleIds.map((id) => [id, []]));
  if (!roleIds.length) return out;
  const rows = await db
    .select({ roleId: t.roleFunctions.fkRoleId, pkFunctionId: t.functions.pkFunctionId, name: t.functions.name, alias: t.functions.alias })
    .from(t.roleFunctions)
    .innerJoin(t.functions, eq(t.functions.pkFunctionId, t.roleFunctions.fkFunctionId))
    .where(and(inArray(t.roleFunctions.fkRoleId, roleIds), eq(t.functions.isDeleted, false)))
    .orderBy(asc(t.functions.pkFunctionId));
  for (const { roleId, ...f } of rows) out.get(roleId)?.push(f);
  return out;
}

/** The live functions of each function group, by group id. */
export async function functionsOfGroups(db: DbOrTx, groupIds: number[]): Promise<Map<number, FunctionRef[]>> {
  const out = new Map<number, FunctionRef[]>(groupIds.map((id) => [id, []]));
  if (!groupIds.length) return out;
  const rows = await db
    .select({
      groupId: t.functionGroupFunctions.fkFunctionGroupId,
      pkFunctionId: t.functions.pkFunctionId,
      name: t.functions.name,
      alias: t.functions.alias,
    })
    .from(t.functionGroupFunctions)
    .innerJoin(t.functions, eq(t.functions.pkFunctionId, t.functionGroupFunctions.fkFunctionId))
    .where(and(inArray(t.functionGroupFunctions.fkFunctionGroupId, groupIds), eq(t.functions.isDeleted, false)))
    .orderBy(asc(t.functions.pkFunctionId));
  for (const { groupId, ...f } of rows) out.get(groupId)?.push(f);
  return out;
}

/** Aliases that only platform and chamber administrators hold; a chamber administrator never hands them out. */
const adminAliases = ['super_admin_function', 'cif_admin_function'] as const;

/** Whether a role holds an administrator alias (so a chamber administrator may neither give it nor act on its holders). */
export async function roleHoldsAdminAlias(db: DbOrTx, roleId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(t.roleFunctions)
    .innerJoin(t.functions, eq(t.functions.pkFunctionId, t.roleFunctions.fkFunctionId))
    .where(and(eq(t.roleFunctions.fkRoleId, roleId), eq(t.functions.isDeleted, false), inArray(t.functions.alias, [...adminAliases])));
  return row.n > 0;
}

/** A SQL condition: the role in `roleColumn` holds no administrator alias. */
export const roleWithoutAdminAlias = (roleColumn: SQL | AnyColumn) =>
  sql`not exists (select 1 from ${t.roleFunctions} rf join ${t.functions} f on f.pk_function_id = rf.fk_function_id
    where rf.fk_role_id = ${roleColumn} and f.is_deleted = false and f.alias in ('super_admin_function', 'cif_admin_function'))`;
