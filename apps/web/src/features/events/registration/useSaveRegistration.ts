import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { toastError, toastSuccess } from '../../../api/toasts.tsx';
import type { UserEventStatus } from '@portal/contracts/events/invitations';
import { useRegisterOnEvent } from '../api/registration-queries.ts';
import { registrationBody, type Selection } from './registration-selection.ts';

export interface RegistrationTarget {
  eventId: number;
  eventName: string;
  isPublic: boolean;
}

export interface RegistrationOutcome {
  /** Saved: the dialog closes and the page shows the new state. */
  onRegistered: (eventId: number) => void;
  /** not_invited_to_event: the dialog closes and the page clears its query (spec-1 section 4). */
  onNotInvited: () => void;
}

/** Saves the dialog's selection on the right call and tells the user how it went. */
export function useSaveRegistration(target: RegistrationTarget, status: UserEventStatus | undefined, outcome: RegistrationOutcome) {
  const { t } = useTranslation('events');
  const mutation = useRegisterOnEvent();
  const save = async (selection: Selection) => {
    try {
      await mutation.mutateAsync({
        body: registrationBody(target.eventId, selection),
        // A public event lets a member register without an invitation (they add their own).
        publicSelfInvite: target.isPublic && !status?.isInvited,
      });
      toastSuccess(status?.isAccepted ? t('errors:your_changes_has_been_saved_successfully') : t('errors:success_register'));
      outcome.onRegistered(target.eventId);
    } catch (e) {
      const key = isApiError(e) ? (e.status === 400 ? 'validation_error' : e.messageKey) : 'general_error';
      toastError(key);
      if (key === 'not_invited_to_event') outcome.onNotInvited();
    }
  };
  return { save, saving: mutation.isPending };
}
