import type {
  AcceptDocumentsModel,
  CurrentDocumentVersions,
  DocumentVersion,
  MyConsents,
  OptionalConsentModel,
  PublishDocumentVersionModel,
} from '@portal/contracts/accounts/consents';
import { api } from '../../../api/client.ts';

export const getMyConsents = () => api.get<MyConsents>('api/Consents');
export const getCurrentDocumentVersions = () => api.get<CurrentDocumentVersions>('api/DocumentVersions/current');
export const acceptDocuments = (body: AcceptDocumentsModel) => api.post<MyConsents>('api/Consents/accept-documents', body);
export const setOptionalConsent = (body: OptionalConsentModel) => api.post<MyConsents>('api/Consents/optional', body);
export const publishDocumentVersion = (body: PublishDocumentVersionModel) =>
  api.post<DocumentVersion>('api/DocumentVersions', body, { quiet: true });
