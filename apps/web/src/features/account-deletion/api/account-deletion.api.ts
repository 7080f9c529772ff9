import type { DeleteOwnAccountModel, ErasureSummary } from '@portal/contracts/accounts/erasure';
import { api } from '../../../api/client.ts';

/** What deleting the caller's account removes, cancels and keeps. */
export const getErasureSummary = () => api.get<ErasureSummary>('api/Account/erasure-summary');

/** Deletes the caller's account; quiet: the dialog shows a wrong password at its field. */
export const deleteOwnAccount = (body: DeleteOwnAccountModel) => api.post('api/Account/delete-self', body, { quiet: true });
