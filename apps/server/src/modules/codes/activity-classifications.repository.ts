import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { CodeType } from '@portal/contracts/codes/code-types';
import type { DbOrTx } from '../../db/client.ts';
import { codes } from '../../db/schema/all.ts';
import { codeOrNameContains, selectNodes } from './code-nodes.repository.ts';

/**
 * A page of NACE classes (under a parent, when given) whose code or name contains the text, by
 * code, each with its link, and the list's total.
 */
export async function activityClassPage(
  db: DbOrTx,
  languageId: number,
  o: { text?: string; parentId?: number; limit: number; offset: number },
) {
  const where = and(
    eq(codes.isDeleted, false),
    eq(codes.fkCodeTypeId, CodeType.activityClass),
    o.parentId ? eq(codes.fkParentId, o.parentId) : undefined,
    codeOrNameContains(o.text),
  );
  const [{ total }] = await db.select({ total: count() }).from(codes).where(where);
  const nodes = await selectNodes(db, languageId).where(where, { order: [asc(codes.code)], limit: o.limit, offset: o.offset });
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
  return { list: nodes.map((n) => ({ ...n, link: linkOf.get(n.id) ?? null })), total };
}

/** Sets the link of a live NACE class; false when there is none of the id. */
export async function setActivityClassLink(db: DbOrTx, id: number, link: string | null): Promise<boolean> {
  const [row] = await db
    .update(codes)
    .set({ link })
    .where(and(eq(codes.pkCodeId, id), eq(codes.fkCodeTypeId, CodeType.activityClass), eq(codes.isDeleted, false)))
    .returning({ id: codes.pkCodeId });
  return Boolean(row);
}
