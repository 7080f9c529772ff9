import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { CodeType } from '@portal/contracts/codes/code-types';
import { totalPages } from '@portal/contracts/common/paging';
import type { DbOrTx } from '../../db/client.ts';
import { codes } from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { fillSearchNames, selectNodes } from './code-nodes.repository.ts';

/** NACE classes whose code or name (in any language, accents ignored) contains the text. */
function matching(text: string | undefined, parentId: number | undefined): SQL | undefined {
  const conditions: SQL[] = [eq(codes.fkCodeTypeId, CodeType.activityClass)];
  if (parentId) conditions.push(eq(codes.fkParentId, parentId));
  const q = text?.trim().toLowerCase();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(lower(${codes.code}) like ${like} or exists (select 1 from code_translations ct where ct.fk_code_id = ${codes.pkCodeId}
        and ct.search_name like unaccent(${like})))`,
    );
  }
  return and(...conditions);
}

export async function searchActivityClassifications(
  db: DbOrTx,
  languageId: number,
  o: { name?: string; parentId?: number; pageNum: number; pageSize: number },
) {
  if (o.name?.trim()) await fillSearchNames(db, CodeType.activityClass);
  const where = and(eq(codes.isDeleted, false), matching(o.name, o.parentId));
  const [{ total }] = await db.select({ total: count() }).from(codes).where(where);
  const nodes = await selectNodes(db, languageId).where(where, {
    order: [asc(codes.code)],
    limit: o.pageSize,
    offset: offsetOf(o.pageNum, o.pageSize),
  });
  const links = nodes.length
    ? await db
        .select({ id: codes.pkCodeId, link: codes.link })
        .from(codes)
        .where(
          inArray(
            codes.pkCodeId,
            nodes.map((n) => n.id),
          ),
        )
    : [];
  const linkOf = new Map(links.map((l) => [l.id, l.link]));
  return { list: nodes.map((n) => ({ ...n, link: linkOf.get(n.id) ?? null })), totalPages: totalPages(total, o.pageSize) };
}

export async function setLink(db: DbOrTx, languageId: number, id: number, link: string | null) {
  const [row] = await db
    .update(codes)
    .set({ link })
    .where(and(eq(codes.pkCodeId, id), eq(codes.fkCodeTypeId, CodeType.activityClass), eq(codes.isDeleted, false)))
    .returning({ id: codes.pkCodeId });
  if (!row) throw notFound('code_not_found');
  const [node] = await selectNodes(db, languageId).where(eq(codes.pkCodeId, id));
  return { ...node, link };
}
