import type { DocumentPage, DocumentSearch, DocumentUpdate, EventDocument } from '@portal/contracts/programme/documents';
import { api } from '../../../api/client.ts';

const quiet = { quiet: true } as const;

export const searchDocuments = (search: DocumentSearch) => api.post<DocumentPage>('api/EventDocuments/search', search, quiet);
/** Multipart: the file and optional name and description; quiet: the dialog shows file_too_large and the like. */
export function uploadDocument(eventId: number, file: File, name: string, description: string) {
  const body = new FormData();
  if (name.trim()) body.append('name', name.trim());
  if (description.trim()) body.append('description', description.trim());
  body.append('file', file, file.name);
  return api.post<EventDocument>(`api/EventDocuments/${eventId}`, body, quiet);
}
export const updateDocument = (body: DocumentUpdate) => api.put<EventDocument>('api/EventDocuments', body, quiet);
export const deleteDocument = (id: number) => api.delete<unknown>(`api/EventDocuments/${id}`, quiet);
export const downloadDocument = (id: number) => api.blob(`api/EventDocuments/${id}`);
