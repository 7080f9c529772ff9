import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EventRegistrationDialog } from './EventRegistrationDialog.tsx';
import type { RegistrationTarget } from './useSaveRegistration.ts';

/**
 * The registration dialog of a page: `open(target)` shows it, `dialog` goes into the page.
 * `onRegistered` lets the page react (the details page adds `registered` to its query).
 */
export function useRegistrationDialog(onRegistered: (eventId: number) => void = () => {}) {
  const [target, setTarget] = useState<RegistrationTarget | null>(null);
  const [, setParams] = useSearchParams();
  const clearQuery = () => setParams(new URLSearchParams(), { replace: true });
  const dialog = (
    <EventRegistrationDialog target={target} onClose={() => setTarget(null)} onRegistered={onRegistered} onNotInvited={clearQuery} />
  );
  return { open: setTarget, dialog };
}
