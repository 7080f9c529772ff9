import { newConversationPath, questionFormPath } from '@portal/contracts/common/portal-links';
import { isAdministrator } from '../lib/roles.ts';
import type { HeaderButtonKey } from '../app/route-types.ts';

interface HeaderButton {
  key: HeaderButtonKey;
  to: string;
}

const NEW_MESSAGE = newConversationPath('pageNum=1&pageSize=10&searchTerm=&startDate=null&endDate=null');

const targets: Record<HeaderButtonKey, string> = {
  addEvent: '/event-management/chamber-events/form',
  addTemplate: '/event-management/templates/form/0',
  addQuestion: questionFormPath(0),
  newMessage: NEW_MESSAGE,
  addUser: '/kif-admin-center/users/form',
  publicArea: '/business-to-business/public',
  membersArea: '/business-to-business',
};

/** The header buttons of a route for this visitor (spec-1 section 2, "Header buttons by route"). */
export function headerButtons(keys: readonly HeaderButtonKey[] | undefined, roleId: number | null): HeaderButton[] {
  return (keys ?? [])
    .filter((key) => key !== 'membersArea' || (roleId !== null && !isAdministrator(roleId)))
    .map((key) => ({ key, to: targets[key] }));
}
