import type { Template } from '@portal/contracts/programme/templates';
import type { TemplateRow } from '../events/mail-templates.repository.ts';

export const toTemplate = (r: TemplateRow): Template => ({
  pkTemplateId: r.pkTemplateId,
  fkChamberId: r.fkChamberId,
  name: r.name,
  kind: r.kind as Template['kind'],
  fkLanguageId: r.fkLanguageId,
  subject: r.subject,
  body: r.body,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
