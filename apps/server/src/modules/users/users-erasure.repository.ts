import { and, asc, count, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

/** The domain of the placeholder addresses: `.invalid` is reserved (RFC 2606), so no mail can ever be delivered to one. */
const ERASED_EMAIL_DOMAIN = 'erased.invalid';

/** An erased person's unique, undeliverable address: the real one is free to be registered again. */
export const erasedEmail = (userId: number) => `erased-${userId}@${ERASED_EMAIL_DOMAIN}`;

/**
 * Locks a user who has not been erased yet, for the erasure's transaction: a second erasure
 * waits here and then finds nothing, and a meeting request to them (which locks both people
 * with `for share`, meetings/reservations.repository.ts) waits and is then refused.
 */
export async function lockErasableUser(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({
      id: t.users.pkUserId,
      email: t.users.email,
      roleId: t.users.fkRoleId,
      companyId: t.users.fkCompanyId,
      avatarName: t.users.avatarName,
      passwordHash: t.users.passwordHash,
    })
    .from(t.users)
    .where(and(eq(t.users.pkUserId, userId), isNull(t.users.erasedAt)))
    .for('update');
  return row ?? null;
}
export type ErasableUser = NonNullable<Awaited<ReturnType<typeof lockErasableUser>>>;

/** Whether someone other than this user holds the role, active (in the company, for a company role). */
export async function hasOtherActiveHolder(db: DbOrTx, roleId: number, userId: number, companyId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.users.pkUserId })
    .from(t.users)
    .where(
      and(
        companyId ? eq(t.users.fkCompanyId, companyId) : undefined,
        eq(t.users.fkRoleId, roleId),
        ne(t.users.pkUserId, userId),
        isNull(t.users.deletedAt),
        eq(t.users.isActive, true),
      ),
    )
    .limit(1);
  return !!row;
}

/** A company's name and country (for the summary and the chamber's handover). */
export async function companyOfUser(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ id: t.companies.pkCompanyId, name: t.companies.name, countryId: t.companies.fkCountryId })
    .from(t.companies)
    .where(eq(t.companies.pkCompanyId, companyId));
  return row ?? null;
}

const other = alias(t.users, 'other_person');
const live = inArray(t.userReservations.status, ['requested', 'accepted']);

/** The person's live meetings that have not started: what the erasure cancels (as meetings' personRemoved handler does). */
export function comingMeetingsOf(db: DbOrTx, userId: number, now: Date) {
  const { userReservations: r } = t;
  return db
    .select({
      reservationId: r.pkUserReservationId,
      eventName: t.events.name,
      start: r.slotStart,
      withFirstName: other.firstName,
      withLastName: other.lastName,
    })
    .from(r)
    .innerJoin(t.schedules, eq(t.schedules.pkScheduleId, r.fkScheduleId))
    .innerJoin(t.events, eq(t.events.pkEventId, t.schedules.fkEventId))
    .innerJoin(other, sql`${other.pkUserId} = case when ${r.fkHostUserId} = ${userId} then ${r.fkGuestUserId} else ${r.fkHostUserId} end`)
    .where(and(or(eq(r.fkHostUserId, userId), eq(r.fkGuestUserId, userId)), live, gt(r.slotStart, now)))
    .orderBy(asc(r.slotStart));
}

/** How many of each kind of record the person has (the summary's numbers). */
export async function erasureCounts(db: DbOrTx, userId: number) {
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  const [sentMessages, eventRegistrations, favouriteCompanies, meetingWishes, notifications] = await Promise.all([
    n(db.select({ n: count() }).from(t.messages).where(eq(t.messages.fkSenderUserId, userId))),
    n(db.select({ n: count() }).from(t.eventInvitations).where(eq(t.eventInvitations.fkUserId, userId))),
    n(db.select({ n: count() }).from(t.favoriteCompanies).where(eq(t.favoriteCompanies.fkUserId, userId))),
    n(db.select({ n: count() }).from(t.meetingWishes).where(eq(t.meetingWishes.fkUserId, userId))),
    n(db.select({ n: count() }).from(t.notifications).where(eq(t.notifications.fkUserId, userId))),
  ]);
  return { sentMessages, eventRegistrations, favouriteCompanies, meetingWishes, notifications };
}

/**
 * Removes what is only the person's: sessions (with their refresh tokens), mailed tokens,
 * favourites, recent searches, dismissed suggestions and wishes (theirs and about them), meeting
 * availability, sessions they are not interested in, their notifications, their copies of
 * messages, their conversation memberships, spam marks (by them and of them) and their sign-in
 * throttle. What others keep (messages they sent, registrations, past meetings) stays, pointing
 * at the anonymised row.
 */
export async function deletePersonalRows(tx: DbOrTx, userId: number, email: string) {
  await tx.delete(t.sessions).where(eq(t.sessions.fkUserId, userId));
  await tx.delete(t.userTokens).where(eq(t.userTokens.fkUserId, userId));
  await tx.delete(t.favoriteCompanies).where(eq(t.favoriteCompanies.fkUserId, userId));
  await tx.delete(t.searchRecords).where(eq(t.searchRecords.fkUserId, userId));
  await tx
    .delete(t.dismissedSuggestions)
    .where(or(eq(t.dismissedSuggestions.fkUserId, userId), eq(t.dismissedSuggestions.fkSuggestedUserId, userId)));
  await tx.delete(t.meetingWishes).where(or(eq(t.meetingWishes.fkUserId, userId), eq(t.meetingWishes.fkWantedUserId, userId)));
  await tx.delete(t.meetingAvailability).where(eq(t.meetingAvailability.fkUserId, userId));
  await tx.delete(t.scheduleUsersNotInterested).where(eq(t.scheduleUsersNotInterested.fkUserId, userId));
  await tx.delete(t.notifications).where(eq(t.notifications.fkUserId, userId));
  await tx.delete(t.messageReceipts).where(eq(t.messageReceipts.fkUserId, userId));
  await tx.delete(t.conversationMembers).where(eq(t.conversationMembers.fkUserId, userId));
  await tx.delete(t.spamUsers).where(or(eq(t.spamUsers.fkUserId, userId), eq(t.spamUsers.fkSpamUserId, userId)));
  await tx.delete(t.loginThrottle).where(eq(t.loginThrottle.key, email.toLowerCase()));
}

/**
 * Anonymises the row and the person's registrations: names, addresses, phones, position, avatar
 * and password go; the e-mail becomes the placeholder, so the real one can be registered again.
 * The row stays (deleted, inactive, erased) for what others keep.
 */
export async function anonymiseUser(tx: DbOrTx, userId: number, now: Date) {
  const placeholder = erasedEmail(userId);
  await tx
    .update(t.users)
    .set({
      email: placeholder,
      userName: placeholder,
      firstName: '',
      lastName: '',
      phone: null,
      phoneMiddlePart: null,
      directPhone: null,
      position: null,
      avatarName: null,
      passwordHash: null,
      isActive: false,
      deletedAt: sql`coalesce(${t.users.deletedAt}, ${now})`,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(t.users.pkUserId, userId));
  await tx
    .update(t.eventInvitations)
    .set({ email: placeholder, tokenHash: null, updatedAt: now })
    .where(eq(t.eventInvitations.fkUserId, userId));
  await tx.update(t.companies).set({ fkContactUserId: null }).where(eq(t.companies.fkContactUserId, userId));
}
