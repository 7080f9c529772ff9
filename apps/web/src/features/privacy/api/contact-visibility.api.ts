import type { ContactVisibility, ContactVisibilityModel } from '@portal/contracts/accounts/contact-visibility';
import { api } from '../../../api/client.ts';

/** Where people outside my company see my e-mail and phone. */
export const getContactVisibility = () => api.get<ContactVisibility>('api/Account/contact-visibility');
/** Saves my choice; the answer is the choice as stored. */
export const saveContactVisibility = (body: ContactVisibilityModel) => api.put<ContactVisibility>('api/Account/contact-visibility', body);
