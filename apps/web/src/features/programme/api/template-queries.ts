import { TemplateKind, type TemplateModel } from '@portal/contracts/programme/templates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { programmeKeys } from './programme-keys.ts';
import { deleteTemplate, getTemplate, saveTemplate, searchTemplates } from './templates.api.ts';

const templatesKey = [...programmeKeys.all, 'templates'] as const;

/** The chamber's templates whose name holds `name`, by name. */
export const useTemplates = (name: string, pageNum: number) => {
  const q = { pageNum, pageSize: 20 };
  return useQuery({ queryKey: [...templatesKey, name, q], queryFn: () => searchTemplates(name, q), placeholderData: keepPreviousData });
};

/**
 * The invitation mail templates the invite form offers: a chamber administrator's own chamber's,
 * for the platform administrator the organising chamber's (`chamberId`).
 */
export const useInvitationTemplates = (chamberId: number) => {
  const q = { pageNum: 1, pageSize: 100, kind: TemplateKind.invitationMail, fkChamberId: chamberId };
  return useQuery({ queryKey: [...templatesKey, 'invitation', q], queryFn: () => searchTemplates('', q) });
};

export const useTemplate = (id: number) =>
  useQuery({ queryKey: [...templatesKey, 'one', id], queryFn: () => getTemplate(id), enabled: id > 0 });

export function useSaveTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, model }: { id: number; model: TemplateModel }) => saveTemplate(id, model),
    onSuccess: () => qc.invalidateQueries({ queryKey: templatesKey }),
  });
}

export function useDeleteTemplate() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => deleteTemplate(id), onSuccess: () => qc.invalidateQueries({ queryKey: templatesKey }) });
}
