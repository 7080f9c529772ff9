import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useReturnFocus } from '../../../components/ui/useReturnFocus.ts';
import { EventRegistrationDialog } from './EventRegistrationDialog.tsx';
import type { RegistrationTarget } from './useSaveRegistration.ts';

/**
 * The registration dialog of a page: `open(target)` shows it, `dialog` goes into the page.
 * `onRegistered` lets the page react (the details page adds `registered` to its query).
 */
export function useRegistrationDialog(onRegistered: (eventId: number) => void = () => {}) {
  const [target, setTarget] = useState<RegistrationTarget | null>(null);
  const [, setParams] = useSearchParams();
  const focus = useReturnFocus();
  const clearQuery = () => setParams(new URLSearchParams(), { replace: true });
  const open = (next: RegistrationTarget) => {
    focus.remember();
    setTarget(next);
  };
  const close = () => {
    setTarget(null);
    focus.restore();
  };
  const dialog = <EventRegistrationDialog target={target} onClose={close} onRegistered={onRegistered} onNotInvited={clearQuery} />;
  return { open, dialog };
}
