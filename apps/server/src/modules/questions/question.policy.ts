import { type QuestionTypeValue, isChoiceQuestion } from '@portal/contracts/questions/questions';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { businessRule, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { type EventRow, loadEvent, requireManagedEvent } from '../events/event.policy.ts';
import { canAdministerChamber } from '../programme/programme.policy.ts';
import { findQuestion, lockQuestion, type QuestionRow } from './questions.repository.ts';
import { isRegisteredOn } from './surveys.repository.ts';

/*
 * Who may do what with questions, surveys and answers. The bank belongs to a chamber: its
 * administrators and the platform administrator manage it (others get 404: banks are not shared).
 * A survey belongs to its event: the event's organisers manage it and read every answer
 * (event.policy's requireManagedEvent); a registered attendee answers and reads their own.
 */

// The bank.

/** The actor administers the question's chamber. */
export const canManageQuestion = (actor: Actor, question: Pick<QuestionRow, 'fkChamberId'>) =>
  canAdministerChamber(actor, question.fkChamberId);

/** A question of a chamber the actor administers; 404 question_not_found for others. `lock`: FOR UPDATE, for a change. */
export async function requireManagedQuestion(db: DbOrTx, actor: Actor, id: number, o: { lock?: boolean } = {}): Promise<QuestionRow> {
  const row = o.lock ? await lockQuestion(db, id) : await findQuestion(db, id);
  if (!row || !canManageQuestion(actor, row)) throw notFound('question_not_found');
  return row;
}

/** What answers hold of a question: how many, and which options they chose. */
export interface AnsweredFacts {
  answerCount: number;
  answeredOptionIds: Set<number>;
}

/**
 * A change keeps every answer readable: an answered question keeps its type, and its answered
 * options stay (their titles may change). Options sent with an id must be the question's own.
 */
export function requireCompatibleChange(
  current: Pick<QuestionRow, 'type'>,
  change: { type: QuestionTypeValue; options: { pkQuestionOptionId?: number | null }[] },
  optionIds: number[],
  answered: AnsweredFacts,
): void {
  const sent = change.options.flatMap((o) => (o.pkQuestionOptionId ? [o.pkQuestionOptionId] : []));
  if (sent.some((id) => !optionIds.includes(id)) || new Set(sent).size !== sent.length)
    throw fieldError('options', 'question_option_unknown');
  if (answered.answerCount > 0 && change.type !== current.type) throw businessRule('question_has_answers_type');
  const removed = [...answered.answeredOptionIds].filter((id) => !sent.includes(id));
  if (removed.length && isChoiceQuestion(change.type)) throw businessRule('question_option_answered');
}

/** A question with answers is kept (its answers would lose their question): 422 question_has_answers. */
export function requireDeletable(answered: Pick<AnsweredFacts, 'answerCount'>): void {
  if (answered.answerCount > 0) throw businessRule('question_has_answers');
}

// Surveys.

/** The event, for its organisers (main and assistant chambers, the platform administrator); 404 / 403 event_not_editable. */
export const requireSurveyOrganiser = (db: DbOrTx, actor: Actor, eventId: number): Promise<EventRow> =>
  requireManagedEvent(db, actor, eventId);

/** The questions an event's survey may hold, as SQL on questions: those of a chamber organising or assisting the event. */
export function surveyBankCondition(event: Pick<EventRow, 'pkEventId' | 'fkChamberId'>): SQL<boolean> {
  return sql<boolean>`(${t.questions.fkChamberId} = ${event.fkChamberId} or ${t.questions.fkChamberId} in
    (select ec.fk_chamber_id from ${t.eventChambers} ec where ec.fk_event_id = ${event.pkEventId}))`;
}

/**
 * The event, for a registered attendee (accepted, not blocked): the survey's respondents.
 * 404 for an event they may not see (a draft, deleted), 403 not_registered_on_event otherwise.
 */
export async function requireSurveyRespondent(db: DbOrTx, actor: Actor, eventId: number): Promise<EventRow> {
  const event = await loadEvent(db, eventId);
  if (!event.isAnnounced) throw notFound('event_not_found');
  if (!(await isRegisteredOn(db, eventId, actor.userId))) throw forbidden('not_registered_on_event');
  return event;
}

/** Answers are taken while the survey is open: 422 survey_closed. */
export function requireSurveyOpen(survey: { isOpen: boolean } | null): void {
  if (!survey?.isOpen) throw businessRule('survey_closed');
}

/**
 * Whose feedback the actor reads on an event: anyone's for its organisers, their own for an
 * attendee; 403 feedback_not_yours otherwise (after the event checks).
 */
export async function requireFeedbackReader(db: DbOrTx, actor: Actor, eventId: number, userId: number): Promise<EventRow> {
  if (userId === actor.userId) {
    const event = await loadEvent(db, eventId);
    if (event.isAnnounced || canAdministerChamber(actor, event.fkChamberId)) return event;
  }
  return requireSurveyOrganiser(db, actor, eventId);
}
