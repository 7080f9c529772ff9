import type { BlockedUserOnEvent } from '@portal/contracts/events/invitations';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { eventDetailsPath } from '@portal/contracts/common/portal-links';
import type { Actor, AppContext } from '../../context.ts';
import { businessRule } from '../../lib/app-error.ts';
import { logAction } from '../logs/logs.service.ts';
import { personBlockedOnEvent } from './person-blocked.ts';
import { publishNotifications, writeNotifications } from '../notifications/notify.service.ts';
import { requireManagedEvent } from './event.policy.ts';
import { userInvitation } from './invitations.repository.ts';
import { setInvitationBlocked } from './invitation-writes.repository.ts';

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
    await setInvitationBlocked(tx, row.pkEventInvitationId, input.fkUserId, blocked);
    await logAction(tx, actor, blocked ? 'block_user_on_event' : 'unblock_user_on_event', 'event', event.pkEventId, {
      userId: input.fkUserId,
    });
    // A blocked person's coming meetings of the event are called off (type 18 to the others).
    const freed = blocked ? await personBlockedOnEvent.run(ctx, tx, { userId: input.fkUserId, eventId: event.pkEventId }) : [];
    const told = await writeNotifications(tx, {
      userIds: [input.fkUserId],
      content: { type: NotificationType.userBlockedOnEvent, eventId: event.pkEventId, eventName: event.name, blocked },
      link: eventDetailsPath(event.pkEventId),
    });
    return [...freed, ...told];
  });
  await publishNotifications(ctx, written);
}
