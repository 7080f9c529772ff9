import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  eventFeedback,
  questionAnswers,
  questionAnswersSearch,
  respondentPage,
  respondentSearch,
} from '@portal/contracts/questions/feedback';
import { eventRef } from '@portal/contracts/questions/surveys';
import { signedInActor } from '../../plugins/signed-in.ts';
import { eventOrganisers } from '../events/event-route-access.ts';
import { getEventFeedback, getQuestionAnswers, getRespondents } from './feedback.service.ts';

/** What the organisers of an event read of its feedback (api/Questions). */
export const feedbackRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Questions'];
  const config = { access: eventOrganisers };

  app.post('/api/Questions/details', {
    schema: {
      tags,
      summary: 'The answers to one question of an event, newest first, searched by text, name or company',
      description: '404 question_not_on_survey for a question not on the survey.',
      body: questionAnswersSearch,
      response: { 200: questionAnswers },
    },
    config,
    handler: async (request) => getQuestionAnswers(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/Questions/event-feedback', {
    schema: {
      tags,
      summary: "The feedback tab's figures: per question counts, ratings and texts; meetings held, no-shows and outcomes (beyond the spec)",
      body: eventRef,
      response: { 200: eventFeedback },
    },
    config,
    handler: async (request) => getEventFeedback(app.ctx, signedInActor(request), request.body.fkEventId),
  });

  app.post('/api/Questions/event-respondents', {
    schema: {
      tags,
      summary: "The event's registered attendees with what they submitted (beyond the spec)",
      body: respondentSearch,
      response: { 200: respondentPage },
    },
    config,
    handler: async (request) => getRespondents(app.ctx, signedInActor(request), request.body),
  });
};
