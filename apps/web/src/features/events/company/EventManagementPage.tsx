import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../session/useSession.ts';

/** Chamber administrators and the platform administrator organise events. */
const ORGANISER_ROLES = [1, 2];
const COMPANY_ROLES = [3, 4];

/** /event-management: organisers go to the chamber events, company users to theirs, anyone else to the public list. */
export function EventManagementPage() {
  const user = useCurrentUser();
  const role = user?.fkRoleId ?? 0;
  const target = ORGANISER_ROLES.includes(role)
    ? '/event-management/chamber-events'
    : COMPANY_ROLES.includes(role)
      ? '/event-management/my-events'
      : '/event-management/public';
  return <Navigate to={target} replace />;
}
