import { z } from 'zod';
import { coercedEntityId, entityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { feedbackReportFormats } from './question-paths.ts';
import { questionTypes } from './questions.ts';
import { answerValue, MeetingOutcome, meetingReport, placedQuestion, surveyMeeting } from './surveys.ts';

/**
 * What the organisers of an event read of its feedback: the figures of the feedback tab, the
 * answers to one question, who answered, one attendee's answers and meetings (both sides of each),
 * the survey mail's result and the report files. Only the event's organisers (a chamber
 * administrator of its chamber or an assisting one, the platform administrator) read these, except
 * answers-for-user-on-event, which an attendee may call for their own answers.
 */

/** The free texts the feedback tab shows per text question; the rest through `details`. */
export const FEEDBACK_TEXT_PREVIEW = 5;

const searchTerm = z.string().trim().max(200, 'validation.max').nullish();

// api/Questions/details: the answers to one question of an event ---------------------------------------

/** POST api/Questions/details: the answers to one question of the event, newest first; `searchTerm` matches the text, name or company. */
export const questionAnswersSearch = z.object({
  ...pageFields(20),
  fkEventId: entityId,
  fkQuestionId: entityId,
  searchTerm,
});
export type QuestionAnswersSearch = z.input<typeof questionAnswersSearch>;
export type ParsedQuestionAnswersSearch = z.infer<typeof questionAnswersSearch>;

/** One person's answer to a question; `optionTitles` are the chosen options in the caller's language. */
export const questionAnswer = answerValue.extend({
  fkUserId: z.number().int(),
  name: z.string(),
  company: z.string().nullable(),
  optionTitles: z.array(z.string()),
  answeredAt: z.string(),
});
export type QuestionAnswer = z.infer<typeof questionAnswer>;

/** spec-2 "Answers result: answers, totalPages, questionTitle". */
export const questionAnswers = z.object({
  questionTitle: z.string(),
  type: z.enum(questionTypes),
  answers: z.array(questionAnswer),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type QuestionAnswers = z.infer<typeof questionAnswers>;

// api/Questions/event-feedback (beyond the spec): the feedback tab's figures ---------------------------

/** How many chose an option. */
export const optionCount = z.object({ pkQuestionOptionId: z.number().int(), title: z.string(), count: z.number().int() });
/** How many gave a rating. */
export const ratingCount = z.object({ rating: z.number().int(), count: z.number().int() });
export const textPreview = z.object({ text: z.string(), name: z.string(), answeredAt: z.string() });

/**
 * The figures of one question: `answerCount` submissions answered it; choice questions count each
 * option (a multiple-choice answer counts for every option chosen), rating questions each rating
 * of RATINGS with the average, text questions show the newest FEEDBACK_TEXT_PREVIEW texts.
 */
export const questionFigures = placedQuestion.extend({
  answerCount: z.number().int(),
  options: z.array(optionCount),
  ratings: z.array(ratingCount),
  averageRating: z.number().nullable(),
  latestTexts: z.array(textPreview),
});
export type QuestionFigures = z.infer<typeof questionFigures>;

/**
 * Meetings counted by what their sides reported. A meeting is held when a side said it took
 * place, a no-show when every side that answered said it did not, unreported when no side
 * answered; its outcome is the best one a side reported (meetingOutcomes, best first).
 */
export const meetingFigures = z.object({
  /** Accepted meetings of the event's sessions. */
  total: z.number().int(),
  held: z.number().int(),
  noShows: z.number().int(),
  unreported: z.number().int(),
  /** Held meetings by their outcome (a held meeting without one counts in none). */
  outcomes: z.object({
    [MeetingOutcome.dealSigned]: z.number().int(),
    [MeetingOutcome.followUpAgreed]: z.number().int(),
    [MeetingOutcome.noInterest]: z.number().int(),
  }),
});
export type MeetingFigures = z.infer<typeof meetingFigures>;

export const sessionMeetingFigures = meetingFigures.extend({ fkScheduleId: z.number().int(), sessionName: z.string() });
export type SessionMeetingFigures = z.infer<typeof sessionMeetingFigures>;
/** A company's meetings: those one of its people held, with either side. */
export const companyMeetingFigures = meetingFigures.extend({ fkCompanyId: z.number().int(), companyName: z.string() });
export type CompanyMeetingFigures = z.infer<typeof companyMeetingFigures>;

/** POST api/Questions/event-feedback: the feedback tab of an event, in the caller's language. */
export const eventFeedback = z.object({
  fkEventId: z.number().int(),
  eventName: z.string(),
  isOpen: z.boolean(),
  attendeeCount: z.number().int(),
  respondentCount: z.number().int(),
  lastMailSentAt: z.string().nullable(),
  questions: z.array(questionFigures),
  meetings: meetingFigures,
  /** Sessions in time order; companies by meetings held, most first. */
  meetingsBySession: z.array(sessionMeetingFigures),
  meetingsByCompany: z.array(companyMeetingFigures),
});
export type EventFeedback = z.infer<typeof eventFeedback>;

// api/Questions/event-respondents (beyond the spec): who answered ----------------------------------------

/** The event's registered attendees with what they submitted; `answeredOnly` leaves out those who did not. */
export const respondentSearch = z.object({
  ...pageFields(20),
  fkEventId: entityId,
  searchTerm,
  answeredOnly: z.boolean().default(true),
});
export type RespondentSearch = z.input<typeof respondentSearch>;
export type ParsedRespondentSearch = z.infer<typeof respondentSearch>;
export const respondent = z.object({
  fkUserId: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  answerCount: z.number().int(),
  meetingReportCount: z.number().int(),
});
export type Respondent = z.infer<typeof respondent>;
export const respondentPage = z.object({
  respondents: z.array(respondent),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type RespondentPage = z.infer<typeof respondentPage>;

// api/Reports/answers-for-user-on-event: one attendee's feedback ------------------------------------------

/** JSON for the details screen, or the same as a PDF. */
export const AttendeeFeedbackFormat = { json: 'json', pdf: 'pdf' } as const;
export const attendeeFeedbackQuery = z.object({
  fkEventId: entityId,
  fkUserId: entityId,
  format: z.enum([AttendeeFeedbackFormat.json, AttendeeFeedbackFormat.pdf], 'validation.invalid').default(AttendeeFeedbackFormat.json),
});
export type AttendeeFeedbackQuery = z.input<typeof attendeeFeedbackQuery>;

/** A survey question with the attendee's answer (null: not answered). */
export const attendeeAnswer = placedQuestion.extend({
  answer: answerValue.nullable(),
  optionTitles: z.array(z.string()),
});
export type AttendeeAnswer = z.infer<typeof attendeeAnswer>;

/** One of the attendee's meetings with both sides' accounts side by side. */
export const attendeeMeeting = surveyMeeting.extend({ mine: meetingReport.nullable(), theirs: meetingReport.nullable() });
export type AttendeeMeeting = z.infer<typeof attendeeMeeting>;

export const attendeeFeedback = respondent
  .pick({ fkUserId: true, name: true, email: true, company: true, submittedAt: true, updatedAt: true })
  .extend({
    fkEventId: z.number().int(),
    eventName: z.string(),
    answers: z.array(attendeeAnswer),
    meetings: z.array(attendeeMeeting),
  });
export type AttendeeFeedback = z.infer<typeof attendeeFeedback>;

// The survey mail and the report file ----------------------------------------------------------------------

/**
 * send-q-and-f-email-to-event-participants: `mailed` attendees got the mail now; `alreadyMailed`
 * were mailed within the resend window (SURVEY_MAIL_WINDOW on the server) and got nothing;
 * `reminded` of those mailed now had not answered and got notification type 8. The survey must
 * be open with a question (422 survey_not_open, survey_has_no_questions).
 */
export const surveyMailResult = z.object({
  mailed: z.number().int(),
  alreadyMailed: z.number().int(),
  reminded: z.number().int(),
  sentAt: z.string(),
});
export type SurveyMailResult = z.infer<typeof surveyMailResult>;

/** GET api/Reports/feedback-on-event/{id}?format=xlsx|pdf (xlsx when left out). */
export const feedbackReportParams = z.object({ id: coercedEntityId });
export const feedbackReportQuery = z.object({ format: z.enum(feedbackReportFormats, 'validation.invalid').default('xlsx') });
export type FeedbackReportQuery = z.input<typeof feedbackReportQuery>;
