import { and, eq, inArray } from 'drizzle-orm';
import { RoleId } from '@portal/contracts/common/access';
import { BULK_USER_ACTION_MAX } from '@portal/contracts/users/admin-users';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { appWithCast, userAdminHelpers } from '../../../test/admin-fixtures.ts';
import { buildCompany, buildSession, type Cast, call } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';

/**
 * Status changes happen once and bulk changes all or nothing. On the PostgreSQL server
 * (TEST_DATABASE_URL, as in .ci/run) the concurrent requests really run at once over the pool;
 * PGlite runs them one by one, where the same counts must hold.
 */
let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  ({ t0, cast } = await appWithCast());
});

const { employeeOf, userRow } = userAdminHelpers(() => t0);
const AT_ONCE = 50;
const BULK_SIZE = BULK_USER_ACTION_MAX;

const mailsTo = async (email: string) =>
  (
    await t0.db
      .select()
      .from(t.mailOutbox)
      .where(and(eq(t.mailOutbox.toAddress, email), eq(t.mailOutbox.template, 'user_verified')))
  ).length;
const logRows = (action: string, ids: number[]) =>
  t0.db
    .select()
    .from(t.actionLogs)
    .where(and(eq(t.actionLogs.action, action), inArray(t.actionLogs.entityId, ids.map(String))));
const unverify = (ids: number[]) => t0.db.update(t.users).set({ isVerified: false }).where(inArray(t.users.pkUserId, ids));

/** Many employees of a company in one insert, unverified. */
async function employees(companyId: number, n: number) {
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const rows = await t0.db
    .insert(t.users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `bulk-${tag}-${i}@example.test`,
        userName: `bulk-${tag}-${i}@example.test`,
        firstName: 'Bulk',
        lastName: `Person ${i}`,
        passwordHash: 'x',
        fkRoleId: RoleId.employee,
        fkCompanyId: companyId,
        isVerified: false,
      })),
    )
    .returning({ id: t.users.pkUserId });
  return rows.map((r) => r.id);
}

describe('verify-user-by-admin at once', () => {
  it(`${AT_ONCE} concurrent verifications of one user send one mail and write one log row`, async () => {
    const user = await employeeOf(cast.companies.companyRs.pkCompanyId);
    await unverify([user.pkUserId]);
    const rs = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        call(t0.app, 'POST', `/api/Account/verify-user-by-admin/${user.pkUserId}`, { token: cast.chamberAdminRs.token }),
      ),
    );
    expect(rs.every((r) => r.status === 200)).toBe(true);
    expect((await userRow(user.pkUserId)).isVerified).toBe(true);
    expect(await mailsTo(user.email)).toBe(1);
    const logs = await logRows('user_verify', [user.pkUserId]);
    expect(logs).toHaveLength(1);
    expect(logs[0].fkUserId).toBe(cast.chamberAdminRs.userId);
  });
});

describe('admin-bulk-user-status', () => {
  const bulk = (token: string, body: unknown) => call(t0.app, 'POST', '/api/Account/admin-bulk-user-status', { token, body });

  it("changes only the users of the chamber administrator's chamber and counts them", async () => {
    const rs = await employees(cast.companies.companyRs.pkCompanyId, 3);
    const me = await employees(cast.companies.companyMe.pkCompanyId, 2);
    const r = await bulk(cast.chamberAdminRs.token, { action: 'verify', ids: [...rs, ...me, rs[0]] });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ requested: 5, changed: 3 });
    for (const id of rs) expect((await userRow(id)).isVerified).toBe(true);
    for (const id of me) expect((await userRow(id)).isVerified).toBe(false);
    const logs = await logRows('user_verify', [...rs, ...me]);
    expect(logs.map((l) => Number(l.entityId)).sort()).toEqual([...rs].sort());
    expect(logs.every((l) => l.fkUserId === cast.chamberAdminRs.userId)).toBe(true);
    // A second run changes nothing and writes nothing.
    expect((await bulk(cast.chamberAdminRs.token, { action: 'verify', ids: rs })).json).toEqual({ requested: 3, changed: 0 });
    expect(await logRows('user_verify', rs)).toHaveLength(3);
  });

  it('deactivates and signs out, leaving out the caller and other administrators', async () => {
    const [one] = await employees(cast.companies.companyRs.pkCompanyId, 1);
    const session = await buildSession(t0.db, one);
    const r = await bulk(cast.chamberAdminRs.token, {
      action: 'deactivate',
      ids: [one, cast.chamberAdminRs.userId, cast.platformAdmin.userId],
    });
    expect(r.json).toEqual({ requested: 3, changed: 1 });
    expect((await userRow(one)).isActive).toBe(false);
    expect((await userRow(cast.chamberAdminRs.userId)).isActive).toBe(true);
    expect((await userRow(cast.platformAdmin.userId)).isActive).toBe(true);
    const [row] = await t0.db.select().from(t.sessions).where(eq(t.sessions.id, session.id));
    expect(row.revokedReason).toBe('deactivated');
  });

  it('refuses bad input with the field named, and callers without the administration functions', async () => {
    const empty = await bulk(cast.platformAdmin.token, { action: 'verify', ids: [] });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.json.fields)).toContain('ids');
    const tooMany = await bulk(cast.platformAdmin.token, { action: 'verify', ids: Array.from({ length: BULK_SIZE + 1 }, (_, i) => i + 1) });
    expect(tooMany.status).toBe(400);
    expect((await bulk(cast.platformAdmin.token, { action: 'delete', ids: [1] })).status).toBe(400);
    expect((await bulk(cast.companyAdminRs.token, { action: 'verify', ids: [cast.employeeRs.userId] })).status).toBe(403);
  });

  it(`verifies ${BULK_SIZE} users in one transaction: all of them, or none when one step fails`, async () => {
    const company = await buildCompany(t0.db, { country: 'RS' });
    const ids = await employees(company.pkCompanyId, BULK_SIZE);
    // A mail that cannot be written half-way through undoes every change of the request.
    const enqueue = t0.app.ctx.mail.enqueue.bind(t0.app.ctx.mail);
    let written = 0;
    const spy = vi.spyOn(t0.app.ctx.mail, 'enqueue').mockImplementation(async (tx, mail) => {
      if (++written === BULK_SIZE / 2) throw new Error('outbox unavailable');
      return enqueue(tx, mail);
    });
    const failed = await bulk(cast.platformAdmin.token, { action: 'verify', ids });
    spy.mockRestore();
    expect(failed.status).toBe(500);
    const stillUnverified = await t0.db
      .select({ id: t.users.pkUserId })
      .from(t.users)
      .where(and(inArray(t.users.pkUserId, ids), eq(t.users.isVerified, false)));
    expect(stillUnverified).toHaveLength(BULK_SIZE);
    expect(await logRows('user_verify', ids)).toHaveLength(0);

    const started = performance.now();
    const r = await bulk(cast.platformAdmin.token, { action: 'verify', ids });
    const ms = performance.now() - started;
    console.info(`bulk verify of ${BULK_SIZE} users: ${Math.round(ms)} ms`);
    expect(r.json).toEqual({ requested: BULK_SIZE, changed: BULK_SIZE });
    expect(await logRows('user_verify', ids)).toHaveLength(BULK_SIZE);
    const verified = await t0.db
      .select({ id: t.users.pkUserId })
      .from(t.users)
      .where(and(inArray(t.users.pkUserId, ids), eq(t.users.isVerified, true)));
    expect(verified).toHaveLength(BULK_SIZE);
  });
});
