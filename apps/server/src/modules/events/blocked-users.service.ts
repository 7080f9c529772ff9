import { eq } from 'drizzle-orm';
import type { BlockedUserOnEvent } from '@portal/contracts/events/invitations';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { eventDetailsPath } from '@portal/contracts/common/portal-links';
import type { Actor, AppContext } from '../../context.ts';
import * as t from '../../db/schema/all.ts';
import { businessRule } from '../../lib/app-error.ts';
import { logAction } from '../logs/logs.service.ts';
import { freeMeetingsOf } from '../meetings/free-meetings.ts';
import { publishNotifications, writeNotifications } from '../notifications/notify.service.ts';
import { requireManagedEvent } from './event.policy.ts';
import { userInvitation } from './invitations.repository.ts';

/**
 * api/blockedUsersOnEvent (block) and its delete (unblock): the invitation stays, flagged. A
 * blocked user cannot register, see the attendees or get the online link, and their coming
 * meetings of the event are cancelled. The user is told with notification type 14 ("eventId;eventName;true" when blocked, "false" when unblocked).
 */
export async function setBlocked(ctx: AppContext, actor: Actor, input: BlockedUserOnEvent, blocked: boolean) {
  const written = await ctx.db.transaction(async (tx) => {
    const event = await requireManagedEvent(tx, actor, input.fkEventId);
    if (input.fkUserId === actor.userId) throw businessRule('cannot_act_on_self');
    const row = await userInvitation(tx, event.pkEventId, input.fkUserId);
    if (row.isBlocked === blocked) return [];
    await tx
      .update(t.eventInvitations)
      .set({ isBlocked: blocked, fkUserId: input.fkUserId, updatedAt: new Date() })
      .where(eq(t.eventInvitations.pkEventInvitationId, row.pkEventInvitationId));
    await logAction(tx, actor, blocked ? 'block_user_on_event' : 'unblock_user_on_event', 'event', event.pkEventId, {
      userId: input.fkUserId,
    });
    // A blocked person's coming meetings of the event are called off (type 18 to the others).
    const freed = blocked ? await freeMeetingsOf(tx, input.fkUserId, 'user_blocked', event.pkEventId) : [];
    const told = await writeNotifications(tx, {
      userIds: [input.fkUserId],
      content: { type: NotificationType.userBlockedOnEvent, eventId: event.pkEventId, eventName: event.name, blocked },
      link: eventDetailsPath(event.pkEventId),
    });
    return [...freed, ...told];
  });
  await publishNotifications(ctx, written);
}
