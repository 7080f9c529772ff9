/**
 * The paths of the follow-up questions calls (spec-2 section 7 "Questions", the survey mail of
 * "Events" and the two feedback reports), so the web and the server's routes and tests name them
 * once. Paths with a trailing slash keep it as the spec writes them. The calls marked "beyond the
 * spec" serve screens of issue 26 that the spec's eleven calls do not cover.
 */
export const QuestionPaths = {
  /** POST: the question bank of a chamber, searched and paged (`questionSearch` → `questionPage`). */
  bank: 'api/Questions/get-questions-for-cif-admin/',
  /** POST: the organisers' survey of an event (`eventRef` → `eventSurvey`). */
  eventSurvey: 'api/Questions/get-questions-for-cif-admin-on-event/',
  /** POST: the caller's feedback form of an event (`eventRef` → `feedbackForm`). */
  feedbackForm: 'api/Questions/get-questions-for-event-feedback/',
  /** POST: the answers to one question of an event, searched and paged (`questionAnswersSearch` → `questionAnswers`). */
  answers: 'api/Questions/details',
  /** POST: put bank questions on an event's survey or move them (`surveyQuestionsPlacement` → `eventSurvey`). */
  addToEvent: 'api/Questions/add-questions-on-event',
  /** POST: take questions off an event's survey (`surveyQuestionsRemoval` → `eventSurvey`). */
  removeFromEvent: 'api/Questions/remove-questions-from-event/',
  /** POST: the caller's answers and meeting outcomes, replacing earlier ones (`surveySubmission` → `feedbackForm`). */
  submitAnswers: 'api/Questions/add-question-answers',
  /** GET, PUT, DELETE `api/Questions/{id}`; POST `api/Questions` (`questionModel` → `question`). */
  question: (id: number | string) => `api/Questions/${id}`,
  create: 'api/Questions',
  /** POST (beyond the spec): open or close an event's survey (`surveyState` → `eventSurvey`). */
  surveyState: 'api/Questions/set-survey-state',
  /** POST (beyond the spec): the feedback tab's figures of an event (`eventRef` → `eventFeedback`). */
  eventFeedback: 'api/Questions/event-feedback',
  /** POST (beyond the spec): who answered an event's survey, searched and paged (`respondentSearch` → `respondentPage`). */
  respondents: 'api/Questions/event-respondents',
  /** POST: mails every registered attendee the survey's link and reminds those without answers (`eventRef` → `surveyMailResult`). */
  sendSurveyMail: 'api/Events/send-q-and-f-email-to-event-participants',
  /** GET: an event's answers and outcomes as a file; `?format=xlsx` (default) or `pdf` (`feedbackReportQuery`). */
  feedbackReport: (eventId: number | string, format?: FeedbackReportFormat) =>
    `api/Reports/feedback-on-event/${eventId}${format ? `?format=${format}` : ''}`,
  /** POST: one attendee's answers and outcomes (`attendeeFeedbackQuery` → `attendeeFeedback`, or a PDF). */
  attendeeFeedback: 'api/Reports/answers-for-user-on-event',
} as const;

/** The files of feedback-on-event: the spreadsheet of every answer, or the PDF summary. */
export const FeedbackReportFormat = { spreadsheet: 'xlsx', pdf: 'pdf' } as const;
export const feedbackReportFormats = [FeedbackReportFormat.spreadsheet, FeedbackReportFormat.pdf] as const;
export type FeedbackReportFormat = (typeof feedbackReportFormats)[number];
