import { and, asc, eq, getTableColumns, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  actionLogs,
  companies,
  conversations,
  errorLogs,
  eventInvitations,
  events,
  files,
  meetingWishes,
  messageReceipts,
  messages,
  notifications,
  roles,
  schedules,
  userLogs,
  userReservations,
  users,
} from '../../db/schema/all.ts';

/*
 * The reads of "Download my data": each answers one person's rows of one kind, as plain objects
 * for a JSON file. Other people appear by name only (the sender of a message, the other side of a
 * meeting), as they appear to this person in the portal.
 */

const other = alias(users, 'other_user');
const otherName = sql<string | null>`${other.firstName} || ' ' || ${other.lastName}`;

/** The account as stored, without the password hash. */
export async function accountRow(db: DbOrTx, userId: number) {
  const { passwordHash: _hidden, ...columns } = getTableColumns(users);
  const [row] = await db.select(columns).from(users).where(eq(users.pkUserId, userId));
  return row ? [row] : [];
}

/** The company the person belongs to, with their role in it. */
export const companyMembershipRows = (db: DbOrTx, userId: number) =>
  db
    .select({ companyId: companies.pkCompanyId, companyName: companies.name, role: roles.name, since: users.createdAt })
    .from(users)
    .innerJoin(companies, eq(companies.pkCompanyId, users.fkCompanyId))
    .innerJoin(roles, eq(roles.pkRoleId, users.fkRoleId))
    .where(eq(users.pkUserId, userId));

const messageColumns = {
  messageId: messages.pkMessageId,
  conversationId: messages.fkConversationId,
  conversation: conversations.title,
  title: messages.title,
  content: messages.content,
  sentAt: messages.sendOn,
};

/** Messages the person wrote, with the conversation's title. */
export const writtenMessageRows = (db: DbOrTx, userId: number) =>
  db
    .select(messageColumns)
    .from(messages)
    .innerJoin(conversations, eq(conversations.pkConversationId, messages.fkConversationId))
    .where(eq(messages.fkSenderUserId, userId))
    .orderBy(asc(messages.sendOn), asc(messages.pkMessageId));

/** Messages the person received, with the sender's name (a visitor's as they gave it) and their read state. */
export const receivedMessageRows = (db: DbOrTx, userId: number) =>
  db
    .select({
      ...messageColumns,
      sender: sql<string | null>`coalesce(${otherName}, ${messages.guestName})`,
      read: messageReceipts.isRead,
      readAt: messageReceipts.readAt,
    })
    .from(messageReceipts)
    .innerJoin(messages, eq(messages.pkMessageId, messageReceipts.fkMessageId))
    .innerJoin(conversations, eq(conversations.pkConversationId, messages.fkConversationId))
    .leftJoin(other, eq(other.pkUserId, messages.fkSenderUserId))
    .where(eq(messageReceipts.fkUserId, userId))
    .orderBy(asc(messages.sendOn), asc(messages.pkMessageId));

/** Meetings the person asked for or was asked to, with the event, the session and the other person. */
export const meetingRows = (db: DbOrTx, userId: number) =>
  db
    .select({
      meetingId: userReservations.pkUserReservationId,
      event: events.name,
      session: schedules.name,
      start: userReservations.slotStart,
      end: userReservations.slotEnd,
      table: userReservations.tableNumber,
      asked: sql<boolean>`${userReservations.fkHostUserId} = ${userId}`,
      with: otherName,
      status: userReservations.status,
      endReason: userReservations.endReason,
      note: userReservations.note,
      createdAt: userReservations.createdAt,
    })
    .from(userReservations)
    .innerJoin(schedules, eq(schedules.pkScheduleId, userReservations.fkScheduleId))
    .innerJoin(events, eq(events.pkEventId, schedules.fkEventId))
    .innerJoin(
      other,
      eq(
        other.pkUserId,
        sql`case when ${userReservations.fkHostUserId} = ${userId} then ${userReservations.fkGuestUserId} else ${userReservations.fkHostUserId} end`,
      ),
    )
    .where(or(eq(userReservations.fkHostUserId, userId), eq(userReservations.fkGuestUserId, userId)))
    .orderBy(asc(userReservations.slotStart), asc(userReservations.pkUserReservationId));

/** The people the person wished to meet, per session. */
export const wishRows = (db: DbOrTx, userId: number) =>
  db
    .select({ event: events.name, session: schedules.name, wanted: otherName, createdAt: meetingWishes.createdAt })
    .from(meetingWishes)
    .innerJoin(schedules, eq(schedules.pkScheduleId, meetingWishes.fkScheduleId))
    .innerJoin(events, eq(events.pkEventId, schedules.fkEventId))
    .innerJoin(other, eq(other.pkUserId, meetingWishes.fkWantedUserId))
    .where(eq(meetingWishes.fkUserId, userId))
    .orderBy(asc(meetingWishes.createdAt), asc(meetingWishes.pkMeetingWishId));

/** Invitations to and registrations on events. */
export const registrationRows = (db: DbOrTx, userId: number) =>
  db
    .select({
      event: events.name,
      start: events.startDate,
      email: eventInvitations.email,
      registered: eventInvitations.isAccepted,
      registeredAt: eventInvitations.acceptedAt,
      blocked: eventInvitations.isBlocked,
      visibleToOthers: eventInvitations.isUserDataVisibleToOthers,
      invitedAt: eventInvitations.createdAt,
    })
    .from(eventInvitations)
    .innerJoin(events, eq(events.pkEventId, eventInvitations.fkEventId))
    .where(eq(eventInvitations.fkUserId, userId))
    .orderBy(asc(eventInvitations.createdAt), asc(eventInvitations.pkEventInvitationId));

export const notificationRows = (db: DbOrTx, userId: number) =>
  db
    .select({
      type: notifications.fkNotificationTypeId,
      content: notifications.content,
      link: notifications.link,
      read: notifications.isRead,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.fkUserId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.pkNotificationId));

/** Sign-ins, sign-outs, refusals; the actions the person took; the errors their requests met. */
export async function logRows(db: DbOrTx, userId: number) {
  const [signIns, actions, errors] = [
    await db
      .select({
        event: userLogs.event,
        detail: userLogs.detail,
        address: userLogs.ipAddress,
        userAgent: userLogs.userAgent,
        at: userLogs.createdAt,
      })
      .from(userLogs)
      .where(eq(userLogs.fkUserId, userId))
      .orderBy(asc(userLogs.createdAt), asc(userLogs.pkUserLogId)),
    await db
      .select({
        action: actionLogs.action,
        entityType: actionLogs.entityType,
        entityId: actionLogs.entityId,
        details: actionLogs.details,
        address: actionLogs.ipAddress,
        at: actionLogs.createdAt,
      })
      .from(actionLogs)
      .where(eq(actionLogs.fkUserId, userId))
      .orderBy(asc(actionLogs.createdAt), asc(actionLogs.pkActionLogId)),
    await db
      .select({ reference: errorLogs.reference, method: errorLogs.method, url: errorLogs.url, at: errorLogs.createdAt })
      .from(errorLogs)
      .where(eq(errorLogs.fkUserId, userId))
      .orderBy(asc(errorLogs.createdAt), asc(errorLogs.pkErrorLogId)),
  ];
  return [
    ...signIns.map((r) => ({ log: 'user', ...r })),
    ...actions.map((r) => ({ log: 'action', ...r })),
    ...errors.map((r) => ({ log: 'error', ...r })),
  ];
}

/** The files the person uploaded and their avatar: stored name, original name and type. */
export async function uploadedFileRows(db: DbOrTx, userId: number) {
  const owned = await db
    .select({ name: files.name, originalName: files.originalName, mimeType: files.mimeType, size: files.size, uploadedAt: files.createdAt })
    .from(files)
    .where(eq(files.fkOwnerUserId, userId))
    .orderBy(asc(files.createdAt), asc(files.pkFileId));
  const [avatar] = await db
    .select({ name: users.avatarName })
    .from(users)
    .where(and(eq(users.pkUserId, userId), isNotNull(users.avatarName)));
  const avatarName = avatar?.name;
  if (!avatarName || owned.some((f) => f.name === avatarName)) return owned;
  return [...owned, { name: avatarName, originalName: avatarName, mimeType: null, size: null, uploadedAt: null }];
}
