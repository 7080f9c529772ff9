import type { CurrentUser } from '@portal/contracts/accounts/session';
import { RoleId } from '@portal/contracts/common/access';
import type { Conversation, ConversationThread, Message, MessagePerson } from '@portal/contracts/messages/messages';

export const milica: MessagePerson = {
  pkUserId: 7,
  firstName: 'Milica',
  lastName: 'Petrović',
  avatarName: null,
  company: 'Dunav Foods',
  isFormerUser: false,
};
export const nikola: MessagePerson = {
  pkUserId: 8,
  firstName: 'Nikola',
  lastName: 'Jovanović',
  avatarName: null,
  company: 'Dunav Foods',
  isFormerUser: false,
};

export const message = (id: number, over: Partial<Message> = {}): Message => ({
  pkMessageId: id,
  fkConversationId: 44,
  title: 'Apples for Podgorica',
  content: '<p>Can you <strong>quote</strong> 20 t?</p><p>By Friday</p>',
  sendOn: '2026-03-02T09:15:00.000Z',
  sender: milica,
  guestEmail: null,
  isMine: false,
  isUnread: false,
  isSpam: false,
  ...over,
});

export const conversation = (id: number, over: Partial<Conversation> = {}): Conversation => ({
  pkConversationId: id,
  title: 'Apples for Podgorica',
  people: [milica],
  lastMessage: message(id * 10, { fkConversationId: id }),
  unreadCount: 0,
  messageCount: 1,
  ...over,
});

export const thread = (over: Partial<ConversationThread> = {}): ConversationThread => ({
  pkConversationId: 44,
  title: 'Apples for Podgorica',
  people: [milica],
  isDeleted: false,
  canReply: true,
  messages: [message(1, { isUnread: true }), message(2, { sender: nikola, isMine: true, content: '<p>Yes, we can.</p>' })],
  totalCount: 2,
  totalPages: 1,
  ...over,
});

export const counters = {
  unreadMessagesInInbox: 3,
  unreadSpamMessagesInInbox: 1,
  totalMessagesInInbox: 9,
  spamMessagesInInbox: 2,
  totalSentMessages: 4,
};

/** A signed-in user (the role decides the folders and the receivers' search). */
export function currentUser(patch: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 8,
    userName: 'employee.rs@market-access.demo',
    firstName: 'Nikola',
    lastName: 'Jovanović',
    email: 'employee.rs@market-access.demo',
    role: { pkRoleId: RoleId.employee, name: 'Employee' },
    fkRoleId: RoleId.employee,
    fkCompanyId: 5,
    fkCompanyCountryId: 1,
    fkCountryId: 1,
    fkChamberId: null,
    userCompany: { pkCompanyId: 5, name: 'Dunav Foods', logoName: null, isVerified: true, isDeleted: false },
    companyModules: [],
    companyTypes: [],
    isMnc: false,
    hasPowerBi: false,
    notificationToken: '11111111-2222-4333-8444-555555555555',
    avatarName: null,
    passwordChangeNeeded: false,
    documentsToAccept: [],
    functionAliases: ['employee_function'],
    fkLanguageId: 1,
    phone: null,
    position: null,
    ...patch,
  };
}
