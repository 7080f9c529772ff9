import { newConversationPath } from '@portal/contracts/common/portal-links';
import type { GuestContactModel } from '@portal/contracts/messages/messages';
import { api } from '../../../api/client.ts';

/** A visitor's message to a company: held until they open the link mailed to them. Quiet: the form shows refusals. */
export const sendGuestContact = (companyId: number, body: GuestContactModel) =>
  api.post<{ success: true }>(`api/Messages/guest-contact-company/${companyId}`, body, { quiet: true });

/** The mailed link: delivers the held message once. Quiet: the page says what went wrong. */
export const confirmGuestContact = (token: string) =>
  api.post<{ companyName: string }>('api/Messages/confirm-guest-contact', { token }, { quiet: true });

/** Where a company is written to: members in their message centre, visitors through the confirmed form. */
export const contactCompanyPath = (companyId: number, signedIn: boolean, name?: string) => {
  const named = name ? `name=${encodeURIComponent(name)}` : '';
  return signedIn
    ? newConversationPath(`type=company&companyId=${companyId}${named ? `&${named}` : ''}`)
    : `/contact-company/${companyId}${named ? `?${named}` : ''}`;
};
