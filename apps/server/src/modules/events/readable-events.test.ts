import { and, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../context.ts';
import * as t from '../../db/schema/all.ts';
import { AppError } from '../../lib/app-error.ts';
import { buildEvent, buildInvitation, chamberId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { canManageEvent, managedEventCondition, readableEventCondition } from './event.policy.ts';
import { viewerOf } from './events.repository.ts';
import { viewEvent } from './events-visibility.ts';

const actor = (userId: number, email: string, functions: string[], chamber: number | null = null) =>
  ({ userId, email, functions: new Set(functions), chamberId: chamber, languageId: 1 }) as Actor;

describe('the readable and managed events as SQL agree with the single checks', () => {
  let t0: TestApp;
  let ids: number[];
  let liveIds: number[];
  let callers: Actor[];

  beforeAll(async () => {
    t0 = await createTestApp();
    const [rs, me] = [await chamberId(t0.db, 'RS'), await chamberId(t0.db, 'ME')];
    const invitationOnly = await buildEvent(t0.db, { chamber: 'ME', isPublic: false });
    const live = [
      await buildEvent(t0.db, { chamber: 'RS' }),
      await buildEvent(t0.db, { chamber: 'ME', assistants: ['RS'], isPublic: false }),
      invitationOnly,
      await buildEvent(t0.db, { chamber: 'ME', isAnnounced: false }),
    ];
    const deleted = [
      await buildEvent(t0.db, { chamber: 'ME', deletedAt: new Date() }),
      await buildEvent(t0.db, { chamber: 'RS', isPublic: false, deletedAt: new Date() }),
    ];
    liveIds = live.map((e) => e.pkEventId);
    ids = [...liveIds, ...deleted.map((e) => e.pkEventId)];
    // Invited by e-mail only, before registering: the invitation still counts.
    await buildInvitation(t0.db, { eventId: invitationOnly.pkEventId, email: 'guest@example.com' });
    callers = [
      actor(900001, 'rs-admin@example.com', ['cif_admin_function'], rs),
      actor(900002, 'me-admin@example.com', ['cif_admin_function'], me),
      actor(900003, 'no-chamber@example.com', ['cif_admin_function']),
      actor(900004, 'platform@example.com', ['super_admin_function']),
      actor(900005, 'both@example.com', ['super_admin_function', 'cif_admin_function'], me),
      actor(900006, 'member@example.com', ['company_admin_function']),
      actor(900007, 'Guest@Example.com', ['employees_function']),
    ];
  });

  const listed = async (where: ReturnType<typeof readableEventCondition>, among: number[]) =>
    (
      await t0.db
        .select({ id: t.events.pkEventId })
        .from(t.events)
        .where(and(inArray(t.events.pkEventId, among), where))
    )
      .map((r) => r.id)
      .sort();

  it('lists as readable exactly the events whose details viewEvent shows the caller', async () => {
    for (const caller of callers) {
      const readable = [];
      for (const id of ids) {
        try {
          await viewEvent(t0.db, viewerOf(caller), id);
          readable.push(id);
        } catch (err) {
          // A refusal (404 not seen, 403 not invited) means not readable; anything else fails the test.
          if (!(err instanceof AppError) || ![403, 404].includes(err.status)) throw err;
        }
      }
      expect(await listed(readableEventCondition(caller), ids)).toEqual(readable.sort());
    }
  });

  it('lists as managed exactly the live events the caller manages', async () => {
    for (const caller of callers) {
      const managed = [];
      for (const id of liveIds) if (await canManageEvent(t0.db, caller, id)) managed.push(id);
      expect(await listed(managedEventCondition(caller), liveIds)).toEqual(managed.sort());
    }
  });
});
