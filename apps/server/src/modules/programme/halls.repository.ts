import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Hall } from '@portal/contracts/programme/halls';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { containsText } from '../../lib/text-match.ts';

const h = t.halls;

const hallColumns = {
  pkHallId: h.pkHallId,
  fkEventId: h.fkEventId,
  name: h.name,
  capacity: h.capacity,
  tableCount: h.tableCount,
  schedulesCount: sql<number>`(select count(*)::int from ${t.schedules} s where s.fk_hall_id = ${h.pkHallId})`,
};

/** A hall by id, in the answer's shape; 404 hall_not_found. */
export async function hallById(db: DbOrTx, id: number): Promise<Hall> {
  const [row] = await db.select(hallColumns).from(h).where(eq(h.pkHallId, id));
  if (!row) throw notFound('hall_not_found');
  return row;
}

/** A page of an event's halls by name. */
export async function hallPageRows(db: DbOrTx, eventId: number, o: { name?: string | null; pageNum: number; pageSize: number }) {
  const where: SQL | undefined = and(eq(h.fkEventId, eventId), o.name ? containsText(h.name, o.name) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(hallColumns)
      .from(h)
      .where(where)
      .orderBy(asc(sql`lower(${h.name})`), asc(h.pkHallId))
      .limit(o.pageSize)
      .offset(offsetOf(o.pageNum, o.pageSize)),
    db.select({ n: count() }).from(h).where(where),
  ]);
  return { rows, total: n };
}

/** Whether the event has another hall of this name (case-insensitively). */
export async function hallNameTaken(db: DbOrTx, eventId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: h.pkHallId })
    .from(h)
    .where(
      and(
        eq(h.fkEventId, eventId),
        sql`lower(${h.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${h.pkHallId} <> ${exceptId}`,
      ),
    );
  return !!row;
}

/** What a hall's form sets. */
export type HallValues = Pick<typeof h.$inferInsert, 'name' | 'capacity' | 'tableCount' | 'updatedAt'>;

/** A new hall of the event; its id. */
export async function insertHall(tx: DbOrTx, eventId: number, values: HallValues): Promise<number> {
  const [{ pkHallId }] = await tx
    .insert(h)
    .values({ ...values, fkEventId: eventId })
    .returning({ pkHallId: h.pkHallId });
  return pkHallId;
}

export async function updateHall(tx: DbOrTx, id: number, values: HallValues): Promise<void> {
  await tx.update(h).set(values).where(eq(h.pkHallId, id));
}

/** Removes a hall; false when it is not there. */
export async function deleteHallRow(tx: DbOrTx, id: number): Promise<boolean> {
  const removed = await tx.delete(h).where(eq(h.pkHallId, id)).returning();
  return removed.length > 0;
}
