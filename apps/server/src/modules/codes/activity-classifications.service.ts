import { CodeType } from '@portal/contracts/codes/code-types';
import { totalPages } from '@portal/contracts/common/paging';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { activityClassPage, setActivityClassLink } from './activity-classifications.repository.ts';
import { fillSearchNames, nodesByAnyIds } from './code-nodes.repository.ts';

/** NACE classes whose code or name (in any language, accents ignored) contains the text. */
export async function searchActivityClassifications(
  db: DbOrTx,
  languageId: number,
  o: { name?: string; parentId?: number; pageNum: number; pageSize: number },
) {
  if (o.name?.trim()) await fillSearchNames(db, CodeType.activityClass);
  const { list, total } = await activityClassPage(db, languageId, {
    text: o.name,
    parentId: o.parentId,
    limit: o.pageSize,
    offset: offsetOf(o.pageNum, o.pageSize),
  });
  return { list, totalPages: totalPages(total, o.pageSize) };
}

export async function setLink(db: DbOrTx, languageId: number, id: number, link: string | null) {
  if (!(await setActivityClassLink(db, id, link))) throw notFound('code_not_found');
  const [node] = await nodesByAnyIds(db, languageId, [id]);
  return { ...node, link };
}
