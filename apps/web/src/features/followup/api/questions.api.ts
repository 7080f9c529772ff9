import type {
  AttendeeFeedback,
  EventFeedback,
  QuestionAnswers,
  QuestionAnswersSearch,
  RespondentPage,
  RespondentSearch,
  SurveyMailResult,
} from '@portal/contracts/questions/feedback';
import { type FeedbackReportFormat, QuestionPaths } from '@portal/contracts/questions/question-paths';
import type { Question, QuestionModel, QuestionPage, QuestionSearch } from '@portal/contracts/questions/questions';
import type {
  EventSurvey,
  FeedbackForm,
  SurveyQuestionsPlacement,
  SurveyQuestionsRemoval,
  SurveySubmission,
} from '@portal/contracts/questions/surveys';
import { api } from '../../../api/client.ts';

/** Forms and the survey's actions show their own refusals (a field, the answered question): these calls are quiet. */
const quiet = { quiet: true } as const;

// The question bank

export const searchQuestions = (search: QuestionSearch) => api.post<QuestionPage>(QuestionPaths.bank, search);
export const getQuestion = (id: number) => api.get<Question>(QuestionPaths.question(id));
export const saveQuestion = (id: number, model: QuestionModel) =>
  id ? api.put<Question>(QuestionPaths.question(id), model, quiet) : api.post<Question>(QuestionPaths.create, model, quiet);
export const deleteQuestion = (id: number) => api.delete<unknown>(QuestionPaths.question(id), quiet);

// An event's survey (organisers)

export const getEventSurvey = (fkEventId: number) => api.post<EventSurvey>(QuestionPaths.eventSurvey, { fkEventId }, quiet);
export const placeSurveyQuestions = (placement: SurveyQuestionsPlacement) =>
  api.post<EventSurvey>(QuestionPaths.addToEvent, placement, quiet);
export const removeSurveyQuestions = (removal: SurveyQuestionsRemoval) =>
  api.post<EventSurvey>(QuestionPaths.removeFromEvent, removal, quiet);
export const setSurveyState = (fkEventId: number, isOpen: boolean) =>
  api.post<EventSurvey>(QuestionPaths.surveyState, { fkEventId, isOpen }, quiet);
export const sendSurveyMail = (fkEventId: number) => api.post<SurveyMailResult>(QuestionPaths.sendSurveyMail, { fkEventId }, quiet);

// What organisers read

export const getEventFeedback = (fkEventId: number) => api.post<EventFeedback>(QuestionPaths.eventFeedback, { fkEventId }, quiet);
export const searchQuestionAnswers = (search: QuestionAnswersSearch) => api.post<QuestionAnswers>(QuestionPaths.answers, search);
export const searchRespondents = (search: RespondentSearch) => api.post<RespondentPage>(QuestionPaths.respondents, search);
export const getAttendeeFeedback = (fkEventId: number, fkUserId: number) =>
  api.post<AttendeeFeedback>(QuestionPaths.attendeeFeedback, { fkEventId, fkUserId, format: 'json' }, quiet);
export const downloadFeedbackReport = (eventId: number, format: FeedbackReportFormat) =>
  api.blob(QuestionPaths.feedbackReport(eventId, format));

// The attendee's form

export const getFeedbackForm = (fkEventId: number) => api.post<FeedbackForm>(QuestionPaths.feedbackForm, { fkEventId }, quiet);
export const submitFeedback = (submission: SurveySubmission) => api.post<FeedbackForm>(QuestionPaths.submitAnswers, submission, quiet);
