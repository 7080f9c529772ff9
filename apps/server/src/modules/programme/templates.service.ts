import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { totalPages } from '@portal/contracts/common/paging';
import type { ParsedTemplateModel, ParsedTemplateSearch, Template, TemplatePage } from '@portal/contracts/programme/templates';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { containsText } from '../../lib/text-match.ts';
import { logAction } from '../logs/logs.service.ts';
import { administersChamber, listedChamber, owningChamber } from './programme.policy.ts';

const tp = t.templates;
type TemplateRow = typeof tp.$inferSelect;

const toTemplate = (r: TemplateRow): Template => ({
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

/** A template of a chamber the actor administers; others' answer 404 (they are not shared). */
async function requireOwnTemplate(db: DbOrTx, actor: Actor, id: number): Promise<TemplateRow> {
  const [row] = await db.select().from(tp).where(eq(tp.pkTemplateId, id));
  if (!row || !administersChamber(actor, row.fkChamberId)) throw notFound('template_not_found');
  return row;
}

/** get-all-templates/{name?}: the chamber's templates whose name holds `name`, by name. */
export async function searchTemplates(
  ctx: AppContext,
  actor: Actor,
  name: string | undefined,
  input: ParsedTemplateSearch,
): Promise<TemplatePage> {
  const chamberId = listedChamber(actor, input.fkChamberId);
  const where: SQL | undefined = and(
    chamberId === null ? undefined : eq(tp.fkChamberId, chamberId),
    name ? containsText(tp.name, name) : undefined,
    input.kind ? eq(tp.kind, input.kind) : undefined,
    input.fkLanguageId ? eq(tp.fkLanguageId, input.fkLanguageId) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select()
      .from(tp)
      .where(where)
      .orderBy(asc(sql`lower(${tp.name})`), asc(tp.pkTemplateId))
      .limit(input.pageSize)
      .offset(offsetOf(input.pageNum, input.pageSize)),
    ctx.db.select({ n: count() }).from(tp).where(where),
  ]);
  return { templates: rows.map(toTemplate), totalPages: totalPages(n, input.pageSize), totalCount: n };
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
    const fkChamberId = current?.fkChamberId ?? (await owningChamber(tx, actor, input.fkChamberId));
    const [language] = await tx.select().from(t.languages).where(eq(t.languages.pkLanguageId, input.fkLanguageId));
    if (!language) throw fieldError('fkLanguageId', 'language_not_found');
    const body = sanitizeRichText(input.body);
    if (!body) throw fieldError('body', 'validation.required');
    const [taken] = await tx
      .select({ id: tp.pkTemplateId })
      .from(tp)
      .where(
        and(
          eq(tp.fkChamberId, fkChamberId),
          sql`lower(${tp.name}) = lower(${input.name})`,
          current ? sql`${tp.pkTemplateId} <> ${current.pkTemplateId}` : undefined,
        ),
      );
    if (taken) throw new AppError('template_name_taken', 422, undefined, { name: 'template_name_taken' });
    const values = {
      name: input.name,
      kind: input.kind,
      fkLanguageId: input.fkLanguageId,
      subject: input.subject || null,
      body,
      updatedAt: new Date(),
    };
    const [saved] = current
      ? await tx.update(tp).set(values).where(eq(tp.pkTemplateId, current.pkTemplateId)).returning()
      : await tx
          .insert(tp)
          .values({ ...values, fkChamberId, createdBy: actor.userId })
          .returning();
    await logAction(tx, actor, current ? 'update_template' : 'create_template', 'template', saved.pkTemplateId, { fkChamberId });
    return saved;
  });
  return toTemplate(row);
}

export async function deleteTemplate(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await requireOwnTemplate(tx, actor, id);
    await tx.delete(tp).where(eq(tp.pkTemplateId, id));
    await logAction(tx, actor, 'delete_template', 'template', id, { name: row.name });
  });
}
