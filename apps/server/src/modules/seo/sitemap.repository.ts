import { and, asc, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { readableEventCondition } from '../events/event.policy.ts';
import { publicDocuments } from '../search/search.policy.ts';

/**
 * The sitemaps' reads. A sitemap page holds the public records whose ids fall in one span of
 * SITEMAP_SPAN ids: a range of the primary key, read in key order (keyset paging, no offsets),
 * so every page costs the same however far it lies. Which pages exist is found by a loose index
 * scan: one probe of the key per page, not a count of every row.
 */
export const SITEMAP_SPAN = 40_000;

/** What the sitemaps list of the search documents: companies, products and services. */
export type DocumentKind = 'company' | 'product' | 'service';

export interface SitemapEntry {
  id: number;
  companyId: number;
  changedAt: Date;
}

const doc = t.searchDocuments;
const ev = t.events;

/**
 * The numbers of the pages that hold at least one row: starting from the first matching key, each
 * step asks for the first matching key of a later span (an index probe that stops at its first hit).
 */
async function pagesOf(db: DbOrTx, table: SQL, key: SQL, where: SQL): Promise<number[]> {
  const first = (from: SQL) =>
    sql`(select ${key} / ${SITEMAP_SPAN} from ${table} where ${where} and ${key} >= ${from} order by ${key} limit 1)`;
  const { rows } = (await db.execute(sql`
    with recursive pages(page) as (
      select ${first(sql`0`)}
      union all
      select ${first(sql`(p.page + 1) * ${SITEMAP_SPAN}`)} from pages p where p.page is not null
    )
    select page from pages where page is not null`)) as { rows: { page: number }[] };
  return rows.map((r) => Number(r.page));
}

const documentsOf = (kind: DocumentKind) => sql`${doc.kind} = ${kind} and ${publicDocuments}`;

export const documentPages = (db: DbOrTx, kind: DocumentKind) => pagesOf(db, sql`${doc}`, sql`${doc.itemId}`, documentsOf(kind));

/** The public documents of one kind in a page's span of ids, in id order. */
export function documentEntries(db: DbOrTx, kind: DocumentKind, page: number): Promise<SitemapEntry[]> {
  return db
    .select({ id: doc.itemId, companyId: doc.companyId, changedAt: doc.changedAt })
    .from(doc)
    .where(and(documentsOf(kind), gte(doc.itemId, page * SITEMAP_SPAN), lt(doc.itemId, (page + 1) * SITEMAP_SPAN)))
    .orderBy(asc(doc.itemId));
}

/** The events a visitor may read (readableEventCondition of nobody). */
const publicEvents = readableEventCondition(null);

export const eventPages = (db: DbOrTx) => pagesOf(db, sql`${ev}`, sql`${ev.pkEventId}`, publicEvents);

export async function eventEntries(db: DbOrTx, page: number): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: ev.pkEventId, changedAt: ev.updatedAt })
    .from(ev)
    .where(and(publicEvents, gte(ev.pkEventId, page * SITEMAP_SPAN), lt(ev.pkEventId, (page + 1) * SITEMAP_SPAN)))
    .orderBy(asc(ev.pkEventId));
  return rows.map((r) => ({ ...r, companyId: 0 }));
}
