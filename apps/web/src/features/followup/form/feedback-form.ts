import { QuestionType, RATING_MAX, RATING_MIN } from '@portal/contracts/questions/questions';
import {
  ANSWER_TEXT_MAX,
  type FeedbackForm,
  type FormQuestion,
  type MeetingOutcomeValue,
  OUTCOME_NOTE_MAX,
  type SurveySubmission,
} from '@portal/contracts/questions/surveys';
import type { FieldIssue } from '../../../components/form/form-errors.ts';

/** What the attendee has entered for one question: the field of its type counts. */
export interface AnswerDraft {
  text: string;
  rating: number | null;
  optionIds: number[];
}

/** What the attendee says of one meeting; `tookPlace` null: not said (the meeting is left out). */
export interface MeetingDraft {
  tookPlace: boolean | null;
  outcome: MeetingOutcomeValue | null;
  note: string;
}

export interface FeedbackDraft {
  answers: Record<number, AnswerDraft>;
  meetings: Record<number, MeetingDraft>;
}

/** The form's problems by the server's field names: `answer.<questionId>` and `meeting.<reservationId>`. */
export type FeedbackErrors = Record<string, FieldIssue>;

export const answerField = (questionId: number) => `answer.${questionId}`;
export const meetingField = (reservationId: number) => `meeting.${reservationId}`;

/** The draft of a form as loaded: the attendee's earlier answers and accounts, or empty ones. */
export function draftOf(form: FeedbackForm): FeedbackDraft {
  const answers: FeedbackDraft['answers'] = {};
  for (const q of form.questions) {
    answers[q.pkQuestionId] = { text: q.answer?.text ?? '', rating: q.answer?.rating ?? null, optionIds: q.answer?.optionIds ?? [] };
  }
  const meetings: FeedbackDraft['meetings'] = {};
  for (const m of form.meetings) {
    meetings[m.pkUserReservationId] = {
      tookPlace: m.report?.tookPlace ?? null,
      outcome: m.report?.outcome ?? null,
      note: m.report?.note ?? '',
    };
  }
  return { answers, meetings };
}

/** Whether the draft answers the question at all (blank text, no rating, no option: not answered). */
export function isAnswered(question: Pick<FormQuestion, 'type'>, draft: AnswerDraft | undefined): boolean {
  if (!draft) return false;
  switch (question.type) {
    case QuestionType.text:
      return draft.text.trim() !== '';
    case QuestionType.rating:
      return draft.rating !== null;
    default:
      return draft.optionIds.length > 0;
  }
}

function answerIssue(q: FormQuestion, draft: AnswerDraft | undefined): FieldIssue | null {
  if (!isAnswered(q, draft) || !draft) return q.isRequired ? { key: 'validation.required' } : null;
  if (q.type === QuestionType.text && draft.text.trim().length > ANSWER_TEXT_MAX) {
    return { key: 'validation.max_length', params: { max: ANSWER_TEXT_MAX } };
  }
  if (q.type === QuestionType.rating && (draft.rating === null || draft.rating < RATING_MIN || draft.rating > RATING_MAX)) {
    return { key: 'validation.between', params: { min: RATING_MIN, max: RATING_MAX } };
  }
  if (q.type === QuestionType.single && draft.optionIds.length > 1) return { key: 'answer_one_option' };
  const offered = new Set(q.options.map((o) => o.pkQuestionOptionId));
  if (draft.optionIds.some((id) => !offered.has(id))) return { key: 'answer_unknown_option' };
  return null;
}

function meetingIssue(draft: MeetingDraft | undefined): FieldIssue | null {
  if (!draft || draft.tookPlace === null) return null;
  if (draft.tookPlace && !draft.outcome) return { key: 'meeting_outcome_required' };
  if (draft.note.trim().length > OUTCOME_NOTE_MAX) return { key: 'validation.max_length', params: { max: OUTCOME_NOTE_MAX } };
  return null;
}

/**
 * The draft's problems, as the server would name them: a required question unanswered, a text too
 * long, a rating outside 1-5, more than one option of a single choice; a meeting said to have taken
 * place without an outcome. A meeting not reported is no problem: it is left out.
 */
export function validateDraft(form: FeedbackForm, draft: FeedbackDraft): FeedbackErrors {
  const errors: FeedbackErrors = {};
  for (const q of form.questions) {
    const issue = answerIssue(q, draft.answers[q.pkQuestionId]);
    if (issue) errors[answerField(q.pkQuestionId)] = issue;
  }
  for (const m of form.meetings) {
    const issue = meetingIssue(draft.meetings[m.pkUserReservationId]);
    if (issue) errors[meetingField(m.pkUserReservationId)] = issue;
  }
  return errors;
}

/** The submission of a valid draft: the answered questions with their type's field, the reported meetings. */
export function toSubmission(form: FeedbackForm, draft: FeedbackDraft): SurveySubmission {
  const answers = form.questions
    .filter((q) => isAnswered(q, draft.answers[q.pkQuestionId]))
    .map((q) => {
      const a = draft.answers[q.pkQuestionId];
      return {
        fkQuestionId: q.pkQuestionId,
        text: q.type === QuestionType.text ? a.text.trim() : null,
        rating: q.type === QuestionType.rating ? a.rating : null,
        optionIds: q.type === QuestionType.single || q.type === QuestionType.multiple ? a.optionIds : [],
      };
    });
  const meetings = form.meetings.flatMap((m) => {
    const d = draft.meetings[m.pkUserReservationId];
    if (!d || d.tookPlace === null) return [];
    return [
      {
        fkUserReservationId: m.pkUserReservationId,
        tookPlace: d.tookPlace,
        outcome: d.tookPlace ? d.outcome : null,
        note: d.note.trim() || null,
      },
    ];
  });
  return { fkEventId: form.fkEventId, answers, meetings };
}
