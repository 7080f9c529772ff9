import { COMPANY_ROLES, isAdministrator } from '../../../lib/roles.ts';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../session/useSession.ts';

/** /event-management: organisers go to the chamber events, company users to theirs, anyone else to the public list. */
export function EventManagementPage() {
  const user = useCurrentUser();
  const role = user?.fkRoleId ?? null;
  // Chamber administrators and the platform administrator organise events.
  const target = isAdministrator(role)
    ? '/event-management/chamber-events'
    : role !== null && (COMPANY_ROLES as readonly number[]).includes(role)
      ? '/event-management/my-events'
      : '/event-management/public';
  return <Navigate to={target} replace />;
}
