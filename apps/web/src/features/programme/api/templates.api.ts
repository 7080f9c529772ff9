import type { Template, TemplateModel, TemplatePage, TemplateSearch } from '@portal/contracts/programme/templates';
import { api } from '../../../api/client.ts';

const quiet = { quiet: true } as const;

export const searchTemplates = (name: string, search: TemplateSearch) =>
  api.post<TemplatePage>(`api/Templates/get-all-templates${name ? `/${encodeURIComponent(name)}` : ''}`, search);
export const getTemplate = (id: number) => api.get<Template>(`api/Templates/${id}`);
export const saveTemplate = (id: number, model: TemplateModel) =>
  id ? api.put<Template>(`api/Templates/${id}`, model, quiet) : api.post<Template>('api/Templates', model, quiet);
export const deleteTemplate = (id: number) => api.delete<unknown>(`api/Templates/${id}`, quiet);
