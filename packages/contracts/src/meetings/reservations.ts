import { z } from 'zod';
import { coercedEntityId, entityId, optionalEntityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { optionalText } from '../common/validation.ts';
import { clockTime } from '../schedules/schedules.ts';

/**
 * api/UserReservations: one-to-one meetings of a B2B session (spec-2 sections 3 "User
 * reservation", 4 "Reservation: created, then accepted, rejected or rescheduled", 7). A meeting
 * takes one slot of the session (its range cut into meetingSlotMinutes) at one numbered table of
 * its hall. The host (reserving user) asks the guest (reserved user); whoever must answer now is
 * `awaitingUserId`. Times are clock times of the portal's zone (PORTAL_TIME_ZONE), like sessions.
 */

export const ReservationStatus = {
  requested: 'requested',
  accepted: 'accepted',
  rejected: 'rejected',
  cancelled: 'cancelled',
} as const;
export const reservationStatuses = [
  ReservationStatus.requested,
  ReservationStatus.accepted,
  ReservationStatus.rejected,
  ReservationStatus.cancelled,
] as const;
export type ReservationStatusValue = (typeof reservationStatuses)[number];
/** Requested and accepted meetings hold their table and their people's time. */
export const LIVE_RESERVATION_STATUSES: readonly ReservationStatusValue[] = [ReservationStatus.requested, ReservationStatus.accepted];

export const RESERVATION_NOTE_MAX = 500;

/** A slot of the session: its start as a clock time (HH:mm); a slot is meetingSlotMinutes long. */
const slotFields = {
  slotStart: clockTime,
  /** A table of the hall (1..tables); left out, the lowest free one. Ignored at a virtual event. */
  tableNumber: z.number().int('validation.integer').min(1, 'validation.min').nullish(),
};

/** POST api/UserReservations: the caller (host) asks another registered attendee (guest). */
export const reservationModel = z.object({
  fkScheduleId: entityId,
  fkGuestUserId: entityId,
  ...slotFields,
  note: optionalText(RESERVATION_NOTE_MAX),
});
export type ReservationModel = z.input<typeof reservationModel>;
export type ParsedReservationModel = z.infer<typeof reservationModel>;

/** accept-reservation, reject-reservation and cancel-reservation. */
export const reservationAction = z.object({ pkUserReservationId: entityId });
export type ReservationAction = z.infer<typeof reservationAction>;

/** reschedule-reservation: another slot (and table); the other side answers again. */
export const reservationReschedule = z.object({ pkUserReservationId: entityId, ...slotFields });
export type ReservationReschedule = z.input<typeof reservationReschedule>;
export type ParsedReservationReschedule = z.infer<typeof reservationReschedule>;

/** set-availability: when the caller is available during the session; both null: the whole session. */
export const availabilityModel = z
  .object({ fkScheduleId: entityId, availableFrom: clockTime.nullish(), availableTo: clockTime.nullish() })
  .superRefine((v, ctx) => {
    if ((v.availableFrom == null) !== (v.availableTo == null)) {
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: [v.availableFrom == null ? 'availableFrom' : 'availableTo'] });
    } else if (v.availableFrom && v.availableTo && v.availableTo <= v.availableFrom) {
      ctx.addIssue({ code: 'custom', message: 'schedule_end_before_start', path: ['availableTo'] });
    }
  });
export type AvailabilityModel = z.input<typeof availabilityModel>;
export type ParsedAvailabilityModel = z.infer<typeof availabilityModel>;

export const meetingPerson = z.object({
  pkUserId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  avatarName: z.string().nullable(),
  fkCompanyId: z.number().int().nullable(),
  company: z.string().nullable(),
});
export type MeetingPerson = z.infer<typeof meetingPerson>;

/** A meeting card: table, host and guest with their companies, the slot, its state. */
export const reservation = z.object({
  pkUserReservationId: z.number().int(),
  fkScheduleId: z.number().int(),
  fkEventId: z.number().int(),
  scheduleName: z.string(),
  /** null at a virtual event: the meeting link stands for the table. */
  tableNumber: z.number().int().nullable(),
  reservingUser: meetingPerson,
  reservedUser: meetingPerson,
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(reservationStatuses),
  awaitingUserId: z.number().int().nullable(),
  endReason: z.string().nullable(),
  note: z.string().nullable(),
});
export type Reservation = z.infer<typeof reservation>;

/** get-reservations-for-schedule: organisers every meeting of the session, others their own. */
export const reservationSearch = z.object({
  ...pageFields(50),
  fkScheduleId: entityId,
  status: z.enum(reservationStatuses).nullish(),
  /** Meetings of one person (host or guest). */
  fkUserId: optionalEntityId,
  /** Host or guest name or company. */
  name: optionalText(100),
  tableNumber: z.number().int().min(1).nullish(),
});
export type ReservationSearch = z.input<typeof reservationSearch>;
export type ParsedReservationSearch = z.infer<typeof reservationSearch>;
export const reservationPage = z.object({
  reservations: z.array(reservation),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type ReservationPage = z.infer<typeof reservationPage>;

/** A slot of a session with what happens in it. */
export const meetingSlot = z.object({ startTime: z.string(), endTime: z.string(), start: z.string(), end: z.string() });
export type MeetingSlot = z.infer<typeof meetingSlot>;

/** get-reservations-for-schedule-grouped: the organiser's grid, live meetings by slot. */
export const reservationGrid = z.object({
  fkScheduleId: z.number().int(),
  tableCount: z.number().int(),
  slots: z.array(meetingSlot.extend({ reservations: z.array(reservation) })),
});
export type ReservationGrid = z.infer<typeof reservationGrid>;
export const scheduleIdBody = z.object({ fkScheduleId: entityId });
export type ScheduleIdBody = z.infer<typeof scheduleIdBody>;

/**
 * get-reservations-for-current-user-on-session: the caller's meetings and availability, and every
 * slot with whether the caller is free and how many tables are.
 */
export const mySession = z.object({
  fkScheduleId: z.number().int(),
  availableFrom: z.string().nullable(),
  availableTo: z.string().nullable(),
  tableCount: z.number().int(),
  isVirtual: z.boolean(),
  reservations: z.array(reservation),
  slots: z.array(meetingSlot.extend({ isFree: z.boolean(), freeTables: z.number().int() })),
});
export type MySession = z.infer<typeof mySession>;

/**
 * free-slots: the slots where the caller and another attendee are both free and a table is;
 * keepTable, the table of a meeting being moved, which it keeps at a slot where it is free.
 */
export const freeSlotsQuery = z.object({ fkScheduleId: entityId, fkUserId: entityId, keepTable: optionalEntityId });
export type FreeSlotsQuery = z.infer<typeof freeSlotsQuery>;
/** Each slot with its free tables and the table a meeting gets there when none is named (null online). */
export const freeSlots = z.object({
  slots: z.array(meetingSlot.extend({ freeTables: z.number().int(), tableNumber: z.number().int().nullable() })),
});
export type FreeSlots = z.infer<typeof freeSlots>;

/** get-reservations-for-user: the caller's meetings of an event (or of every event), in time order. */
export const myReservationsSearch = z.object({
  ...pageFields(50),
  fkEventId: optionalEntityId,
  status: z.enum(reservationStatuses).nullish(),
});
export type MyReservationsSearch = z.input<typeof myReservationsSearch>;
export type ParsedMyReservationsSearch = z.infer<typeof myReservationsSearch>;

/** get-event-place-type/{scheduleId}: where the session's meetings happen; the link for virtual and hybrid events. */
export const meetingPlace = z.object({ fkEventPlaceTypeId: z.number().int(), onlineLink: z.string().nullable() });
export type MeetingPlace = z.infer<typeof meetingPlace>;
export const scheduleIdParam = z.object({ scheduleId: coercedEntityId });

/** api/Reports/schedule-reservations-for-user/{scheduleId}/{userId}. */
export const userReservationsSheetParams = z.object({ scheduleId: coercedEntityId, userId: coercedEntityId });
