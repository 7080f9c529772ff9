import { totalPages } from '@portal/contracts/common/paging';
import type { Hall, HallPage, ParsedHallModel, ParsedHallSearch } from '@portal/contracts/programme/halls';
import type { Actor, AppContext } from '../../context.ts';
import { AppError, businessRule, notFound } from '../../lib/app-error.ts';
import { requireManagedEvent } from '../events/event.policy.ts';
import { logAction } from '../logs/logs.service.ts';
import { deleteHallRow, hallById, hallNameTaken, hallPageRows, insertHall, updateHall } from './halls.repository.ts';
import { requireParticipantEvent } from './programme.policy.ts';

/** get-all-for-event: an event's halls, for its organisers and participants. */
export async function hallsOfEvent(ctx: AppContext, actor: Actor, input: ParsedHallSearch): Promise<HallPage> {
  await requireParticipantEvent(ctx.db, actor, input.fkEventId);
  const { rows, total } = await hallPageRows(ctx.db, input.fkEventId, input);
  return { halls: rows, totalPages: totalPages(total, input.pageSize), totalCount: total };
}

/** GET api/Hall/{id}: as the event's halls list. */
export async function getHall(ctx: AppContext, actor: Actor, id: number): Promise<Hall> {
  const hall = await hallById(ctx.db, id);
  await requireParticipantEvent(ctx.db, actor, hall.fkEventId);
  return hall;
}

/**
 * POST and PUT api/Hall/: the event's organisers add and change halls; names are unique per event
 * (the database index answers a concurrent duplicate the same way). A hall stays on its event.
 */
export async function saveHall(ctx: AppContext, actor: Actor, input: ParsedHallModel): Promise<Hall> {
  const id = await ctx.db.transaction(async (tx) => {
    let eventId = input.fkEventId;
    if (input.pkHallId) eventId = (await hallById(tx, input.pkHallId)).fkEventId;
    await requireManagedEvent(tx, actor, eventId);
    if (await hallNameTaken(tx, eventId, input.name, input.pkHallId))
      throw new AppError('hall_name_taken', 422, undefined, { name: 'hall_name_taken' });
    const values = { name: input.name, capacity: input.capacity ?? null, tableCount: input.tableCount, updatedAt: new Date() };
    let hallId = input.pkHallId;
    if (hallId) await updateHall(tx, hallId, values);
    else hallId = await insertHall(tx, eventId, values);
    await logAction(tx, actor, input.pkHallId ? 'update_hall' : 'create_hall', 'hall', hallId, { fkEventId: eventId });
    return hallId;
  });
  return hallById(ctx.db, id);
}

/** DELETE api/Hall/{id}: not while sessions are held in it (hall_in_use; the foreign key holds it too). */
export async function deleteHall(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const hall = await hallById(tx, id);
    await requireManagedEvent(tx, actor, hall.fkEventId);
    if (hall.schedulesCount > 0) throw businessRule('hall_in_use', { count: hall.schedulesCount });
    if (!(await deleteHallRow(tx, id))) throw notFound('hall_not_found');
    await logAction(tx, actor, 'delete_hall', 'hall', id, { fkEventId: hall.fkEventId, name: hall.name });
  });
}
