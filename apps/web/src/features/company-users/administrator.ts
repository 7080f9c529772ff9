import { AccessGroup } from '@portal/contracts/common/access';
import { useCurrentUser } from '../../session/useSession.ts';

/**
 * Whether the reader administers people by the user rule (platform and chamber administrators,
 * by function, as the server decides); else they are a company administrator acting for their company.
 */
export function useIsAdministrator(): boolean {
  const me = useCurrentUser();
  return !!me && AccessGroup.administrators.some((f) => me.functionAliases.includes(f));
}
