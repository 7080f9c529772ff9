import type { AdminUserDetails } from '@portal/contracts/users/admin-users';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../../components/list/useConfirmedAction.ts';
import { fullName } from '../../lib/person-format.ts';
import { companyKeys } from '../companies/api/company-keys.ts';
import { useUserAction } from '../user-admin/api/user-admin-queries.ts';

/** What the details page does to a person on the spot; editing and passwords are screens of their own. */
export type PersonAction = 'deactivate' | 'activate' | 'verify' | 'unverify' | 'resendConfirmation';

/** Actions that take something away ask in the danger colour. */
export const takesAway = (action: PersonAction) => action === 'deactivate' || action === 'unverify';

/** The actions the reader's `can` flags allow for the person's state, in the page's order. */
export function personActions(user: AdminUserDetails): PersonAction[] {
  const { can } = user;
  return [
    ...(can.activate ? [user.isActive ? ('deactivate' as const) : ('activate' as const)] : []),
    ...(can.verify ? [user.isVerified ? ('unverify' as const) : ('verify' as const)] : []),
    ...(can.edit && !user.emailConfirmed ? (['resendConfirmation'] as const) : []),
  ];
}

/**
 * One action on the person: asks first, naming them and what follows, runs the call, says so.
 * The company's employee lists show the person's standing too, so they are refreshed as well.
 */
export function usePersonActions() {
  const { t } = useTranslation('company-users');
  const act = useConfirmedAction();
  const mutation = useUserAction();
  const queryClient = useQueryClient();
  const run = (user: AdminUserDetails, action: PersonAction) => {
    const name = fullName(user) || user.email;
    return act({
      ask: {
        title: t(`confirm.${action}.title`, { name }),
        message: t(`confirm.${action}.text`, { name, email: user.email }),
        confirmLabel: t(`actions.${action}`),
        cancelLabel: t('actions.cancel'),
        danger: takesAway(action),
      },
      run: async () => {
        await mutation.mutateAsync({ id: user.id, action });
        await queryClient.invalidateQueries({ queryKey: companyKeys.all });
      },
      done: t(`done.${action}`, { name, email: user.email }),
    });
  };
  return { run, pending: mutation.isPending ? mutation.variables?.action : undefined };
}
