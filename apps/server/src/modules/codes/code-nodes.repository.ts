import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import type { CodeNode } from '@portal/contracts/codes/common';
import type { DbOrTx } from '../../db/client.ts';
import { codes, codeTranslations, codeTypes } from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';
import { rawRows } from '../../lib/raw-rows.ts';
import { folded, likePattern } from '../../lib/text-match.ts';

const tl = alias(codeTranslations, 'tl');
const te = alias(codeTranslations, 'te');

/** The name in the asked language, else English, else the code itself. */
const nodeName = sql<string>`coalesce(${tl.name}, ${te.name}, ${codes.code})`;

const childenCount = sql<number>`(select count(*)::int from codes ch
  where ch.fk_code_type_id = ${codes.fkCodeTypeId} and ch.fk_parent_id = ${codes.pkCodeId} and not ch.is_deleted)`;

const nodeColumns = {
  id: codes.pkCodeId,
  code: codes.code,
  name: nodeName,
  parentId: codes.fkParentId,
  level: codes.level,
  childenCount,
  countryId: codes.fkCountryId,
};

/** Nodes named in a language, not deleted, in the list's order. */
export function selectNodes(db: DbOrTx, languageId: number) {
  return {
    where: (where: SQL | undefined, o: { order?: SQL[]; limit?: number; offset?: number } = {}) =>
      db
        .select(nodeColumns)
        .from(codes)
        .leftJoin(tl, and(eq(tl.fkCodeId, codes.pkCodeId), eq(tl.fkLanguageId, languageId)))
        .leftJoin(te, and(eq(te.fkCodeId, codes.pkCodeId), eq(te.fkLanguageId, DEFAULT_LANGUAGE_ID)))
        .where(and(eq(codes.isDeleted, false), where))
        .orderBy(...(o.order ?? [asc(codes.sortOrder), asc(codes.code)]))
        .limit(o.limit ?? 10000)
        .offset(o.offset ?? 0) as Promise<CodeNode[]>,
  };
}

export async function findCodeType(db: DbOrTx, id: number) {
  const [row] = await db.select().from(codeTypes).where(eq(codeTypes.pkCodeTypeId, id));
  if (!row) throw notFound('code_type_not_found');
  return row;
}

/**
 * The nodes of a code type: with `parentId` null its top level, with an id that node's children,
 * left out every level. `topSections` keeps only the top-level nodes of those codes (a company
 * type's NACE sections).
 */
export function nodesOfType(db: DbOrTx, languageId: number, typeId: number, o: { parentId?: number | null; topSections?: string[] } = {}) {
  const level = o.parentId === undefined ? undefined : o.parentId === null ? isNull(codes.fkParentId) : eq(codes.fkParentId, o.parentId);
  return selectNodes(db, languageId).where(and(eq(codes.fkCodeTypeId, typeId), level, topSectionsCondition(o.topSections)));
}

/** The nodes of a code type by id, or with `childrenOf` the children of those nodes; `topSections` as in nodesOfType. */
export function nodesOfTypeByIds(
  db: DbOrTx,
  languageId: number,
  typeId: number,
  ids: number[],
  o: { childrenOf?: boolean; topSections?: string[] } = {},
) {
  return selectNodes(db, languageId).where(
    and(
      eq(codes.fkCodeTypeId, typeId),
      o.childrenOf ? inArray(codes.fkParentId, ids) : inArray(codes.pkCodeId, ids),
      topSectionsCondition(o.topSections),
    ),
  );
}

/** Codes of any type by id. */
export function nodesByAnyIds(db: DbOrTx, languageId: number, ids: number[]) {
  return selectNodes(db, languageId).where(inArray(codes.pkCodeId, ids));
}

/** Nodes below the top level, and top-level nodes of these codes; no condition without sections. */
const topSectionsCondition = (sections: string[] | undefined) =>
  sections ? sql`(${codes.fkParentId} is not null or ${inArray(codes.code, sections)})` : undefined;

/**
 * Codes whose code or name in any language (accents and case ignored, see search_name) contains
 * the text; no condition for empty text.
 */
export function codeOrNameContains(text: string | undefined): SQL | undefined {
  const q = text?.trim().toLowerCase();
  if (!q) return undefined;
  const like = likePattern(q);
  return sql`(lower(${codes.code}) like ${like} or exists (select 1 from code_translations ct where ct.fk_code_id = ${codes.pkCodeId}
        and ct.search_name like ${folded(like)}))`;
}

async function nodesByIds(db: DbOrTx, languageId: number, typeId: number, ids: number[]) {
  if (!ids.length) return [];
  return selectNodes(db, languageId).where(and(eq(codes.fkCodeTypeId, typeId), inArray(codes.pkCodeId, ids)));
}

/**
 * The ancestors of each node, root first and the node itself last, with one recursive query.
 * Nodes of another type, deleted or unknown are left out.
 */
export async function pathsOf(db: DbOrTx, languageId: number, typeId: number, childIds: number[]) {
  if (!childIds.length) return new Map<number, CodeNode[]>();
  const rows = await rawRows<{ child_id: number; id: number; depth: number }>(
    db,
    sql`
    with recursive up(child_id, id, depth) as (
      select c.pk_code_id, c.pk_code_id, 0 from codes c
      where c.fk_code_type_id = ${typeId} and not c.is_deleted
        and c.pk_code_id in (${sql.join(
          childIds.map((i) => sql`${i}`),
          sql`, `,
        )})
      union all
      select up.child_id, p.pk_code_id, up.depth + 1 from up
      join codes c on c.pk_code_id = up.id
      join codes p on p.pk_code_id = c.fk_parent_id
      where up.depth < 20
    )
    select child_id, id, depth from up
  `,
  );
  const ancestorIds = [...new Set(rows.map((r) => r.id))];
  const nodes = new Map((await nodesByIds(db, languageId, typeId, ancestorIds)).map((n) => [n.id, n]));
  const paths = new Map<number, CodeNode[]>();
  const byChild = new Map<number, { id: number; depth: number }[]>();
  for (const r of rows) byChild.set(r.child_id, [...(byChild.get(r.child_id) ?? []), r]);
  for (const [child, list] of byChild) {
    const path = list
      .sort((a, b) => b.depth - a.depth)
      .map((r) => nodes.get(r.id))
      .filter((n): n is CodeNode => Boolean(n));
    if (path.length && path[path.length - 1].id === child) paths.set(child, path);
  }
  return paths;
}

/** The folded form of a name that search compares with (see code_translations.search_name). */
export const searchNameOf = (name: string) => folded(name);

/** Fills search_name of a code type where a writer left it empty (the seed); cheap when none is. */
export async function fillSearchNames(db: DbOrTx, typeId: number) {
  await db
    .update(codeTranslations)
    .set({ searchName: folded(codeTranslations.name) })
    .where(
      and(
        isNull(codeTranslations.searchName),
        sql`${codeTranslations.fkCodeId} in (select pk_code_id from codes where fk_code_type_id = ${typeId})`,
      ),
    );
}

/** The ids of these codes and of every code under them, as a subquery: a chosen branch finds its leaves. */
export const codeSubtree = (ids: number[]) => sql`(
  with recursive tree as (
    select pk_code_id from ${codes} where pk_code_id in ${ids}
    union all select c.pk_code_id from ${codes} c join tree on c.fk_parent_id = tree.pk_code_id
  )
  select pk_code_id from tree)`;
