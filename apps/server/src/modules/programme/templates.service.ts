import { totalPages } from '@portal/contracts/common/paging';
import type { ParsedTemplateModel, ParsedTemplateSearch, Template, TemplatePage } from '@portal/contracts/programme/templates';
import type { Actor, AppContext } from '../../context.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { logAction } from '../logs/logs.service.ts';
import { requireListedChamber, requireOwningChamber, requireOwnTemplate } from './programme.policy.ts';
import { toTemplate } from './templates.mapper.ts';
import {
  deleteTemplateRow,
  insertTemplate,
  languageExists,
  templateNameTaken,
  templatePageRows,
  updateTemplate,
} from './templates.repository.ts';

/** get-all-templates/{name?}: the chamber's templates whose name holds `name`, by name. */
export async function searchTemplates(
  ctx: AppContext,
  actor: Actor,
  name: string | undefined,
  input: ParsedTemplateSearch,
): Promise<TemplatePage> {
  const chamberId = requireListedChamber(actor, input.fkChamberId);
  const { rows, total } = await templatePageRows(ctx.db, { ...input, chamberId, name });
  return { templates: rows.map(toTemplate), totalPages: totalPages(total, input.pageSize), totalCount: total };
}

export async function getTemplate(ctx: AppContext, actor: Actor, id: number): Promise<Template> {
  return toTemplate(await requireOwnTemplate(ctx.db, actor, id));
}

/**
 * POST api/Templates and PUT api/Templates/{pkTemplateId}: names are unique in a chamber (the
 * database index answers a concurrent duplicate the same way); the body is sanitised rich text.
 */
export async function saveTemplate(ctx: AppContext, actor: Actor, input: ParsedTemplateModel, id?: number): Promise<Template> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = id ? await requireOwnTemplate(tx, actor, id) : null;
    const fkChamberId = current?.fkChamberId ?? (await requireOwningChamber(tx, actor, input.fkChamberId));
    if (!(await languageExists(tx, input.fkLanguageId))) throw fieldError('fkLanguageId', 'language_not_found');
    const body = sanitizeRichText(input.body);
    if (!body) throw fieldError('body', 'validation.required');
    if (await templateNameTaken(tx, fkChamberId, input.name, current?.pkTemplateId)) {
      throw new AppError('template_name_taken', 422, undefined, { name: 'template_name_taken' });
    }
    const values = {
      name: input.name,
      kind: input.kind,
      fkLanguageId: input.fkLanguageId,
      subject: input.subject || null,
      body,
      updatedAt: new Date(),
    };
    const saved = current
      ? await updateTemplate(tx, current.pkTemplateId, values)
      : await insertTemplate(tx, { ...values, fkChamberId, createdBy: actor.userId });
    await logAction(tx, actor, current ? 'update_template' : 'create_template', 'template', saved.pkTemplateId, { fkChamberId });
    return saved;
  });
  return toTemplate(row);
}

export async function deleteTemplate(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await requireOwnTemplate(tx, actor, id);
    await deleteTemplateRow(tx, id);
    await logAction(tx, actor, 'delete_template', 'template', id, { name: row.name });
  });
}
