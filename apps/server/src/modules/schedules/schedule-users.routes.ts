import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@portal/contracts/common/paging';
import {
  interestedUsersPage,
  interestedUsersSearch,
  notInterestedIds,
  notInterestedQuery,
  scheduleInterest,
  userSchedules,
  userSchedulesRequest,
} from '@portal/contracts/schedules/schedule-users';
import { signedInActor } from '../../plugins/signed-in.ts';
import {
  interestedUsers,
  notInterestedScheduleIds,
  setNotInterested,
  unsetNotInterested,
  userSchedules as sessionsOfUser,
} from './schedule-users.service.ts';

/** api/ScheduleUsers: registered attendees are interested in every session until they say otherwise. */
export const scheduleUserRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['ScheduleUsers'];

  app.post('/api/ScheduleUsers/set-user-not-interested-for-schedule/:id', {
    schema: {
      tags,
      summary: 'Mark a session not interested (registered attendees; idempotent)',
      description: 'Refusals: 403 not_registered_on_event for anyone but a registered, unblocked attendee.',
      params: idParam,
      response: { 200: scheduleInterest },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => setNotInterested(app.ctx, signedInActor(request), request.params.id),
  });

  app.post('/api/ScheduleUsers/unset-user-not-interested-for-schedule/:id', {
    schema: { tags, summary: 'Be interested in a session again (idempotent)', params: idParam, response: { 200: scheduleInterest } },
    config: { access: { signedIn: true } },
    handler: async (request) => unsetNotInterested(app.ctx, signedInActor(request), request.params.id),
  });

  app.get('/api/ScheduleUsers/get-schedules-ids-user-not-interested-in', {
    schema: {
      tags,
      summary: "The caller's not-interested sessions (of one event with ?fkEventId=)",
      querystring: notInterestedQuery,
      response: { 200: notInterestedIds },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => notInterestedScheduleIds(app.ctx, signedInActor(request), request.query.fkEventId),
  });

  app.post('/api/ScheduleUsers/schedule-interested-users', {
    schema: {
      tags,
      summary: 'The interested users of a session: registered attendees minus those not interested',
      description: 'Organisers see everyone with e-mails; registered attendees those visible to others; others 403 attendees_not_visible.',
      body: interestedUsersSearch,
      response: { 200: interestedUsersPage },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => interestedUsers(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/ScheduleUsers/user-schedules', {
    schema: {
      tags,
      summary: "The caller's sessions of an event (all but those marked not interested)",
      body: userSchedulesRequest,
      response: { 200: userSchedules },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => sessionsOfUser(app.ctx, signedInActor(request), request.body.fkEventId),
  });
};
