import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { chamberId, codeId } from '../../../test/factories.ts';

/** Test rows of the programme, written directly (the routes have their own tests). */

export async function buildHall(db: Db, o: { eventId: number; name?: string; tableCount?: number; capacity?: number }) {
  const [row] = await db
    .insert(t.halls)
    .values({
      fkEventId: o.eventId,
      name: o.name ?? `Hall ${Math.random().toString(36).slice(2, 8)}`,
      tableCount: o.tableCount ?? 0,
      capacity: o.capacity,
    })
    .returning();
  return row;
}

/** A session (session type code '1' plenary by default) from `start` for `minutes`. */
export async function buildSession(
  db: Db,
  o: { eventId: number; hallId?: number | null; start: Date; minutes?: number; name?: string; typeCode?: string; speakerIds?: number[] },
) {
  const [row] = await db
    .insert(t.schedules)
    .values({
      fkEventId: o.eventId,
      fkHallId: o.hallId ?? null,
      name: o.name ?? 'Session',
      fkSessionTypeId: await codeId(db, 10, o.typeCode ?? '1'),
      startTime: o.start,
      endTime: new Date(o.start.getTime() + (o.minutes ?? 60) * 60_000),
    })
    .returning();
  if (o.speakerIds?.length) {
    await db
      .insert(t.scheduleSpeakers)
      .values(o.speakerIds.map((id, i) => ({ fkScheduleId: row.pkScheduleId, fkSpeakerId: id, sortOrder: i })));
  }
  return row;
}

export async function buildSpeaker(db: Db, o: { chamber?: string; firstName?: string; lastName?: string; company?: string } = {}) {
  const [row] = await db
    .insert(t.speakers)
    .values({
      fkChamberId: await chamberId(db, o.chamber ?? 'RS'),
      firstName: o.firstName ?? 'Ana',
      lastName: o.lastName ?? 'Speaker',
      company: o.company ?? null,
    })
    .returning();
  return row;
}

export async function buildPartner(db: Db, o: { chamber?: string; name?: string } = {}) {
  const [row] = await db
    .insert(t.partners)
    .values({ fkChamberId: await chamberId(db, o.chamber ?? 'RS'), name: o.name ?? `Partner ${Math.random().toString(36).slice(2, 8)}` })
    .returning();
  return row;
}
