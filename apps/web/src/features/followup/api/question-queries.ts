import type { QuestionModel, QuestionSearch } from '@portal/contracts/questions/questions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { followupKeys } from './followup-keys.ts';
import { deleteQuestion, getQuestion, saveQuestion, searchQuestions } from './questions.api.ts';

/** A page of the question bank (the chamber's, or for the platform administrator every chamber's). */
export const useQuestionBank = (search: QuestionSearch, enabled = true) =>
  useQuery({
    queryKey: followupKeys.bankPage(search),
    queryFn: () => searchQuestions(search),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useQuestion = (id: number) =>
  useQuery({ queryKey: followupKeys.question(id), queryFn: () => getQuestion(id), enabled: id > 0 });

/** After a change to the bank: its pages, its questions, and the surveys that show them. */
function useInvalidateBank() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: followupKeys.all });
}

export function useSaveQuestion() {
  const invalidate = useInvalidateBank();
  return useMutation({
    mutationFn: ({ id, model }: { id: number; model: QuestionModel }) => saveQuestion(id, model),
    onSuccess: invalidate,
  });
}

export function useDeleteQuestion() {
  const invalidate = useInvalidateBank();
  return useMutation({ mutationFn: (id: number) => deleteQuestion(id), onSuccess: invalidate });
}
