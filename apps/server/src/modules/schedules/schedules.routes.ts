import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, okResult } from '@portal/contracts/common/paging';
import {
  deleteScheduleQuery,
  eventIdParam,
  schedule,
  scheduleModel,
  schedulePage,
  scheduleSearch,
  scheduleUpdate,
} from '@portal/contracts/schedules/schedules';
import { signedInActor } from '../../plugins/signed-in.ts';
import { eventOrganisers } from '../events/event-route-access.ts';
import { createSchedule, deleteSchedule, getSchedule, schedulesOfEvent, updateSchedule } from './schedules.service.ts';

const sessionRules =
  'The day and times (HH:mm, Central European time) lie within the event (schedule_outside_event), the end after the start ' +
  '(schedule_end_before_start); the type is a session-type code (session_type_not_found), the hall one of the event (schedule_hall_not_in_event), ' +
  "the speakers the organising chamber's (schedule_speaker_not_allowed). Two sessions of one hall may not overlap: 409 schedule_hall_overlap " +
  '(params: the other session). Moving a session with meetings: 409 schedule_change_cancels_meetings unless confirmMeetingsCancellation.';

/** api/Schedule: the sessions of an event. Whoever may read the event reads them; its organisers edit. */
export const scheduleRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Schedule'];

  app.post('/api/Schedule/get-all-schedules-for-event/:eventId', {
    schema: {
      tags,
      summary: "An event's sessions in time order, with interest counts and the caller's not-interested sessions",
      params: eventIdParam,
      body: scheduleSearch,
      response: { 200: schedulePage },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => schedulesOfEvent(app.ctx, signedInActor(request), request.params.eventId, request.body),
  });

  app.get('/api/Schedule/:id', {
    schema: { tags, summary: 'A session', params: idParam, response: { 200: schedule } },
    config: { access: { signedIn: true } },
    handler: async (request) => getSchedule(app.ctx, signedInActor(request), request.params.id),
  });

  app.post('/api/Schedule', {
    schema: {
      tags,
      summary: 'Add a session to an event (its organisers)',
      description: sessionRules,
      body: scheduleModel,
      response: { 200: schedule },
    },
    config: { access: eventOrganisers },
    handler: async (request) => createSchedule(app.ctx, signedInActor(request), request.body),
  });

  app.put('/api/Schedule', {
    schema: {
      tags,
      summary: 'Change a session (it stays on its event)',
      description: sessionRules,
      body: scheduleUpdate,
      response: { 200: schedule },
    },
    config: { access: eventOrganisers },
    handler: async (request) => updateSchedule(app.ctx, signedInActor(request), request.body),
  });

  app.delete('/api/Schedule/:id', {
    schema: {
      tags,
      summary: 'Delete a session (its meetings too, once confirmed)',
      params: idParam,
      querystring: deleteScheduleQuery,
      response: { 200: okResult },
    },
    config: { access: eventOrganisers },
    handler: async (request) => {
      await deleteSchedule(app.ctx, signedInActor(request), request.params.id, request.query.confirmMeetingsCancellation);
      return { success: true as const };
    },
  });
};
