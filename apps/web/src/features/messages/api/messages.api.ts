import type { EmployeePage, EmployeeSearch } from '@portal/contracts/companies/employees';
import type {
  ContactModel,
  ContactPage,
  ContactSearch,
  ConversationPage,
  ConversationThread,
  MessageCounters,
  MessageModel,
  MessageSearch,
  SentResult,
} from '@portal/contracts/messages/messages';
import { api } from '../../../api/client.ts';

/** The folders of the message centre, as the server names their lists. */
export type MessageFolder = 'inbox' | 'spam' | 'deleted';

const folderPaths: Record<MessageFolder, string> = {
  inbox: 'api/Messages/get-last-conversations',
  spam: 'api/Messages/get-last-spam-conversations',
  deleted: 'api/Messages/get-last-deleted-conversations',
};

export const searchConversations = (folder: MessageFolder, q: MessageSearch) => api.post<ConversationPage>(folderPaths[folder], q);

/** A conversation's thread, oldest first (the deleted one from the deleted folder); 404 leads to /404. */
export const getThread = (conversationId: number, deleted: boolean, pageNum: number, pageSize: number) =>
  api.post<ConversationThread>(`api/Messages/${deleted ? 'get-deleted-conversation-messages' : 'get-conversation-messages'}`, {
    conversationId,
    pageNum,
    pageSize,
  });

export const getCounters = () => api.get<MessageCounters>('api/AdminCentar/get-messages-info-for-current-user');

/** A reply in a conversation; refusals are the client's toasts. */
export const sendReply = (body: { fkConversationId: number; content: string }) => api.post<SentResult>('api/Messages', body);
/** A new conversation with receivers; quiet: the form shows field errors. */
export const startConversation = (body: MessageModel) => api.post<SentResult>('api/Messages', body, { quiet: true });
/** "Contact us": the user's chamber administrators. */
export const contactChamber = (body: ContactModel) => api.post<SentResult>('api/Messages/contact-cif-admins', body, { quiet: true });
/** A verified company's administrators. */
export const contactCompany = (companyId: number, body: ContactModel) =>
  api.post<SentResult>(`api/Messages/contact-company/${companyId}`, body, { quiet: true });

export const markConversationRead = (conversationId: number) => api.get(`api/Messages/mark-conversation-as-read/${conversationId}`);
export const deleteConversation = (conversationId: number) => api.post('api/Messages/delete-conversation-messages', { conversationId });
export const restoreConversation = (conversationId: number) => api.post('api/Messages/undelete-conversation-messages', { conversationId });

export const searchContacts = (q: ContactSearch) => api.post<ContactPage>('api/Messages/users-communicated-with', q);
export const markSpam = (userId: number) => api.post('api/SpamUsers/', { spamUserId: userId });
export const unmarkSpam = (userId: number) => api.delete(`api/SpamUsers/${userId}`);

/** Who one may write to: administrators search the chamber's users, everyone else their own and favourite companies' users. */
export const searchReceivers = (administrator: boolean, q: Partial<EmployeeSearch>) =>
  api.post<EmployeePage>(
    administrator ? 'api/CompanyEmployee/search-chamber-users' : 'api/CompanyEmployee/search-company-and-favourite-companies-users',
    q,
  );
