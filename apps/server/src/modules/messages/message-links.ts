/** The message centre's pages a notification or mail opens (web-routes: /message-center/message-center-new/...). */
export const messageCenterLink = '/message-center/message-center-new/conversations';
export const conversationLink = (conversationId: number) => `${messageCenterLink}/${conversationId}`;
