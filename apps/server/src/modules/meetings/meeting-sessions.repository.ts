import { EventPlaceType } from '@portal/contracts/events/events';
import { B2B_SESSION_TYPE_CODE } from '@portal/contracts/schedules/schedules';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';

/** A B2B session as its meetings need it: its range, slot length, tables and where it happens. */
export interface MeetingSession {
  pkScheduleId: number;
  fkEventId: number;
  name: string;
  start: Date;
  end: Date;
  slotMinutes: number;
  tableCount: number;
  isB2b: boolean;
  isVirtual: boolean;
  fkEventPlaceTypeId: number;
  onlineLink: string | null;
}

/** The session of a schedule id, with its hall's tables and its event's place; 404 schedule_not_found. */
export async function meetingSession(db: DbOrTx, scheduleId: number): Promise<MeetingSession> {
  const [row] = await db
    .select({
      pkScheduleId: t.schedules.pkScheduleId,
      fkEventId: t.schedules.fkEventId,
      name: t.schedules.name,
      start: t.schedules.startTime,
      end: t.schedules.endTime,
      slotMinutes: t.schedules.meetingSlotMinutes,
      tableCount: t.halls.tableCount,
      typeCode: t.codes.code,
      fkEventPlaceTypeId: t.events.fkEventPlaceTypeId,
      onlineLink: t.events.onlineLink,
    })
    .from(t.schedules)
    .innerJoin(t.events, eq(t.events.pkEventId, t.schedules.fkEventId))
    .innerJoin(t.codes, eq(t.codes.pkCodeId, t.schedules.fkSessionTypeId))
    .leftJoin(t.halls, eq(t.halls.pkHallId, t.schedules.fkHallId))
    .where(eq(t.schedules.pkScheduleId, scheduleId));
  if (!row) throw notFound('schedule_not_found');
  return {
    pkScheduleId: row.pkScheduleId,
    fkEventId: row.fkEventId,
    name: row.name,
    start: row.start,
    end: row.end,
    slotMinutes: row.slotMinutes,
    tableCount: row.tableCount ?? 0,
    isB2b: row.typeCode === B2B_SESSION_TYPE_CODE,
    isVirtual: row.fkEventPlaceTypeId === EventPlaceType.virtual,
    fkEventPlaceTypeId: row.fkEventPlaceTypeId,
    onlineLink: row.onlineLink,
  };
}
