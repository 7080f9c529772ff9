import type { QuestionTypeValue } from '@portal/contracts/questions/questions';
import type { FeedbackForm, ParsedSurveySubmission } from '@portal/contracts/questions/surveys';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { EventRow } from '../events/event.policy.ts';
import { logAction } from '../logs/logs.service.ts';
import { toMeetingReport, toSurveyMeeting } from './answers.mapper.ts';
import { answersOf, meetingsOf, replaceSubmission, submissionOf, upsertMeetingReports } from './answers.repository.ts';
import { requireSurveyOpen, requireSurveyRespondent } from './question.policy.ts';
import { titleIn } from './questions.mapper.ts';
import { questionTexts } from './questions.repository.ts';
import { checkSubmission } from './submission-rules.ts';
import { surveyQuestionRows, surveyRow } from './surveys.repository.ts';

/** The survey's questions with their options (ids and titles in the language), in order. */
export async function surveyQuestionsWithOptions(db: DbOrTx, eventId: number, lang: number) {
  const rows = await surveyQuestionRows(db, eventId, lang);
  const texts = await questionTexts(
    db,
    rows.map((r) => r.question.pkQuestionId),
  );
  return rows.map((r) => ({
    id: r.question.pkQuestionId,
    position: r.position,
    type: r.question.type as QuestionTypeValue,
    isRequired: r.question.isRequired,
    title: r.title,
    options: (texts.options.get(r.question.pkQuestionId) ?? []).map((o) => ({
      pkQuestionOptionId: o.pkQuestionOptionId,
      title: titleIn(o.titles, lang),
    })),
  }));
}

/** The person's form of the event: the questions with their answers, their meetings with their reports. */
async function readForm(db: DbOrTx, event: EventRow, userId: number, lang: number): Promise<FeedbackForm> {
  const [survey, questions, submission, answers, meetings] = await Promise.all([
    surveyRow(db, event.pkEventId),
    surveyQuestionsWithOptions(db, event.pkEventId, lang),
    submissionOf(db, event.pkEventId, userId),
    answersOf(db, event.pkEventId, userId),
    meetingsOf(db, event.pkEventId, userId),
  ]);
  return {
    fkEventId: event.pkEventId,
    eventName: event.name,
    startDate: event.startDate.toISOString(),
    endDate: event.endDate.toISOString(),
    isOpen: survey?.isOpen ?? false,
    submittedAt: submission?.submittedAt.toISOString() ?? null,
    updatedAt: submission?.updatedAt.toISOString() ?? null,
    questions: questions.map(({ id, ...q }) => {
      const a = answers.get(id);
      return { pkQuestionId: id, ...q, answer: a ? { text: a.text, rating: a.rating, optionIds: a.optionIds } : null };
    }),
    meetings: meetings.map((m) => ({ ...toSurveyMeeting(m), report: toMeetingReport(m.mine) })),
  };
}

/** get-questions-for-event-feedback/: the caller's form, for a registered attendee. */
export async function getFeedbackForm(ctx: AppContext, actor: Actor, eventId: number): Promise<FeedbackForm> {
  const event = await requireSurveyRespondent(ctx.db, actor, eventId);
  return readForm(ctx.db, event, actor.userId, actor.languageId);
}

/**
 * add-question-answers: replaces the caller's submission while the survey is open. The survey row
 * is read under a share lock, so a close that commits first is seen and one that comes later
 * waits for this submission.
 */
export async function submitAnswers(ctx: AppContext, actor: Actor, input: ParsedSurveySubmission): Promise<FeedbackForm> {
  const event = await requireSurveyRespondent(ctx.db, actor, input.fkEventId);
  await ctx.db.transaction(async (tx) => {
    requireSurveyOpen(await surveyRow(tx, event.pkEventId, { share: true }));
    const questions = await surveyQuestionsWithOptions(tx, event.pkEventId, actor.languageId);
    const meetings = await meetingsOf(tx, event.pkEventId, actor.userId);
    const clean = checkSubmission(
      input,
      questions.map((q) => ({ ...q, optionIds: q.options.map((o) => o.pkQuestionOptionId) })),
      meetings.map((m) => m.meeting.pkUserReservationId),
    );
    await replaceSubmission(tx, event.pkEventId, actor.userId, clean.answers);
    await upsertMeetingReports(tx, actor.userId, clean.reports);
    await logAction(tx, actor, 'submit_survey', 'event', event.pkEventId, {
      answers: clean.answers.length,
      meetings: clean.reports.length,
    });
  });
  return readForm(ctx.db, event, actor.userId, actor.languageId);
}
