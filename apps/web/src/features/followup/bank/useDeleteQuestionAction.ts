import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../../../components/list/useConfirmedAction.ts';
import { useDeleteQuestion } from '../api/question-queries.ts';

/** Deleting a question of the bank: asks first, then says so (the list and the details page alike). */
export function useDeleteQuestionAction(id: number, title: string, afterwards?: () => void) {
  const { t } = useTranslation('followup');
  const del = useDeleteQuestion();
  const act = useConfirmedAction();
  const remove = async () => {
    const done = await act({
      ask: {
        title: t('bank.confirm_delete_title'),
        message: t('bank.confirm_delete', { title }),
        confirmLabel: t('actions.delete'),
        cancelLabel: t('actions.cancel'),
        danger: true,
      },
      run: () => del.mutateAsync(id),
      done: t('bank.deleted'),
    });
    if (done) afterwards?.();
  };
  return { remove, deleting: del.isPending };
}
