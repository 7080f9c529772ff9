import { and, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { removedAnything, runRetention } from './retention.ts';

/**
 * The retention job removes user, action and error logs and done mails older than the period, and
 * the files of exports nobody will download; younger rows stay. Two runs at once (on the
 * PostgreSQL server really at once): one removes, the other does nothing.
 */
const MONTHS = 12;
let t0: TestApp;
let userId: number;
beforeAll(async () => {
  t0 = await createTestApp();
  userId = (await buildUser(t0.db, { role: 5 })).pkUserId;
});

const ago = (months: number, days = 0) => DateTime.now().minus({ months, days }).toJSDate();
const old = () => ago(MONTHS, 2);
const young = () => ago(MONTHS, -2);
const mail = (status: string, createdAt: Date) => ({
  toAddress: `retention-${status}@example.test`,
  subject: 's',
  textBody: 't',
  htmlBody: 'h',
  template: 'confirm_email',
  status,
  createdAt,
});

describe('the retention job', () => {
  it('removes what is older than the period once, however many runs start together', async () => {
    const userLogIds = await t0.db
      .insert(t.userLogs)
      .values([
        { fkUserId: userId, event: 'login', ipAddress: '10.0.0.1', createdAt: old() },
        { fkUserId: userId, event: 'login', ipAddress: '10.0.0.2', createdAt: old() },
        { fkUserId: userId, event: 'login', ipAddress: '10.0.0.3', createdAt: young() },
      ])
      .returning({ id: t.userLogs.pkUserLogId });
    const actionIds = await t0.db
      .insert(t.actionLogs)
      .values([
        { fkUserId: userId, action: 'old', entityType: 'x', createdAt: old() },
        { fkUserId: userId, action: 'young', entityType: 'x', createdAt: young() },
      ])
      .returning({ id: t.actionLogs.pkActionLogId });
    const errorIds = await t0.db
      .insert(t.errorLogs)
      .values([
        { reference: 'r-old', message: 'old', createdAt: old() },
        { reference: 'r-young', message: 'young', createdAt: young() },
      ])
      .returning({ id: t.errorLogs.pkErrorLogId });
    const mailIds = await t0.db
      .insert(t.mailOutbox)
      .values([mail('sent', old()), mail('stored', old()), mail('failed', old()), mail('pending', old()), mail('sent', young())])
      .returning({ id: t.mailOutbox.pkMailId });
    // A ready export past its expiry, and an old downloaded one whose row goes too.
    await t0.app.ctx.storage.put('export-retention-test.zip', Buffer.from('zip'));
    const [expiring] = await t0.db
      .insert(t.dataExports)
      .values({
        fkUserId: userId,
        status: 'ready',
        progress: 100,
        storageKey: 'export-retention-test.zip',
        expiresAt: ago(0, 1),
        tokenHash: 'h1',
      })
      .returning();
    await t0.db.insert(t.dataExports).values({ fkUserId: userId, status: 'downloaded', progress: 100, createdAt: old() });

    const runs = await Promise.all([runRetention(t0.app.ctx, MONTHS), runRetention(t0.app.ctx, MONTHS)]);
    const removing = runs.filter((r) => r && removedAnything(r));
    expect(removing).toHaveLength(1);
    expect(removing[0]).toMatchObject({
      userLogs: 2,
      actionLogs: 1,
      errorLogs: 1,
      mails: 3,
      expiredExports: 1,
      exportRows: 1,
      exportFiles: 1,
    });
    const other = runs.find((r) => r !== removing[0]);
    // Either it found the lock taken (null) or it ran after the first and found nothing left.
    if (other)
      expect(other).toMatchObject({ userLogs: 0, actionLogs: 0, errorLogs: 0, mails: 0, expiredExports: 0, exportRows: 0, exportFiles: 0 });

    const left = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows).map((r) => r.id);
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
    expect(
      await left(
        t0.db
          .select({ id: t.userLogs.pkUserLogId })
          .from(t.userLogs)
          .where(inArray(t.userLogs.pkUserLogId, ids(userLogIds))),
      ),
    ).toEqual([userLogIds[2].id]);
    expect(
      await left(
        t0.db
          .select({ id: t.actionLogs.pkActionLogId })
          .from(t.actionLogs)
          .where(inArray(t.actionLogs.pkActionLogId, ids(actionIds))),
      ),
    ).toEqual([actionIds[1].id]);
    expect(
      await left(
        t0.db
          .select({ id: t.errorLogs.pkErrorLogId })
          .from(t.errorLogs)
          .where(inArray(t.errorLogs.pkErrorLogId, ids(errorIds))),
      ),
    ).toEqual([errorIds[1].id]);
    // A mail still due stays, whatever its age.
    expect(
      (
        await left(
          t0.db
            .select({ id: t.mailOutbox.pkMailId })
            .from(t.mailOutbox)
            .where(inArray(t.mailOutbox.pkMailId, ids(mailIds))),
        )
      ).sort(),
    ).toEqual([mailIds[3].id, mailIds[4].id].sort());
    const exports = await t0.db.select().from(t.dataExports).where(eq(t.dataExports.fkUserId, userId));
    expect(exports.map((e) => [e.pkDataExportId, e.status, e.storageKey])).toEqual([[expiring.pkDataExportId, 'expired', null]]);
    expect(await t0.app.ctx.storage.get('export-retention-test.zip')).toBeNull();
  });

  it('keeps everything younger than a longer period', async () => {
    await t0.db.insert(t.userLogs).values({ fkUserId: userId, event: 'login', createdAt: ago(MONTHS + 6) });
    const removed = await runRetention(t0.app.ctx, MONTHS * 2);
    expect(removed?.userLogs).toBe(0);
    const rows = await t0.db
      .select()
      .from(t.userLogs)
      .where(and(eq(t.userLogs.fkUserId, userId)));
    expect(rows.length).toBeGreaterThan(0);
  });
});
