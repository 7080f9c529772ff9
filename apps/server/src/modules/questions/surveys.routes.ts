import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  eventRef,
  eventSurvey,
  feedbackForm,
  surveyQuestionsPlacement,
  surveyQuestionsRemoval,
  surveyState,
  surveySubmission,
} from '@portal/contracts/questions/surveys';
import { signedInActor } from '../../plugins/signed-in.ts';
import { eventMembers, eventOrganisers } from '../events/event-route-access.ts';
import { getFeedbackForm, submitAnswers } from './answers.service.ts';
import { getEventSurvey, placeSurveyQuestions, removeSurveyQuestions, setSurveyState } from './surveys.service.ts';

/** An event's survey: its organisers build it, its registered attendees answer it (api/Questions). */
export const surveyRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Questions'];
  const organisers = { access: eventOrganisers };

  app.post('/api/Questions/get-questions-for-cif-admin-on-event/', {
    schema: {
      tags,
      summary: "The event's survey: its questions in order, open or closed, with counts",
      body: eventRef,
      response: { 200: eventSurvey },
    },
    config: organisers,
    handler: async (request) => getEventSurvey(app.ctx, signedInActor(request), request.body.fkEventId),
  });

  app.post('/api/Questions/add-questions-on-event', {
    schema: {
      tags,
      summary: "Put bank questions on the event's survey, or move them, before `position` (at the end without one)",
      description: 'Questions of a chamber organising or assisting the event (fkQuestionIds: question_not_in_event_bank); at most 50.',
      body: surveyQuestionsPlacement,
      response: { 200: eventSurvey },
    },
    config: organisers,
    handler: async (request) => placeSurveyQuestions(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/Questions/remove-questions-from-event/', {
    schema: {
      tags,
      summary: "Take questions off the event's survey",
      description: '422 question_answered_on_event for a question answered on it.',
      body: surveyQuestionsRemoval,
      response: { 200: eventSurvey },
    },
    config: organisers,
    handler: async (request) => removeSurveyQuestions(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/Questions/set-survey-state', {
    schema: {
      tags,
      summary: 'Open or close the survey (beyond the spec)',
      description: 'Attendees answer while it is open; 422 survey_has_no_questions when opening an empty one.',
      body: surveyState,
      response: { 200: eventSurvey },
    },
    config: organisers,
    handler: async (request) => setSurveyState(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/Questions/get-questions-for-event-feedback/', {
    schema: {
      tags,
      summary: 'My feedback form of an event: its questions with my answers, my meetings with my reports',
      body: eventRef,
      response: { 200: feedbackForm },
    },
    config: { access: eventMembers },
    handler: async (request) => getFeedbackForm(app.ctx, signedInActor(request), request.body.fkEventId),
  });

  app.post('/api/Questions/add-question-answers', {
    schema: {
      tags,
      summary: 'Submit (or change) my answers and meeting outcomes while the survey is open',
      description:
        'One submission per person and event, replaced whole. Field errors keyed answer.<questionId> and meeting.<reservationId>; 422 survey_closed.',
      body: surveySubmission,
      response: { 200: feedbackForm },
    },
    config: { access: eventMembers },
    handler: async (request) => submitAnswers(app.ctx, signedInActor(request), request.body),
  });
};
