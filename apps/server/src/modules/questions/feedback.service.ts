import { totalPages } from '@portal/contracts/common/paging';
import type {
  AttendeeFeedback,
  EventFeedback,
  ParsedQuestionAnswersSearch,
  ParsedRespondentSearch,
  QuestionAnswers,
  RespondentPage,
} from '@portal/contracts/questions/feedback';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import type { EventRow } from '../events/event.policy.ts';
import { toMeetingReport, toSurveyMeeting } from './answers.mapper.ts';
import { answersOf, meetingsOf, submissionOf } from './answers.repository.ts';
import { surveyQuestionsWithOptions } from './answers.service.ts';
import { figureIndex, toQuestionAnswer, toQuestionFigures, toRespondent } from './feedback.mapper.ts';
import {
  answerTallies,
  latestTexts,
  meetingFacts,
  optionCounts,
  personOf,
  questionAnswerRows,
  respondentRows,
} from './feedback.repository.ts';
import { foldMeetings } from './meeting-figures.ts';
import { requireFeedbackReader, requireSurveyOrganiser } from './question.policy.ts';
import { surveyCounts, surveyRow } from './surveys.repository.ts';

/** The feedback tab's figures of an event (its organisers read them through event-feedback). */
export async function readEventFeedback(db: DbOrTx, event: EventRow, lang: number): Promise<EventFeedback> {
  const [survey, counts, questions, tallies, options, texts, meetings] = await Promise.all([
    surveyRow(db, event.pkEventId),
    surveyCounts(db, event.pkEventId),
    surveyQuestionsWithOptions(db, event.pkEventId, lang),
    answerTallies(db, event.pkEventId),
    optionCounts(db, event.pkEventId),
    latestTexts(db, event.pkEventId),
    meetingFacts(db, event.pkEventId),
  ]);
  const index = figureIndex(tallies, options, texts);
  return {
    fkEventId: event.pkEventId,
    eventName: event.name,
    isOpen: survey?.isOpen ?? false,
    ...counts,
    lastMailSentAt: survey?.lastMailSentAt?.toISOString() ?? null,
    questions: questions.map((q) => toQuestionFigures(q, index)),
    ...foldMeetings(meetings),
  };
}

/** event-feedback (beyond the spec). */
export async function getEventFeedback(ctx: AppContext, actor: Actor, eventId: number): Promise<EventFeedback> {
  const event = await requireSurveyOrganiser(ctx.db, actor, eventId);
  return readEventFeedback(ctx.db, event, actor.languageId);
}

/** details: the answers to one question of the survey (404 question_not_on_survey for another). */
export async function getQuestionAnswers(ctx: AppContext, actor: Actor, input: ParsedQuestionAnswersSearch): Promise<QuestionAnswers> {
  const event = await requireSurveyOrganiser(ctx.db, actor, input.fkEventId);
  const question = (await surveyQuestionsWithOptions(ctx.db, event.pkEventId, actor.languageId)).find((q) => q.id === input.fkQuestionId);
  if (!question) throw notFound('question_not_on_survey');
  const { rows, total } = await questionAnswerRows(ctx.db, {
    eventId: event.pkEventId,
    questionId: question.id,
    term: input.searchTerm,
    lang: actor.languageId,
    limit: input.pageSize,
    offset: offsetOf(input.pageNum, input.pageSize),
  });
  return {
    questionTitle: question.title,
    type: question.type,
    answers: rows.map(toQuestionAnswer),
    totalPages: totalPages(total, input.pageSize),
    totalCount: total,
  };
}

/** event-respondents (beyond the spec). */
export async function getRespondents(ctx: AppContext, actor: Actor, input: ParsedRespondentSearch): Promise<RespondentPage> {
  const event = await requireSurveyOrganiser(ctx.db, actor, input.fkEventId);
  const { rows, total } = await respondentRows(ctx.db, {
    eventId: event.pkEventId,
    term: input.searchTerm,
    answeredOnly: input.answeredOnly,
    limit: input.pageSize,
    offset: offsetOf(input.pageNum, input.pageSize),
  });
  return { respondents: rows.map(toRespondent), totalPages: totalPages(total, input.pageSize), totalCount: total };
}

/**
 * answers-for-user-on-event: one attendee's answers (every survey question, answered or not) and
 * meetings with both sides' reports; for the event's organisers, or the attendee themself.
 */
export async function getAttendeeFeedback(ctx: AppContext, actor: Actor, eventId: number, userId: number): Promise<AttendeeFeedback> {
  const event = await requireFeedbackReader(ctx.db, actor, eventId, userId);
  const lang = actor.languageId;
  const [who, submission, questions, answers, meetings] = await Promise.all([
    personOf(ctx.db, userId),
    submissionOf(ctx.db, eventId, userId),
    surveyQuestionsWithOptions(ctx.db, eventId, lang),
    answersOf(ctx.db, eventId, userId),
    meetingsOf(ctx.db, eventId, userId),
  ]);
  if (!who) throw notFound('user_not_found');
  return {
    fkEventId: event.pkEventId,
    eventName: event.name,
    fkUserId: userId,
    ...who,
    submittedAt: submission?.submittedAt.toISOString() ?? null,
    updatedAt: submission?.updatedAt.toISOString() ?? null,
    answers: questions.map((q) => {
      const a = answers.get(q.id);
      return {
        pkQuestionId: q.id,
        position: q.position,
        type: q.type,
        isRequired: q.isRequired,
        title: q.title,
        answer: a ? { text: a.text, rating: a.rating, optionIds: a.optionIds } : null,
        optionTitles: a ? q.options.filter((o) => a.optionIds.includes(o.pkQuestionOptionId)).map((o) => o.title) : [],
      };
    }),
    meetings: meetings.map((m) => ({ ...toSurveyMeeting(m), mine: toMeetingReport(m.mine), theirs: toMeetingReport(m.theirs) })),
  };
}
