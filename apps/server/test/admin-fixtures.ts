import { eq } from 'drizzle-orm';
import { RoleId } from '@portal/contracts/common/access';
import * as t from '../src/db/schema/all.ts';
import { buildCast, buildUser, call, TEST_PASSWORD, tokenFor } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Set-up shared by the administration tests (codes, roles and functions, users). */

/** A test app with a platform administrator and a chamber administrator (of `chamber`) signed in. */
export async function appWithAdmins(chamber = 'RS') {
  const t0 = await createTestApp();
  const admin = await tokenFor(t0.app, (await buildUser(t0.db, { role: RoleId.platformAdmin })).pkUserId);
  const chamberAdmin = await tokenFor(t0.app, (await buildUser(t0.db, { role: RoleId.chamberAdmin, chamber })).pkUserId);
  return { t0, admin, chamberAdmin };
}

/** A test app with the access tests' cast: one person per role and the chamber rule's variants. */
export async function appWithCast() {
  const t0 = await createTestApp();
  return { t0, cast: await buildCast(t0.app) };
}

/** The ids of the functions by alias. */
export async function functionIdsByAlias(db: TestApp['db']): Promise<Record<string, number>> {
  const rows = await db.select().from(t.functions);
  return Object.fromEntries(rows.map((f) => [f.alias, f.pkFunctionId]));
}

/** The user administration tests' helpers, on the app their set-up creates (read when called). */
export function userAdminHelpers(testApp: () => TestApp) {
  return {
    signIn: (email: string, password = TEST_PASSWORD) =>
      call(testApp().app, 'POST', '/api/account/authenticate', { body: { email, password } }),
    employeeOf: (companyId: number, o: { email?: string } = {}) => buildUser(testApp().db, { role: RoleId.employee, companyId, ...o }),
    userRow: async (id: number) => (await testApp().db.select().from(t.users).where(eq(t.users.pkUserId, id)))[0],
  };
}
