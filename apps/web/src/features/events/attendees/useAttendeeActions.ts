import type { Attendee } from '@portal/contracts/events/invitations';
import { useTranslation } from 'react-i18next';
import { toastInfo, toastSuccess } from '../../../api/toasts.tsx';
import { useConfirm } from '../../../components/form/useConfirm.tsx';
import { attendeeName } from './attendee-format.ts';
import { useRemoveInvitation, useSendReminder, useSetBlocked, useUpdateAttendeeType } from '../api/attendee-queries.ts';
import { toastUnhandled } from '../../../api/unhandled-errors.ts';

export type AttendeeAction = 'remind' | 'block' | 'unblock' | 'remove';

/** The actions a row offers: a reminder only to those who have not answered, blocking only people with an account. */
export function availableActions(a: Attendee): AttendeeAction[] {
  const actions: AttendeeAction[] = [];
  if (!a.isAccepted && !a.isBlocked) actions.push('remind');
  if (a.fkUserId) actions.push(a.isBlocked ? 'unblock' : 'block');
  actions.push('remove');
  return actions;
}

/**
 * The organisers' actions on attendees: each asks first where it changes what the person may do,
 * runs the call and says what happened. Refusals (registration ended...) are toasted by the API client.
 */
export function useAttendeeActions(eventId: number) {
  const { t } = useTranslation('event-attendees');
  const confirm = useConfirm();
  const remind = useSendReminder(eventId);
  const block = useSetBlocked(eventId);
  const remove = useRemoveInvitation(eventId);
  const type = useUpdateAttendeeType(eventId);

  const ask = (key: string, name: string, danger: boolean) =>
    confirm({
      title: t(`confirm.${key}_title`),
      message: t(`confirm.${key}`, { name }),
      confirmLabel: t(`actions.${key}`),
      cancelLabel: t('actions.cancel'),
      danger,
    });

  const sentToast = (sentCount: number) =>
    sentCount > 0 ? toastSuccess(t('toast.reminders_sent', { count: sentCount })) : toastInfo(t('toast.no_reminders'));

  /** Runs one row action; resolves true when it ran. */
  const run = async (a: Attendee, action: AttendeeAction): Promise<boolean> => {
    const name = attendeeName(a);
    try {
      if (action === 'remind') {
        sentToast((await remind.mutateAsync([a.pkEventInvitationId])).sentCount);
      } else if (action === 'block' || action === 'unblock') {
        if (action === 'block' && !(await ask('block', name, true))) return false;
        await block.mutateAsync({ userId: a.fkUserId!, blocked: action === 'block' });
        toastSuccess(t(`toast.${action}ed`, { name }));
      } else {
        if (!(await ask('remove', name, true))) return false;
        await remove.mutateAsync(a.pkEventInvitationId);
        toastSuccess(t('toast.removed', { name }));
      }
      return true;
    } catch (err) {
      toastUnhandled(err);
      return false;
    }
  };

  /** Reminds everyone who has not accepted yet, after asking. */
  const remindAll = async (): Promise<boolean> => {
    if (!(await ask('remind_all', '', false))) return false;
    try {
      sentToast((await remind.mutateAsync(undefined)).sentCount);
      return true;
    } catch (err) {
      toastUnhandled(err);
      return false;
    }
  };

  const setType = async (a: Attendee, fkAttendeeTypeId: number | null) => {
    try {
      await type.mutateAsync({ pkEventInvitationId: a.pkEventInvitationId, fkAttendeeTypeId });
      toastSuccess(t('toast.type_saved', { name: attendeeName(a) }));
    } catch (err) {
      // The API client has said why; a lost connection is told here.
      toastUnhandled(err);
    }
  };

  const pendingId = (() => {
    if (block.isPending) return block.variables ? `user-${block.variables.userId}` : null;
    if (remove.isPending) return `inv-${remove.variables}`;
    if (remind.isPending && remind.variables?.length === 1) return `inv-${remind.variables[0]}`;
    return null;
  })();
  /** True while an action runs on this row. */
  const isBusy = (a: Attendee) => pendingId === `inv-${a.pkEventInvitationId}` || (!!a.fkUserId && pendingId === `user-${a.fkUserId}`);
  const typePendingId = type.isPending ? type.variables?.pkEventInvitationId : undefined;

  return { run, remindAll, remindingAll: remind.isPending && !remind.variables, setType, isBusy, typePendingId };
}
