import { type ApiError, isApiError } from '../../../api/api-error.ts';
import { useConfirm } from '../../../components/form/useConfirm.tsx';
import { useTranslation } from 'react-i18next';

/** The server's refusal of a session change (or delete) that would cancel booked B2B meetings. */
export const cancelsMeetings = (err: unknown): err is ApiError => isApiError(err) && err.messageKey === 'schedule_change_cancels_meetings';

/** Asks whether to go on although the change cancels the session's meetings; resolves true to go on. */
export function useMeetingsQuestion() {
  const { t } = useTranslation('programme');
  const confirm = useConfirm();
  return (err: ApiError) =>
    confirm({
      title: t('schedule.form.meetings_title'),
      message: t('schedule.form.meetings_warning', { count: Number(err.params?.count ?? 0) }),
      confirmLabel: t('schedule.form.meetings_confirm'),
      danger: true,
    });
}
