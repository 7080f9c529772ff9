import { CodeType } from '@portal/contracts/codes/code-types';
import type { CodeNode } from '@portal/contracts/codes/common';
import type { DbOrTx } from '../../db/client.ts';
import { codeIdsMatchingName } from './classification-search.repository.ts';
import { fillSearchNames, findCodeType, nodesOfType, nodesOfTypeByIds, pathsOf } from './code-nodes.repository.ts';
import { findCodeOfType } from './codes.repository.ts';
import { searchCodes } from './codes.service.ts';

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

/** The NACE sections a company type keeps at a tree's top level, or undefined when none applies. */
async function companyTypeSections(db: DbOrTx, typeId: number, companyTypeId: number | null | undefined): Promise<string[] | undefined> {
  if (!companyTypeId || typeId !== CodeType.activityClass) return undefined;
  const companyType = await findCodeOfType(db, CodeType.companyType, companyTypeId);
  return companyType ? sectionsByCompanyType[companyType.code] : undefined;
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
  if (parentId) return nodesOfType(db, languageId, typeId, { parentId });
  return nodesOfType(db, languageId, typeId, { parentId: null, topSections: await companyTypeSections(db, typeId, companyTypeId) });
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
  // The company type filter applies to top-level nodes only.
  const topSections = onlyChildrens ? undefined : await companyTypeSections(db, typeId, companyTypeId);
  return nodesOfTypeByIds(db, languageId, typeId, ids, { childrenOf: onlyChildrens, topSections });
}

export async function pathTo(db: DbOrTx, languageId: number, typeId: number, childIds: number[]) {
  await findCodeType(db, typeId);
  const paths = await pathsOf(db, languageId, typeId, childIds);
  return childIds.filter((id) => paths.has(id)).map((id) => ({ node: paths.get(id)!.at(-1)!, path: paths.get(id)! }));
}

/**
 * Classification nodes matching a text, accents and case ignored, best matches first (see
 * codeIdsMatchingName), each with its path.
 */
export async function searchByName(db: DbOrTx, languageId: number, typeId: number, text: string, limit: number) {
  await fillSearchNames(db, typeId);
  const ids = await codeIdsMatchingName(db, languageId, typeId, text, limit);
  return pathTo(db, languageId, typeId, ids);
}

/** The codes administration's NACE or HS entries with every name (read-only codes, translatable names). */
export async function searchClassificationEntries(
  db: DbOrTx,
  o: { codeId: number; name?: string; parentId?: number; includeDeleted: boolean; pageNum: number; pageSize: number },
) {
  return searchCodes(db, await findCodeType(db, o.codeId), o);
}
