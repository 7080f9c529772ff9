import { z } from 'zod';
import { entityId } from '../common/ids.ts';
import { optionalText } from '../common/validation.ts';
import { questionOption, questionTypes, RATING_MAX, RATING_MIN, storedTitleList } from './questions.ts';

/**
 * The survey of an event: bank questions in an order, open or closed; the attendees' submissions
 * (one per person and event, editable while the survey is open) with the outcomes of their
 * meetings. api/Questions: get-questions-for-cif-admin-on-event/, add-questions-on-event,
 * remove-questions-from-event/, get-questions-for-event-feedback/, add-question-answers, and
 * set-survey-state (beyond the spec).
 */

/** At most 50 questions on one survey. */
export const SURVEY_QUESTIONS_MAX = 50;
export const ANSWER_TEXT_MAX = 2000;
export const OUTCOME_NOTE_MAX = 1000;
/** At most this many meetings in one submission (a person's meetings of one event). */
export const SUBMISSION_MEETINGS_MAX = 500;

/** The body of the calls about one event. */
export const eventRef = z.object({ fkEventId: entityId });
export type EventRef = z.infer<typeof eventRef>;

/** set-survey-state (beyond the spec): attendees answer while the survey is open. */
export const surveyState = z.object({ fkEventId: entityId, isOpen: z.boolean('validation.required') });
export type SurveyState = z.infer<typeof surveyState>;

/**
 * add-questions-on-event: puts bank questions of the event's chamber on its survey, in the order
 * given, before the question at `position` (0-based; left out: at the end). A question already on
 * the survey moves there: ordering is this call with one question and its new position.
 */
export const surveyQuestionsPlacement = z.object({
  fkEventId: entityId,
  fkQuestionIds: z.array(entityId).min(1, 'validation.required').max(SURVEY_QUESTIONS_MAX, 'validation.max'),
  position: z.number().int('validation.integer').min(0, 'validation.min').nullish(),
});
export type SurveyQuestionsPlacement = z.input<typeof surveyQuestionsPlacement>;

/** remove-questions-from-event/: a question answered on this event stays (422 question_answered_on_event). */
export const surveyQuestionsRemoval = z.object({
  fkEventId: entityId,
  fkQuestionIds: z.array(entityId).min(1, 'validation.required').max(SURVEY_QUESTIONS_MAX, 'validation.max'),
});
export type SurveyQuestionsRemoval = z.infer<typeof surveyQuestionsRemoval>;

/** A question of a survey in its place, titled in the caller's language: what every survey view starts with. */
export const placedQuestion = z.object({
  pkQuestionId: z.number().int(),
  /** 0-based place on the survey. */
  position: z.number().int(),
  type: z.enum(questionTypes),
  isRequired: z.boolean(),
  title: z.string(),
});

/** A question of a survey as organisers manage it. */
export const surveyQuestion = placedQuestion.extend({
  titles: storedTitleList,
  options: z.array(questionOption),
  /** Submissions of this event that answered it: above 0 it cannot be taken off. */
  answerCount: z.number().int(),
});
export type SurveyQuestion = z.infer<typeof surveyQuestion>;

/** get-questions-for-cif-admin-on-event/ and the answer of the calls that change a survey. */
export const eventSurvey = z.object({
  fkEventId: z.number().int(),
  eventName: z.string(),
  fkChamberId: z.number().int(),
  isOpen: z.boolean(),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The last time the survey's mail was sent (send-q-and-f-email-to-event-participants). */
  lastMailSentAt: z.string().nullable(),
  /** Registered (accepted, not blocked) attendees. */
  attendeeCount: z.number().int(),
  /** Attendees who submitted answers. */
  respondentCount: z.number().int(),
  questions: z.array(surveyQuestion),
});
export type EventSurvey = z.infer<typeof eventSurvey>;

// Meeting outcomes (beyond the spec, as b2match asks after a brokerage event) ------------------------

/** What came of a meeting that took place. */
export const MeetingOutcome = { dealSigned: 'deal_signed', followUpAgreed: 'follow_up_agreed', noInterest: 'no_interest' } as const;
/** Best first: a meeting whose two sides differ counts with the better outcome. */
export const meetingOutcomes = [MeetingOutcome.dealSigned, MeetingOutcome.followUpAgreed, MeetingOutcome.noInterest] as const;
export type MeetingOutcomeValue = (typeof meetingOutcomes)[number];

/** One side's account of a meeting: it took place or not; if it did, what came of it, and a note. */
export const meetingReport = z.object({
  tookPlace: z.boolean(),
  outcome: z.enum(meetingOutcomes).nullable(),
  note: z.string().nullable(),
  updatedAt: z.string(),
});
export type MeetingReport = z.infer<typeof meetingReport>;

/** An accepted meeting of the event's sessions, seen from one side. */
export const surveyMeeting = z.object({
  pkUserReservationId: z.number().int(),
  fkScheduleId: z.number().int(),
  sessionName: z.string(),
  /** Instants (ISO) of the meeting's slot. */
  slotStart: z.string(),
  slotEnd: z.string(),
  tableNumber: z.number().int().nullable(),
  /** The other side. */
  otherUserId: z.number().int(),
  otherName: z.string(),
  otherCompany: z.string().nullable(),
});
export type SurveyMeeting = z.infer<typeof surveyMeeting>;

// The attendee's form ---------------------------------------------------------------------------------

/** A question's answer: free text, a rating, or the chosen options (by id). */
export const answerValue = z.object({
  text: z.string().nullable(),
  rating: z.number().int().nullable(),
  optionIds: z.array(z.number().int()),
});
export type AnswerValue = z.infer<typeof answerValue>;

/** A question as the attendee answers it, in their language, with their answer when they gave one. */
export const formQuestion = placedQuestion.extend({
  options: z.array(questionOption.pick({ pkQuestionOptionId: true, title: true })),
  answer: answerValue.nullable(),
});
export type FormQuestion = z.infer<typeof formQuestion>;

/**
 * get-questions-for-event-feedback/ and the answer of add-question-answers: the caller's feedback
 * form of an event they are registered on (403 not_registered_on_event otherwise). `isOpen` false:
 * read only. `submittedAt` null: not answered yet.
 */
export const feedbackForm = z.object({
  fkEventId: z.number().int(),
  eventName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isOpen: z.boolean(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  questions: z.array(formQuestion),
  meetings: z.array(surveyMeeting.extend({ report: meetingReport.nullable() })),
});
export type FeedbackForm = z.infer<typeof feedbackForm>;

/** One answer of a submission; which field counts depends on the question's type. */
export const answerModel = z.object({
  fkQuestionId: entityId,
  text: optionalText(ANSWER_TEXT_MAX),
  rating: z.number().int('validation.integer').min(RATING_MIN, 'validation.between').max(RATING_MAX, 'validation.between').nullish(),
  optionIds: z.array(entityId).max(50, 'validation.max').default([]),
});
export type AnswerModel = z.input<typeof answerModel>;

/** One side's account of one of their meetings. */
export const meetingReportModel = z.object({
  fkUserReservationId: entityId,
  tookPlace: z.boolean('validation.required'),
  outcome: z.enum(meetingOutcomes, 'validation.invalid').nullish(),
  note: optionalText(OUTCOME_NOTE_MAX),
});
export type MeetingReportModel = z.input<typeof meetingReportModel>;

/**
 * add-question-answers: the caller's whole submission for the event, replacing an earlier one
 * while the survey is open (422 survey_closed otherwise). Questions left out are unanswered.
 * The server checks each answer against its question and answers field errors keyed by the
 * question, `answer.<fkQuestionId>`: validation.required (a required question unanswered),
 * answer_wrong_type (a field of another type), answer_one_option (single choice),
 * answer_unknown_option; and by the meeting, `meeting.<fkUserReservationId>`:
 * meeting_outcome_required (took place without an outcome), meeting_outcome_not_held (an outcome
 * for a meeting that did not take place), meeting_not_yours.
 */
export const surveySubmission = z.object({
  fkEventId: entityId,
  answers: z.array(answerModel).max(SURVEY_QUESTIONS_MAX, 'validation.max').default([]),
  meetings: z.array(meetingReportModel).max(SUBMISSION_MEETINGS_MAX, 'validation.max').default([]),
});
export type SurveySubmission = z.input<typeof surveySubmission>;
export type ParsedSurveySubmission = z.infer<typeof surveySubmission>;
