import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meetingWishModel, myMeetingWishes } from '@portal/contracts/meetings/meeting-wishes';
import { scheduleIdBody } from '@portal/contracts/meetings/reservations';
import { signedInActor } from '../../../plugins/signed-in.ts';
import { addWish, myWishes, removeWish } from './meeting-wishes.service.ts';

const refusals =
  'Refusals: 403 not_registered_on_event for anyone but a registered, unblocked attendee; 422 schedule_not_b2b, meeting_session_over. Field errors on fkUserId: meeting_with_yourself, meeting_guest_not_registered, meeting_guest_cannot_meet, meeting_wishes_limit.';

/**
 * api/MeetingWishes (beyond the spec): whom a registered attendee wants to meet in a B2B session.
 * Wishes both people made are what the organisers' automatic scheduler places.
 */
export const meetingWishRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['MeetingWishes'];
  const signedIn = { signedIn: true } as const;

  app.post('/api/MeetingWishes/get-for-session', {
    schema: {
      tags,
      summary: 'Whom the caller wants to meet in a B2B session, and who wants to meet them',
      body: scheduleIdBody,
      response: { 200: myMeetingWishes },
    },
    config: { access: signedIn },
    handler: async (request) => myWishes(app.ctx, signedInActor(request), request.body.fkScheduleId),
  });

  app.post('/api/MeetingWishes', {
    schema: {
      tags,
      summary: 'Want to meet a registered attendee of the session',
      description: refusals,
      body: meetingWishModel,
      response: { 200: myMeetingWishes },
    },
    config: { access: signedIn },
    handler: async (request) => addWish(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/MeetingWishes/remove', {
    schema: {
      tags,
      summary: 'Take back a wish to meet someone',
      description: refusals,
      body: meetingWishModel,
      response: { 200: myMeetingWishes },
    },
    config: { access: signedIn },
    handler: async (request) => removeWish(app.ctx, signedInActor(request), request.body),
  });
};
