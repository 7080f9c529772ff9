import { and, eq, inArray } from 'drizzle-orm';
import { eventDetailsPath } from '@portal/contracts/common/portal-links';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { writeNotifications } from '../modules/notifications/notify.service.ts';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/all.ts';

/** Invitations by event name: who is invited, who accepted (with which of their company's products or services). */
const DAY_MS = 86_400_000;
const demoInvitations: { event: string; invitedBy: string; people: { email: string; accepted?: boolean; items?: string[] }[] }[] = [
  {
    event: 'Western Balkans Food & Agri B2B Forum',
    invitedBy: 'chamber.rs@market-access.demo',
    people: [
      { email: 'company.rs@market-access.demo', accepted: true, items: ['Idared apples, class I'] },
      { email: 'employee.rs@market-access.demo' },
    ],
  },
  {
    // Invitation only, and it allows skipping registration: the unverified company can use Skip.
    event: 'Adriatic Tourism Investment Meeting',
    invitedBy: 'chamber.me@market-access.demo',
    people: [{ email: 'company.me@market-access.demo' }, { email: 'unverified.rs@market-access.demo' }],
  },
  {
    // Finished: the companies' event history.
    event: 'Regional Logistics Days',
    invitedBy: 'chamber.rs@market-access.demo',
    people: [
      { email: 'company.rs@market-access.demo', accepted: true },
      { email: 'company.me@market-access.demo', accepted: true },
      { email: 'employee.me@market-access.demo', accepted: true },
    ],
  },
];

/**
 * Invitations for the demo events (seeded before, found by name): registered attendees with
 * what they bring, pending invitations with their type-10 notifications, and a finished event's
 * attendees. Events missing from the demo set are skipped.
 */
export async function seedDemoInvitations(db: DbOrTx) {
  for (const d of demoInvitations) {
    const [event] = await db.select().from(t.events).where(eq(t.events.name, d.event));
    if (!event) continue;
    const [inviter] = await db.select({ id: t.users.pkUserId }).from(t.users).where(eq(t.users.email, d.invitedBy));
    const users = await db
      .select()
      .from(t.users)
      .where(
        inArray(
          t.users.email,
          d.people.map((p) => p.email),
        ),
      );
    for (const p of d.people) {
      const user = users.find((u) => u.email === p.email);
      if (!user) continue;
      // Invited a week before accepting, and accepting three days before the event (or today).
      const acceptedAt = p.accepted ? new Date(Math.min(Date.now(), event.startDate.getTime()) - 3 * DAY_MS) : null;
      const createdAt = new Date(Math.min(Date.now(), event.startDate.getTime()) - 10 * DAY_MS);
      const [row] = await db
        .insert(t.eventInvitations)
        .values({
          fkEventId: event.pkEventId,
          fkUserId: user.pkUserId,
          email: user.email,
          isAccepted: !!p.accepted,
          acceptedAt,
          createdAt,
          invitedBy: inviter?.id ?? null,
        })
        .returning();
      if (p.items?.length && user.fkCompanyId) {
        const items = await db
          .select({ id: t.catalogueItems.pkItemId })
          .from(t.catalogueItems)
          .where(and(eq(t.catalogueItems.fkCompanyId, user.fkCompanyId), inArray(t.catalogueItems.name, p.items)));
        if (items.length)
          await db
            .insert(t.eventInvitationItems)
            .values(items.map((i) => ({ fkEventInvitationId: row.pkEventInvitationId, fkItemId: i.id })));
      }
      if (!p.accepted && event.endDate > new Date())
        await writeNotifications(db, {
          userIds: [user.pkUserId],
          content: { type: NotificationType.userInvitedToEvent, eventId: event.pkEventId, eventName: event.name },
          link: eventDetailsPath(event.pkEventId),
        });
    }
  }
}
