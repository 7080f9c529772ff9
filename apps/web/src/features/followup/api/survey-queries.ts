import type { FeedbackReportFormat } from '@portal/contracts/questions/question-paths';
import type { QuestionAnswersSearch, RespondentSearch } from '@portal/contracts/questions/feedback';
import type { EventSurvey, SurveySubmission } from '@portal/contracts/questions/surveys';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { followupKeys } from './followup-keys.ts';
import {
  downloadFeedbackReport,
  getAttendeeFeedback,
  getEventFeedback,
  getEventSurvey,
  getFeedbackForm,
  placeSurveyQuestions,
  removeSurveyQuestions,
  searchQuestionAnswers,
  searchRespondents,
  sendSurveyMail,
  setSurveyState,
  submitFeedback,
} from './questions.api.ts';

// Organisers

export const useEventSurvey = (eventId: number) =>
  useQuery({ queryKey: followupKeys.survey(eventId), queryFn: () => getEventSurvey(eventId) });

export const useEventFeedback = (eventId: number) =>
  useQuery({ queryKey: followupKeys.figures(eventId), queryFn: () => getEventFeedback(eventId) });

export const useQuestionAnswers = (search: QuestionAnswersSearch, enabled = true) =>
  useQuery({
    queryKey: followupKeys.answers(search.fkEventId, search),
    queryFn: () => searchQuestionAnswers(search),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useRespondents = (search: RespondentSearch) =>
  useQuery({
    queryKey: followupKeys.respondents(search.fkEventId, search),
    queryFn: () => searchRespondents(search),
    placeholderData: keepPreviousData,
  });

export const useAttendeeFeedback = (eventId: number, userId: number) =>
  useQuery({ queryKey: followupKeys.attendee(eventId, userId), queryFn: () => getAttendeeFeedback(eventId, userId), enabled: userId > 0 });

/**
 * A change to an event's survey: the answer is the survey as it now stands, put in the cache at
 * once; the figures and the bank (how many surveys use a question) reload.
 */
function useSurveyMutation<V>(eventId: number, mutationFn: (variables: V) => Promise<EventSurvey>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (survey) => {
      qc.setQueryData(followupKeys.survey(eventId), survey);
      return Promise.all([
        qc.invalidateQueries({ queryKey: followupKeys.figures(eventId) }),
        qc.invalidateQueries({ queryKey: followupKeys.bank }),
      ]);
    },
  });
}

/** Puts bank questions on the survey, or moves one (`position`: its new 0-based place). */
export const usePlaceSurveyQuestions = (eventId: number) =>
  useSurveyMutation(eventId, ({ ids, position }: { ids: number[]; position?: number }) =>
    placeSurveyQuestions({ fkEventId: eventId, fkQuestionIds: ids, position: position ?? null }),
  );

export const useRemoveSurveyQuestion = (eventId: number) =>
  useSurveyMutation(eventId, (id: number) => removeSurveyQuestions({ fkEventId: eventId, fkQuestionIds: [id] }));

export const useSetSurveyState = (eventId: number) => useSurveyMutation(eventId, (isOpen: boolean) => setSurveyState(eventId, isOpen));

export function useSendSurveyMail(eventId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => sendSurveyMail(eventId),
    onSuccess: () => qc.invalidateQueries({ queryKey: followupKeys.event(eventId) }),
  });
}

export const useDownloadFeedbackReport = (eventId: number) =>
  useMutation({ mutationFn: (format: FeedbackReportFormat) => downloadFeedbackReport(eventId, format) });

// The attendee

export const useFeedbackForm = (eventId: number) =>
  useQuery({ queryKey: followupKeys.form(eventId), queryFn: () => getFeedbackForm(eventId), enabled: eventId > 0, retry: false });

export function useSubmitFeedback(eventId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (submission: SurveySubmission) => submitFeedback(submission),
    onSuccess: (form) => qc.setQueryData(followupKeys.form(eventId), form),
  });
}
