import type { UserStatusAction } from '@portal/contracts/users/admin-users';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/toasts.tsx';
import { toastUnhandled } from '../../api/unhandled-errors.ts';
import { useConfirm } from '../../components/form/useConfirm.tsx';
import { useConfirmedAction } from '../../components/list/useConfirmedAction.ts';
import type { UserAction } from './api/user-admin.api.ts';
import { useBulkUserStatus, useUserAction } from './api/user-admin-queries.ts';

/** Actions that take something away ask in the danger colour; the others ask plainly. */
const dangerous: Record<UserAction, boolean> = {
  verify: false,
  unverify: true,
  activate: false,
  deactivate: true,
  delete: true,
  hardDelete: true,
  resendConfirmation: false,
};

/** A person as the confirmations name them. */
export interface NamedUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}
const fullName = (u: NamedUser) => `${u.firstName} ${u.lastName}`.trim() || u.email;

/**
 * One user's action: asks first, naming the person and what they lose, runs the call, says so.
 * Resolves true when it ran; refusals are toasted by the API client.
 */
export function useUserActions() {
  const { t } = useTranslation('user-admin');
  const act = useConfirmedAction();
  const mutation = useUserAction();
  const run = (user: NamedUser, action: UserAction) => {
    const name = fullName(user);
    return act({
      ask: {
        title: t(`confirm.${action}.title`),
        message: t(`confirm.${action}.text`, { name, email: user.email }),
        confirmLabel: t(`actions.${action}`),
        cancelLabel: t('actions.cancel'),
        danger: dangerous[action],
      },
      run: () => mutation.mutateAsync({ id: user.id, action }),
      done: t(`done.${action}`, { name }),
    });
  };
  const pending = mutation.isPending ? mutation.variables : undefined;
  return { run, pending };
}

/** The bulk actions of the list's selection. */
export type BulkAction = Extract<UserStatusAction, 'verify' | 'deactivate'>;

/** A status change on the selection: asks with the count, runs once, and says how many changed. */
export function useBulkUserActions() {
  const { t } = useTranslation('user-admin');
  const confirm = useConfirm();
  const mutation = useBulkUserStatus();
  const run = async (ids: number[], action: BulkAction): Promise<boolean> => {
    const asked = await confirm({
      title: t(`bulk.${action}.title`),
      message: t(`bulk.${action}.text`, { count: ids.length }),
      confirmLabel: t(`actions.${action}`),
      cancelLabel: t('actions.cancel'),
      danger: dangerous[action],
    });
    if (!asked) return false;
    try {
      const { changed } = await mutation.mutateAsync({ action, ids });
      toastSuccess(t(`bulk.${action}.done`, { changed, count: ids.length }));
      return true;
    } catch (err) {
      toastUnhandled(err);
      return false;
    }
  };
  return { run, pending: mutation.isPending };
}
