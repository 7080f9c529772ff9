import type { EventSurvey, SurveyQuestionsPlacement, SurveyQuestionsRemoval, SurveyState } from '@portal/contracts/questions/surveys';
import { SURVEY_QUESTIONS_MAX } from '@portal/contracts/questions/surveys';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { businessRule, fieldError } from '../../lib/app-error.ts';
import type { EventRow } from '../events/event.policy.ts';
import { logAction } from '../logs/logs.service.ts';
import { requireSurveyOrganiser, surveyBankCondition } from './question.policy.ts';
import { toEventSurvey, toSurveyQuestion } from './questions.mapper.ts';
import { answerCountsByQuestion } from './feedback.repository.ts';
import { questionTexts } from './questions.repository.ts';
import {
  lockSurvey,
  questionIdsWhere,
  questionsAnsweredOn,
  surveyCounts,
  surveyQuestionIds,
  surveyQuestionRows,
  surveyRow,
  updateSurvey,
  writeSurveyOrder,
} from './surveys.repository.ts';

/** The survey of an event as its organisers see it. */
export async function readEventSurvey(db: DbOrTx, event: EventRow, lang: number): Promise<EventSurvey> {
  const [survey, counts, rows, answered] = await Promise.all([
    surveyRow(db, event.pkEventId),
    surveyCounts(db, event.pkEventId),
    surveyQuestionRows(db, event.pkEventId, lang),
    answerCountsByQuestion(db, event.pkEventId),
  ]);
  const texts = await questionTexts(
    db,
    rows.map((r) => r.question.pkQuestionId),
  );
  const questions = rows.map((r) =>
    toSurveyQuestion(
      r,
      { titles: texts.titles.get(r.question.pkQuestionId) ?? [], options: texts.options.get(r.question.pkQuestionId) ?? [] },
      answered.get(r.question.pkQuestionId) ?? 0,
      lang,
    ),
  );
  return toEventSurvey(event, survey, counts, questions);
}

/** get-questions-for-cif-admin-on-event/. */
export async function getEventSurvey(ctx: AppContext, actor: Actor, eventId: number): Promise<EventSurvey> {
  const event = await requireSurveyOrganiser(ctx.db, actor, eventId);
  return readEventSurvey(ctx.db, event, actor.languageId);
}

/**
 * add-questions-on-event: the listed questions go before the question at `position` (at the end
 * without one), in the order listed; one already on the survey moves. Only questions of a chamber
 * organising the event fit (`fkQuestionIds`: question_not_in_event_bank).
 */
export async function placeSurveyQuestions(ctx: AppContext, actor: Actor, input: SurveyQuestionsPlacement): Promise<EventSurvey> {
  const event = await requireSurveyOrganiser(ctx.db, actor, input.fkEventId);
  const placed = [...new Set(input.fkQuestionIds)];
  await ctx.db.transaction(async (tx) => {
    await lockSurvey(tx, event.pkEventId);
    const fitting = await questionIdsWhere(tx, placed, surveyBankCondition(event));
    if (fitting.length !== placed.length) throw fieldError('fkQuestionIds', 'question_not_in_event_bank');
    const rest = (await surveyQuestionIds(tx, event.pkEventId)).filter((id) => !placed.includes(id));
    if (rest.length + placed.length > SURVEY_QUESTIONS_MAX) throw businessRule('survey_too_many_questions', { max: SURVEY_QUESTIONS_MAX });
    const at = Math.min(input.position ?? rest.length, rest.length);
    await writeSurveyOrder(tx, event.pkEventId, [...rest.slice(0, at), ...placed, ...rest.slice(at)]);
    await updateSurvey(tx, event.pkEventId, {});
    await logAction(tx, actor, 'place_survey_questions', 'event', event.pkEventId, { questionIds: placed, position: at });
  });
  return readEventSurvey(ctx.db, event, actor.languageId);
}

/** remove-questions-from-event/: a question answered on this event stays (422 question_answered_on_event). */
export async function removeSurveyQuestions(ctx: AppContext, actor: Actor, input: SurveyQuestionsRemoval): Promise<EventSurvey> {
  const event = await requireSurveyOrganiser(ctx.db, actor, input.fkEventId);
  await ctx.db.transaction(async (tx) => {
    await lockSurvey(tx, event.pkEventId);
    if ((await questionsAnsweredOn(tx, event.pkEventId, input.fkQuestionIds)).length) throw businessRule('question_answered_on_event');
    const kept = (await surveyQuestionIds(tx, event.pkEventId)).filter((id) => !input.fkQuestionIds.includes(id));
    await writeSurveyOrder(tx, event.pkEventId, kept);
    await updateSurvey(tx, event.pkEventId, {});
    await logAction(tx, actor, 'remove_survey_questions', 'event', event.pkEventId, { questionIds: input.fkQuestionIds });
  });
  return readEventSurvey(ctx.db, event, actor.languageId);
}

/** set-survey-state: opens (a survey needs a question: 422 survey_has_no_questions) or closes the survey. */
export async function setSurveyState(ctx: AppContext, actor: Actor, input: SurveyState): Promise<EventSurvey> {
  const event = await requireSurveyOrganiser(ctx.db, actor, input.fkEventId);
  await ctx.db.transaction(async (tx) => {
    const survey = await lockSurvey(tx, event.pkEventId);
    if (survey.isOpen === input.isOpen) return;
    if (input.isOpen && !(await surveyQuestionIds(tx, event.pkEventId)).length) throw businessRule('survey_has_no_questions');
    const now = new Date();
    await updateSurvey(tx, event.pkEventId, input.isOpen ? { isOpen: true, openedAt: now } : { isOpen: false, closedAt: now });
    await logAction(tx, actor, input.isOpen ? 'open_survey' : 'close_survey', 'event', event.pkEventId);
  });
  return readEventSurvey(ctx.db, event, actor.languageId);
}
