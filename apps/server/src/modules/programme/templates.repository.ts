import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { offsetOf } from '../../lib/paging.ts';
import { containsText } from '../../lib/text-match.ts';
import type { TemplateRow } from '../events/mail-templates.repository.ts';

const tp = t.templates;

/** What a template's form sets. */
export type TemplateValues = Pick<typeof tp.$inferInsert, 'name' | 'kind' | 'fkLanguageId' | 'subject' | 'body' | 'updatedAt'>;

/** A page of templates (of a chamber, or of every chamber when null) by name. */
export async function templatePageRows(
  db: DbOrTx,
  o: { chamberId: number | null; name?: string; kind?: string | null; fkLanguageId?: number | null; pageNum: number; pageSize: number },
) {
  const where: SQL | undefined = and(
    o.chamberId === null ? undefined : eq(tp.fkChamberId, o.chamberId),
    o.name ? containsText(tp.name, o.name) : undefined,
    o.kind ? eq(tp.kind, o.kind) : undefined,
    o.fkLanguageId ? eq(tp.fkLanguageId, o.fkLanguageId) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(tp)
      .where(where)
      .orderBy(asc(sql`lower(${tp.name})`), asc(tp.pkTemplateId))
      .limit(o.pageSize)
      .offset(offsetOf(o.pageNum, o.pageSize)),
    db.select({ n: count() }).from(tp).where(where),
  ]);
  return { rows, total: n };
}

/** Whether the chamber has another template of this name (case-insensitively). */
export async function templateNameTaken(db: DbOrTx, chamberId: number, name: string, exceptId?: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: tp.pkTemplateId })
    .from(tp)
    .where(
      and(
        eq(tp.fkChamberId, chamberId),
        sql`lower(${tp.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${tp.pkTemplateId} <> ${exceptId}`,
      ),
    );
  return !!taken;
}

export async function languageExists(db: DbOrTx, id: number): Promise<boolean> {
  const [language] = await db.select({ id: t.languages.pkLanguageId }).from(t.languages).where(eq(t.languages.pkLanguageId, id));
  return !!language;
}

/** A new template of a chamber, as saved. */
export async function insertTemplate(
  tx: DbOrTx,
  values: TemplateValues & { fkChamberId: number; createdBy: number },
): Promise<TemplateRow> {
  const [saved] = await tx.insert(tp).values(values).returning();
  return saved;
}

/** A template changed, as saved. */
export async function updateTemplate(tx: DbOrTx, id: number, values: TemplateValues): Promise<TemplateRow> {
  const [saved] = await tx.update(tp).set(values).where(eq(tp.pkTemplateId, id)).returning();
  return saved;
}

export async function deleteTemplateRow(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(tp).where(eq(tp.pkTemplateId, id));
}
