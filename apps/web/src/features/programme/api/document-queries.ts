import type { DocumentUpdate } from '@portal/contracts/programme/documents';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteDocument, searchDocuments, updateDocument, uploadDocument } from './documents.api.ts';
import { programmeKeys } from './programme-keys.ts';

/** Documents of one event, or (eventId null) of every event of the organiser's chamber. */
const documentsKey = (eventId: number | null) => [...programmeKeys.all, 'documents', eventId ?? 'all'] as const;

export const useDocuments = (eventId: number | null, name: string, pageNum: number) => {
  const q = { pageNum, pageSize: 10, ...(eventId ? { fkEventId: eventId } : {}), ...(name ? { name } : {}) };
  return useQuery({ queryKey: [...documentsKey(eventId), q], queryFn: () => searchDocuments(q), placeholderData: keepPreviousData });
};

/** Any document change reloads both the event's list and the chamber-wide one. */
function useInvalidateDocuments() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: [...programmeKeys.all, 'documents'] });
}

export function useUploadDocument() {
  const onSuccess = useInvalidateDocuments();
  return useMutation({
    mutationFn: (v: { eventId: number; file: File; name: string; description: string }) =>
      uploadDocument(v.eventId, v.file, v.name, v.description),
    onSuccess,
  });
}
export function useUpdateDocument() {
  const onSuccess = useInvalidateDocuments();
  return useMutation({ mutationFn: (b: DocumentUpdate) => updateDocument(b), onSuccess });
}
export function useDeleteDocument() {
  const onSuccess = useInvalidateDocuments();
  return useMutation({ mutationFn: (id: number) => deleteDocument(id), onSuccess });
}
