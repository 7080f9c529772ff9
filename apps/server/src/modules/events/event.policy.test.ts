import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../context.ts';
import * as t from '../../db/schema/all.ts';
import { AppError } from '../../lib/app-error.ts';
import { buildEvent, chamberId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  assistedByActor,
  canEditEvent,
  canManageEvent,
  chamberEventsOf,
  isAssistantChamber,
  organiserChamberOf,
  requireReadableEvent,
  requireSeenEvent,
} from './event.policy.ts';

const RS = 11;
const ME = 12;
const actor = (functions: string[], chamber: number | null = null) => ({ functions: new Set(functions), chamberId: chamber }) as Actor;
const platformAdmin = actor(['super_admin_function']);
const chamberAdmin = (chamber: number | null) => actor(['cif_admin_function'], chamber);
const companyAdmin = actor(['company_admin_function', 'employees_function']);

describe('a chamber administrator of an event', () => {
  it('holds cif_admin_function and a chamber', () => {
    expect(organiserChamberOf(chamberAdmin(RS))).toBe(RS);
    expect(organiserChamberOf(chamberAdmin(null))).toBeNull();
    expect(organiserChamberOf(actor(['super_admin_function'], RS))).toBeNull();
    expect(organiserChamberOf(null)).toBeNull();
  });

  it("edits their chamber's events; the platform administrator edits every event", () => {
    expect(canEditEvent(chamberAdmin(RS), { fkChamberId: RS })).toBe(true);
    expect(canEditEvent(chamberAdmin(ME), { fkChamberId: RS })).toBe(false);
    expect(canEditEvent(chamberAdmin(null), { fkChamberId: RS })).toBe(false);
    expect(canEditEvent(platformAdmin, { fkChamberId: RS })).toBe(true);
    expect(canEditEvent(companyAdmin, { fkChamberId: RS })).toBe(false);
  });
});

/** The status and message key a guard refuses with, or null when it lets the caller through. */
function refusal(guard: () => unknown): [number, string] | null {
  try {
    guard();
    return null;
  } catch (err) {
    if (err instanceof AppError) return [err.status, err.messageKey];
    throw err;
  }
}

describe("seeing an event read with the caller's standing", () => {
  const standing = (o: { isAnnounced?: boolean; isPublic?: boolean; deleted?: boolean; assists?: boolean; invited?: boolean } = {}) => ({
    event: { fkChamberId: RS, isAnnounced: o.isAnnounced ?? true, isPublic: o.isPublic ?? false, deletedAt: o.deleted ? new Date() : null },
    isAssistantOrganizer: o.assists ?? false,
    isInvited: o.invited ?? false,
  });

  it('hides drafts and deleted events from all but their organisers (404)', () => {
    expect(refusal(() => requireSeenEvent(companyAdmin, standing({ isAnnounced: false })))).toEqual([404, 'event_not_found']);
    expect(refusal(() => requireSeenEvent(chamberAdmin(ME), standing({ deleted: true })))).toEqual([404, 'event_not_found']);
    expect(requireSeenEvent(chamberAdmin(ME), standing({ isAnnounced: false, assists: true }))).toEqual({
      canEdit: false,
      canManage: true,
    });
    expect(requireSeenEvent(chamberAdmin(RS), standing({ deleted: true }))).toEqual({ canEdit: true, canManage: true });
  });

  it('shows the details to organisers, chamber administrators, and to others when public or invited (403 otherwise)', () => {
    expect(refusal(() => requireReadableEvent(companyAdmin, standing()))).toEqual([403, 'dont_have_invitation']);
    expect(requireReadableEvent(companyAdmin, standing({ isPublic: true }))).toEqual({ canEdit: false, canManage: false });
    expect(requireReadableEvent(companyAdmin, standing({ invited: true }))).toEqual({ canEdit: false, canManage: false });
    expect(requireReadableEvent(chamberAdmin(ME), standing())).toEqual({ canEdit: false, canManage: false });
  });
});

describe('the rule as SQL agrees with the single checks', () => {
  let t0: TestApp;
  let ids: number[];
  let callers: Actor[];

  beforeAll(async () => {
    t0 = await createTestApp();
    const [rs, me] = [await chamberId(t0.db, 'RS'), await chamberId(t0.db, 'ME')];
    const events = [
      await buildEvent(t0.db, { chamber: 'RS' }),
      await buildEvent(t0.db, { chamber: 'ME', assistants: ['RS'] }),
      await buildEvent(t0.db, { chamber: 'ME', isAnnounced: false }),
    ];
    ids = events.map((e) => e.pkEventId);
    callers = [chamberAdmin(rs), chamberAdmin(me), chamberAdmin(null), platformAdmin, companyAdmin];
  });

  const listed = async (where: ReturnType<typeof chamberEventsOf>) =>
    (
      await t0.db
        .select({ id: t.events.pkEventId })
        .from(t.events)
        .where(and(inArray(t.events.pkEventId, ids), where))
    ).map((r) => r.id);

  it("lists as the chamber's events exactly those the caller manages", async () => {
    for (const caller of callers) {
      const managed = [];
      for (const id of ids) if (await canManageEvent(t0.db, caller, id)) managed.push(id);
      expect((await listed(chamberEventsOf(caller))).sort()).toEqual(managed.sort());
    }
  });

  it('marks as assisted exactly the events whose assistant the caller is', async () => {
    for (const caller of callers) {
      for (const id of ids) {
        const [row] = await t0.db
          .select({ id: t.events.pkEventId })
          .from(t.events)
          .where(and(eq(t.events.pkEventId, id), assistedByActor(caller)));
        expect(!!row).toBe(await isAssistantChamber(t0.db, caller, id));
      }
    }
  });
});
