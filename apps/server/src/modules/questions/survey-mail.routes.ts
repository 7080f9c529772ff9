import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { surveyMailResult } from '@portal/contracts/questions/feedback';
import { eventRef } from '@portal/contracts/questions/surveys';
import { signedInActor } from '../../plugins/signed-in.ts';
import { eventOrganisers } from '../events/event-route-access.ts';
import { sendSurveyMail } from './survey-mail.service.ts';

/** The survey's mail to the event's attendees (api/Events, spec-2 section 7 "Events"). */
export const surveyMailRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post('/api/Events/send-q-and-f-email-to-event-participants', {
    schema: {
      tags: ['Events'],
      summary: "Mail every registered attendee the survey's link; remind those who have not answered (notification type 8)",
      description:
        'Nobody is mailed twice within SURVEY_MAIL_WINDOW_HOURS (24 by default), also under concurrent sends. 422 survey_not_open, survey_has_no_questions.',
      body: eventRef,
      response: { 200: surveyMailResult },
    },
    config: { access: eventOrganisers },
    handler: async (request) => sendSurveyMail(app.ctx, signedInActor(request), request.body.fkEventId),
  });
};
