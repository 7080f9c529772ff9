import { and, eq } from 'drizzle-orm';
import { RoleId } from '@portal/contracts/common/access';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { appWithCast, functionIdsByAlias, userAdminHelpers } from '../../../test/admin-fixtures.ts';
import { buildCompany, type Cast, call, person, tokenFor } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';

/**
 * A company administrator and the people of their company (issue 25 item 2): the details of
 * /users/details and deactivation and reactivation through admin-deactivate-user and
 * admin-activate-user, opened to them by user.policy.ts within their company.
 */
let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  ({ t0, cast } = await appWithCast());
});

const { signIn, employeeOf, userRow } = userAdminHelpers(() => t0);
const details = (id: number, token?: string) => call(t0.app, 'GET', `/api/Account/admin-get-user-details/${id}`, { token });
const activity = (action: 'activate' | 'deactivate', id: number, token?: string) =>
  call(t0.app, 'POST', `/api/Account/admin-${action}-user/${id}`, { token });

/** A fresh verified company of Serbia with `admins` company administrators. */
async function companyWithAdmins(admins: number) {
  const company = await buildCompany(t0.db, { country: 'RS' });
  const people = [];
  for (let i = 0; i < admins; i++) people.push(await person(t0.app, { role: RoleId.companyAdmin, companyId: company.pkCompanyId }));
  return { company, admins: people };
}

describe('a person\u2019s details for a company administrator', () => {
  it('shows the people of their company with what they may do, and their own record', async () => {
    const employee = await employeeOf(cast.companies.companyRs.pkCompanyId);
    const r = await details(employee.pkUserId, cast.companyAdminRs.token);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      id: employee.pkUserId,
      email: employee.email,
      fkCompanyId: cast.companies.companyRs.pkCompanyId,
      isActive: true,
      contactVisibility: { email: [], phone: [] },
      can: { edit: true, activate: true, verify: false, changeRole: false, delete: false, hardDelete: false, setPassword: false },
    });
    const own = await details(cast.companyAdminRs.userId, cast.companyAdminRs.token);
    expect(own.status).toBe(200);
    expect(own.json.can).toMatchObject({ edit: true, activate: false });
  });

  it('refuses people of another company and administrators, and callers who are no company administrator', async () => {
    const otherCompany = await employeeOf(cast.companies.companyMe.pkCompanyId);
    const refused = await details(otherCompany.pkUserId, cast.companyAdminRs.token);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('user_not_manageable');
    expect((await details(cast.chamberAdminRs.userId, cast.companyAdminRs.token)).status).toBe(403);
    // Everyone who may open the page reads their own record, with nothing to do to themselves.
    const ownChamber = await details(cast.chamberAdminRs.userId, cast.chamberAdminRs.token);
    expect(ownChamber.status).toBe(200);
    expect(ownChamber.json.can).toMatchObject({ edit: false, activate: false, verify: false, setPassword: false });
    expect((await details(cast.platformAdmin.userId, cast.companyAdminRs.token)).status).toBe(403);
    expect((await details(999_999, cast.companyAdminRs.token)).status).toBe(404);
    const colleague = await details(cast.companyAdminRs.userId, cast.employeeRs.token);
    expect(colleague.status).toBe(403);
    expect(colleague.json.message).toBe('access_denied');
  });

  it('answers every role as the user rule says', async () => {
    const target = await employeeOf(cast.companies.companyRs.pkCompanyId);
    // anonymous, guest, employee RS, company admin RS, company admin ME, chamber RS, chamber ME, platform
    const callers = [
      undefined,
      cast.guestUser.token,
      cast.employeeRs.token,
      cast.companyAdminRs.token,
      cast.companyAdminMe.token,
      cast.chamberAdminRs.token,
      cast.chamberAdminMe.token,
      cast.platformAdmin.token,
    ];
    const want = [401, 403, 403, 200, 403, 200, 403, 200];
    const got = [];
    for (const token of callers) got.push((await details(target.pkUserId, token)).status);
    expect(got).toEqual(want);
    // Deactivation by each, on a fresh employee each time, then reactivation by the same caller.
    const deactivated = [];
    const activated = [];
    for (const token of callers) {
      const fresh = await employeeOf(cast.companies.companyRs.pkCompanyId);
      deactivated.push((await activity('deactivate', fresh.pkUserId, token)).status);
      activated.push((await activity('activate', fresh.pkUserId, token)).status);
    }
    expect(deactivated).toEqual(want);
    expect(activated).toEqual(want);
  });
});

describe('deactivation and reactivation by a company administrator', () => {
  it('deactivates an employee of their company, who is signed out and cannot sign in, and reactivates them; the log names who', async () => {
    const employee = await employeeOf(cast.companies.companyRs.pkCompanyId);
    const session = await signIn(employee.email);
    expect(session.status).toBe(200);
    const off = await activity('deactivate', employee.pkUserId, cast.companyAdminRs.token);
    expect(off.status).toBe(200);
    expect((await userRow(employee.pkUserId)).isActive).toBe(false);
    expect((await call(t0.app, 'GET', '/api/account/get-current-user', { token: session.json.data.jwToken })).status).toBe(401);
    expect((await signIn(employee.email)).json.code).toBe('account_deactivated');
    // A second click changes nothing and logs nothing.
    expect((await activity('deactivate', employee.pkUserId, cast.companyAdminRs.token)).status).toBe(200);
    const logs = (action: string) =>
      t0.db
        .select()
        .from(t.actionLogs)
        .where(and(eq(t.actionLogs.action, action), eq(t.actionLogs.entityId, String(employee.pkUserId))));
    expect((await logs('user_deactivate')).map((l) => l.fkUserId)).toEqual([cast.companyAdminRs.userId]);
    expect((await activity('activate', employee.pkUserId, cast.companyAdminRs.token)).status).toBe(200);
    expect((await signIn(employee.email)).status).toBe(200);
    expect((await logs('user_activate')).map((l) => l.fkUserId)).toEqual([cast.companyAdminRs.userId]);
  });

  it('refuses themselves, people of another company and the other status actions', async () => {
    const self = await activity('deactivate', cast.companyAdminRs.userId, cast.companyAdminRs.token);
    expect(self.status).toBe(422);
    expect(self.json.message).toBe('cannot_act_on_self');
    const other = await employeeOf(cast.companies.companyMe.pkCompanyId);
    const refused = await activity('deactivate', other.pkUserId, cast.companyAdminRs.token);
    expect(refused.status).toBe(403);
    expect((await userRow(other.pkUserId)).isActive).toBe(true);
    const employee = await employeeOf(cast.companies.companyRs.pkCompanyId);
    for (const path of ['unverify-user-by-admin', 'verify-user-by-admin']) {
      const r = await call(t0.app, 'POST', `/api/Account/${path}/${employee.pkUserId}`, { token: cast.companyAdminRs.token });
      expect(r.json.message, path).toBe('access_denied');
    }
    const bulk = await call(t0.app, 'POST', '/api/Account/admin-bulk-user-status', {
      token: cast.companyAdminRs.token,
      body: { action: 'deactivate', ids: [employee.pkUserId] },
    });
    expect(bulk.status).toBe(403);
    expect((await userRow(employee.pkUserId)).isActive).toBe(true);
  });

  it('deactivates another company administrator but never the last active one', async () => {
    const { company, admins } = await companyWithAdmins(2);
    const [a, b] = admins;
    // Someone holding the company administrator function through a custom company role.
    const [role] = await t0.db
      .insert(t.roles)
      .values({ name: `Office manager ${Date.now()}`, isCompanyRole: true })
      .returning();
    const fns = await functionIdsByAlias(t0.db);
    await t0.db.insert(t.roleFunctions).values({ fkRoleId: role.pkRoleId, fkFunctionId: fns.company_admin_function });
    const manager = await employeeOf(company.pkCompanyId);
    await t0.db.update(t.users).set({ fkRoleId: role.pkRoleId }).where(eq(t.users.pkUserId, manager.pkUserId));
    const managerToken = await tokenFor(t0.app, manager.pkUserId);
    expect((await activity('deactivate', b.userId, a.token)).status).toBe(200);
    const last = await activity('deactivate', a.userId, managerToken);
    expect(last.status).toBe(422);
    expect(last.json.message).toBe('last_company_administrator');
    expect((await userRow(a.userId)).isActive).toBe(true);
    // With another active administrator, the same deactivation goes through.
    expect((await activity('activate', b.userId, managerToken)).status).toBe(200);
    expect((await activity('deactivate', a.userId, managerToken)).status).toBe(200);
  });

  it('lets a platform administrator deactivate a company\u2019s last administrator (the chamber\u2019s decision)', async () => {
    const { admins } = await companyWithAdmins(1);
    expect((await activity('deactivate', admins[0].userId, cast.platformAdmin.token)).status).toBe(200);
  });

  it('two administrators deactivating each other at once leave the company one active administrator', async () => {
    for (let round = 0; round < 5; round++) {
      const { company, admins } = await companyWithAdmins(2);
      const [a, b] = admins;
      const answers = await Promise.all([activity('deactivate', b.userId, a.token), activity('deactivate', a.userId, b.token)]);
      const statuses = answers.map((r) => r.status).sort();
      // The loser is refused by the rule, or (when the winner committed first) by their ended session.
      expect(statuses[0]).toBe(200);
      expect([401, 422]).toContain(statuses[1]);
      const active = await t0.db
        .select()
        .from(t.users)
        .where(and(eq(t.users.fkCompanyId, company.pkCompanyId), eq(t.users.isActive, true)));
      expect(active).toHaveLength(1);
    }
  });
});
