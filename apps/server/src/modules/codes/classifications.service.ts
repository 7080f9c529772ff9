import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { CodeType, DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import type { CodeNode } from '@portal/contracts/codes/common';
import type { DbOrTx } from '../../db/client.ts';
import { codes } from '../../db/schema/all.ts';
import { rawRows } from '../../lib/raw-rows.ts';
import { fillSearchNames, findCodeType, pathsOf, selectNodes } from './code-nodes.repository.ts';

/**
 * Which NACE sections a company type works in, by the company type's code:
 * Production the goods-producing sections A-F, Service the service sections G-U, Trade G.
 * The spec filters tree levels by company type without saying how; this is our reading.
 */
const sectionsByCompanyType: Record<string, string[]> = {
  '1': ['A', 'B', 'C', 'D', 'E', 'F'],
  '2': ['G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T', 'U'],
  '3': ['G'],
};

/** The top-level filter of a company type on a tree, or undefined when none applies. */
async function companyTypeFilter(db: DbOrTx, typeId: number, companyTypeId: number | null | undefined): Promise<SQL | undefined> {
  if (!companyTypeId || typeId !== CodeType.activityClass) return undefined;
  const [ct] = await db
    .select({ code: codes.code })
    .from(codes)
    .where(and(eq(codes.pkCodeId, companyTypeId), eq(codes.fkCodeTypeId, CodeType.companyType)));
  const sections = ct ? sectionsByCompanyType[ct.code] : undefined;
  return sections ? inArray(codes.code, sections) : undefined;
}

/** One level of a tree: the children of parentId, or the top level for 0. */
export async function childrenOf(
  db: DbOrTx,
  languageId: number,
  typeId: number,
  parentId: number | null,
  companyTypeId?: number | null,
): Promise<CodeNode[]> {
  await findCodeType(db, typeId);
  const top = !parentId;
  const filter = top ? await companyTypeFilter(db, typeId, companyTypeId) : undefined;
  return selectNodes(db, languageId).where(
    and(eq(codes.fkCodeTypeId, typeId), top ? isNull(codes.fkParentId) : eq(codes.fkParentId, parentId), filter),
  );
}

/** Nodes by id, or with onlyChildrens the children of those nodes, in tree order. */
export async function nodesOrChildren(
  db: DbOrTx,
  languageId: number,
  typeId: number,
  ids: number[],
  onlyChildrens: boolean,
  companyTypeId?: number | null,
): Promise<CodeNode[]> {
  await findCodeType(db, typeId);
  if (!ids.length) return [];
  const filter = onlyChildrens ? undefined : await companyTypeFilter(db, typeId, companyTypeId);
  // The company type filter applies to top-level nodes only.
  const topFilter = filter ? sql`(${codes.fkParentId} is not null or ${filter})` : undefined;
  return selectNodes(db, languageId).where(
    and(eq(codes.fkCodeTypeId, typeId), onlyChildrens ? inArray(codes.fkParentId, ids) : inArray(codes.pkCodeId, ids), topFilter),
  );
}

export async function pathTo(db: DbOrTx, languageId: number, typeId: number, childIds: number[]) {
  await findCodeType(db, typeId);
  const paths = await pathsOf(db, languageId, typeId, childIds);
  return childIds.filter((id) => paths.has(id)).map((id) => ({ node: paths.get(id)!.at(-1)!, path: paths.get(id)! }));
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Classification nodes matching a text, accents and case ignored: an exact or leading code
 * first, then names starting with it, names containing it, and names near it (pg_trgm word
 * similarity, for typos), each with its path. Names are searched in the asked language and
 * in English (the fallback every node has), through the trigram index on search_name.
 */
export async function searchByName(db: DbOrTx, languageId: number, typeId: number, text: string, limit: number) {
  await fillSearchNames(db, typeId);
  const raw = text.trim().toLowerCase();
  const like = likeEscape(raw);
  const codeQ = likeEscape(raw.replace(/[.\s]/g, ''));
  const w = sql`unaccent(${raw})`;
  const l = sql`unaccent(${like})`;
  // The planner under-costs scanning a few thousand names (pg_trgm's word similarity is slow
  // per row, very slow in PGlite) and skips the trigram index unless told; set only for this query.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return rawRows<{ id: number }>(
      tx,
      sql`
    with cand as (
      select ct.fk_code_id as id from code_translations ct
      where ct.fk_language_id in (${languageId}, ${DEFAULT_LANGUAGE_ID})
        and (ct.search_name like '%' || ${l} || '%' or ${w} <% ct.search_name)
      union
      select c.pk_code_id from codes c
      where c.fk_code_type_id = ${typeId} and ${codeQ} <> '' and replace(lower(c.code), '.', '') like ${codeQ} || '%'
    )
    select c.pk_code_id as id from cand
    join codes c on c.pk_code_id = cand.id
    left join code_translations tl on tl.fk_code_id = c.pk_code_id and tl.fk_language_id = ${languageId}
    left join code_translations te on te.fk_code_id = c.pk_code_id and te.fk_language_id = ${DEFAULT_LANGUAGE_ID}
    cross join lateral (select coalesce(tl.search_name, te.search_name, '') as n) x
    where c.fk_code_type_id = ${typeId} and not c.is_deleted
    order by
      case when lower(c.code) = ${raw} then 0
           when ${codeQ} <> '' and replace(lower(c.code), '.', '') like ${codeQ} || '%' then 1
           when x.n like ${l} || '%' then 2
           when x.n like '%' || ${l} || '%' then 3
           else 4 end,
      word_similarity(${w}, x.n) desc, c.level, c.code
    limit ${limit}
  `,
    );
  });
  const ids = rows.map((r) => r.id);
  return pathTo(db, languageId, typeId, ids);
}
