import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@portal/contracts/common/paging';
import {
  availabilityModel,
  freeSlots,
  freeSlotsQuery,
  meetingPlace,
  myReservationsSearch,
  mySession,
  reservation,
  reservationAction,
  reservationGrid,
  reservationModel,
  reservationPage,
  reservationReschedule,
  reservationSearch,
  scheduleIdBody,
  scheduleIdParam,
} from '@portal/contracts/meetings/reservations';
import { signedInActor } from '../../plugins/signed-in.ts';
import { eventOrganisers } from '../events/event-route-access.ts';
import { setAvailability } from './meeting-availability.service.ts';
import { acceptReservation, cancelReservation, rejectReservation } from './meeting-answers.service.ts';
import { createReservation, rescheduleReservation } from './meeting-requests.service.ts';
import {
  freeSlotsWith,
  getReservation,
  meetingPlace as placeOf,
  myReservations,
  mySession as sessionOfCaller,
  reservationGrid as gridOf,
  reservationsOfSchedule,
} from './meeting-views.service.ts';

const attendeeRefusals =
  'Refusals: 403 not_registered_on_event for anyone but a registered, unblocked attendee; 422 schedule_not_b2b, meeting_session_over.';

/**
 * api/UserReservations: one-to-one meetings of B2B sessions. Who may do what is the service's
 * (reservation.policy): registered attendees ask, answer and move their own meetings; a meeting
 * is seen by its two people, the organisers and the platform administrator.
 */
export const reservationRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['UserReservations'];
  const signedIn = { signedIn: true } as const;

  app.post('/api/UserReservations', {
    schema: {
      tags,
      summary: 'Ask a registered attendee for a meeting at a slot (and table) of a B2B session; notifies them (type 9)',
      description: `${attendeeRefusals} 403 meetings_need_event_management for a caller whose company has no event management. Field errors: fkGuestUserId meeting_with_yourself, meeting_guest_not_registered, meeting_guest_cannot_meet; slotStart meeting_slot_not_in_session, meeting_slot_past, meeting_person_busy (409), meeting_outside_availability, meeting_no_free_table; tableNumber meeting_table_taken (409), meeting_table_not_in_hall.`,
      body: reservationModel,
      response: { 200: reservation },
    },
    config: { access: signedIn },
    handler: async (request) => createReservation(app.ctx, signedInActor(request), request.body),
  });

  app.get('/api/UserReservations/:id', {
    schema: {
      tags,
      summary: 'A meeting, for its two people, the organisers and the platform administrator',
      params: idParam,
      response: { 200: reservation },
    },
    config: { access: signedIn },
    handler: async (request) => getReservation(app.ctx, signedInActor(request), request.params.id),
  });

  app.post('/api/UserReservations/accept-reservation', {
    schema: {
      tags,
      summary: 'Accept a meeting request that waits for you (type 6 to the other person)',
      description: 'Refusals: 409 reservation_not_awaiting_you; 403 reservation_not_yours for organisers.',
      body: reservationAction,
      response: { 200: reservation },
    },
    config: { access: signedIn },
    handler: async (request) => acceptReservation(app.ctx, signedInActor(request), request.body.pkUserReservationId),
  });

  app.post('/api/UserReservations/reject-reservation', {
    schema: {
      tags,
      summary: 'Decline a meeting request that waits for you (type 7)',
      body: reservationAction,
      response: { 200: reservation },
    },
    config: { access: signedIn },
    handler: async (request) => rejectReservation(app.ctx, signedInActor(request), request.body.pkUserReservationId),
  });

  app.post('/api/UserReservations/cancel-reservation', {
    schema: {
      tags,
      summary: 'Call off a requested or accepted meeting (either person; type 7)',
      body: reservationAction,
      response: { 200: reservation },
    },
    config: { access: signedIn },
    handler: async (request) => cancelReservation(app.ctx, signedInActor(request), request.body.pkUserReservationId),
  });

  app.post('/api/UserReservations/reschedule-reservation', {
    schema: {
      tags,
      summary: 'Move a meeting to another free slot (and table); the other person answers again (type 17)',
      body: reservationReschedule,
      response: { 200: reservation },
    },
    config: { access: signedIn },
    handler: async (request) => rescheduleReservation(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/UserReservations/get-reservations-for-schedule', {
    schema: {
      tags,
      summary: "A session's meetings: every one for the organisers, the caller's own for attendees",
      body: reservationSearch,
      response: { 200: reservationPage },
    },
    config: { access: signedIn },
    handler: async (request) => reservationsOfSchedule(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/UserReservations/get-reservations-for-schedule-grouped', {
    schema: {
      tags,
      summary: "The organisers' grid: the session's slots with their live meetings",
      body: scheduleIdBody,
      response: { 200: reservationGrid },
    },
    config: { access: eventOrganisers },
    handler: async (request) => gridOf(app.ctx, signedInActor(request), request.body.fkScheduleId),
  });

  app.post('/api/UserReservations/get-reservations-for-current-user-on-session', {
    schema: {
      tags,
      summary: "The caller's meetings and availability in a session, and each slot with whether they and a table are free",
      body: scheduleIdBody,
      response: { 200: mySession },
    },
    config: { access: signedIn },
    handler: async (request) => sessionOfCaller(app.ctx, signedInActor(request), request.body.fkScheduleId),
  });

  app.post('/api/UserReservations/get-reservations-for-user', {
    schema: {
      tags,
      summary: "The caller's meetings (of an event), in time order",
      body: myReservationsSearch,
      response: { 200: reservationPage },
    },
    config: { access: signedIn },
    handler: async (request) => myReservations(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/UserReservations/set-availability', {
    schema: {
      tags,
      summary: 'When the caller is available during a B2B session (both times null: all of it)',
      description: `${attendeeRefusals} Field errors: availableFrom meeting_availability_outside_session, meeting_outside_availability (a live meeting would fall outside).`,
      body: availabilityModel,
      response: { 200: mySession },
    },
    config: { access: signedIn },
    handler: async (request) => setAvailability(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/UserReservations/free-slots', {
    schema: {
      tags,
      summary:
        'The future slots where the caller and another registered attendee are both free and a table is, with the table a meeting gets there (keepTable: the one a moved meeting keeps where free)',
      body: freeSlotsQuery,
      response: { 200: freeSlots },
    },
    config: { access: signedIn },
    handler: async (request) => freeSlotsWith(app.ctx, signedInActor(request), request.body),
  });

  app.get('/api/UserReservations/get-event-place-type/:scheduleId', {
    schema: {
      tags,
      summary: "Where a session's meetings happen: the event's place type and its meeting link",
      params: scheduleIdParam,
      response: { 200: meetingPlace },
    },
    config: { access: signedIn },
    handler: async (request) => placeOf(app.ctx, signedInActor(request), request.params.scheduleId),
  });
};
