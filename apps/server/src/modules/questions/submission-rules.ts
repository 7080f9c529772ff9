import { QuestionType, type QuestionTypeValue } from '@portal/contracts/questions/questions';
import type { ParsedSurveySubmission } from '@portal/contracts/questions/surveys';
import { AppError } from '../../lib/app-error.ts';

/**
 * The rules a submission keeps (add-question-answers), checked against the survey's questions and
 * the person's meetings. Every broken rule is reported at once as a field error keyed by its
 * question (`answer.<id>`) or meeting (`meeting.<id>`), so the form marks each.
 */

export interface SurveyQuestionFacts {
  id: number;
  type: QuestionTypeValue;
  isRequired: boolean;
  optionIds: number[];
}

export interface CleanAnswer {
  fkQuestionId: number;
  text: string | null;
  rating: number | null;
  optionIds: number[];
}

export interface CleanReport {
  fkUserReservationId: number;
  tookPlace: boolean;
  outcome: string | null;
  note: string | null;
}

/** An answer with nothing in it: no text, no rating, no option. */
const isEmpty = (a: { text?: string | null; rating?: number | null; optionIds: number[] }) =>
  !a.text?.trim() && (a.rating === null || a.rating === undefined) && !a.optionIds.length;

/** The error key of one answer against its question, or null when it fits. */
function answerError(q: SurveyQuestionFacts, a: ParsedSurveySubmission['answers'][number]): string | null {
  const hasText = !!a.text?.trim();
  const hasRating = a.rating !== null && a.rating !== undefined;
  const hasOptions = a.optionIds.length > 0;
  switch (q.type) {
    case QuestionType.text:
      return hasRating || hasOptions ? 'answer_wrong_type' : null;
    case QuestionType.rating:
      return hasText || hasOptions ? 'answer_wrong_type' : null;
    case QuestionType.single:
    case QuestionType.multiple:
      if (hasText || hasRating) return 'answer_wrong_type';
      if (a.optionIds.some((o) => !q.optionIds.includes(o)) || new Set(a.optionIds).size !== a.optionIds.length)
        return 'answer_unknown_option';
      return q.type === QuestionType.single && a.optionIds.length > 1 ? 'answer_one_option' : null;
  }
}

/**
 * The submission's answers and reports, cleaned (empty answers dropped, text trimmed), or a 400
 * with every field error: an answer to a question not on the survey, of the wrong type, an
 * unanswered required question, a report of a meeting that is not the person's, an outcome
 * missing for a meeting that took place or given for one that did not.
 */
export function checkSubmission(
  input: ParsedSurveySubmission,
  questions: SurveyQuestionFacts[],
  meetingIds: number[],
): { answers: CleanAnswer[]; reports: CleanReport[] } {
  const fields: Record<string, string> = {};
  const byId = new Map(questions.map((q) => [q.id, q]));
  const answers: CleanAnswer[] = [];
  const given = new Set<number>();
  for (const a of input.answers) {
    const q = byId.get(a.fkQuestionId);
    const key = `answer.${a.fkQuestionId}`;
    if (!q) fields[key] = 'answer_not_on_survey';
    else if (given.has(q.id)) fields[key] = 'answer_twice';
    else {
      given.add(q.id);
      const error = answerError(q, a);
      if (error) fields[key] = error;
      else if (!isEmpty(a))
        answers.push({ fkQuestionId: q.id, text: a.text?.trim() || null, rating: a.rating ?? null, optionIds: a.optionIds });
    }
  }
  const answered = new Set(answers.map((a) => a.fkQuestionId));
  for (const q of questions)
    if (q.isRequired && !answered.has(q.id) && !fields[`answer.${q.id}`]) fields[`answer.${q.id}`] = 'validation.required';
  const reports: CleanReport[] = [];
  const reported = new Set<number>();
  for (const m of input.meetings) {
    const key = `meeting.${m.fkUserReservationId}`;
    if (!meetingIds.includes(m.fkUserReservationId) || reported.has(m.fkUserReservationId)) fields[key] = 'meeting_not_yours';
    else if (m.tookPlace && !m.outcome) fields[key] = 'meeting_outcome_required';
    else if (!m.tookPlace && m.outcome) fields[key] = 'meeting_outcome_not_held';
    else {
      reported.add(m.fkUserReservationId);
      reports.push({
        fkUserReservationId: m.fkUserReservationId,
        tookPlace: m.tookPlace,
        outcome: m.outcome ?? null,
        note: m.note?.trim() || null,
      });
    }
  }
  if (Object.keys(fields).length) throw new AppError('validation_error', 400, undefined, fields);
  return { answers, reports };
}
