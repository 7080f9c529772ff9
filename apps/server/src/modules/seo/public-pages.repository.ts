import { countryNameIn } from '../codes/country-names.repository.ts';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { itemRows } from '../catalogue/catalogue-items.repository.ts';
import { readableEventCondition } from '../events/event.policy.ts';
import { codeName, eventRows, type Viewer } from '../events/events.repository.ts';
import { bannersOf } from '../programme/banners.repository.ts';
import { publicDocuments, publiclyListed } from '../search/search.policy.ts';

const co = t.companies;
const item = t.catalogueItems;

/** A company a visitor may see (verified, not deleted), with what its public page shows; undefined otherwise. */
export async function publicCompanyRow(db: DbOrTx, lang: number, companyId: number) {
  const [row] = await db
    .select({
      pkCompanyId: co.pkCompanyId,
      name: co.name,
      logo: co.logoName,
      countryName: countryNameIn(lang),
      countryCode: t.countries.alpha2,
      cityName: t.cities.name,
      description: t.b2bInfos.shortCompanyProfile,
      mainBusinessActivity: t.b2bInfos.mainBusinessActivity,
      updatedAt: co.updatedAt,
    })
    .from(co)
    .innerJoin(t.countries, eq(t.countries.pkCountryId, co.fkCountryId))
    .leftJoin(t.cities, eq(t.cities.pkCityId, co.fkCityId))
    .leftJoin(t.b2bInfos, eq(t.b2bInfos.fkCompanyId, co.pkCompanyId))
    .where(and(eq(co.pkCompanyId, companyId), isNull(co.deletedAt), publiclyListed('company', co.pkCompanyId)));
  return row;
}

/** The names of the company's NACE sectors in the language. */
export async function companySectorNames(db: DbOrTx, lang: number, companyId: number): Promise<string[]> {
  const s = t.companySectors;
  const rows = await db
    .select({ name: codeName(sql`${s.fkCodeId}`, lang) })
    .from(s)
    .innerJoin(t.codes, eq(t.codes.pkCodeId, s.fkCodeId))
    .where(eq(s.fkCompanyId, companyId))
    .orderBy(asc(t.codes.code));
  return rows.flatMap((r) => (r.name ? [r.name] : []));
}

/** The company's products and services a visitor may see, by name. */
export function publicItemRows(db: DbOrTx, lang: number, companyId: number) {
  return itemRows(db, lang, { where: and(eq(item.fkCompanyId, companyId), publiclyListed(sql`${item.kind}`, item.pkItemId)) });
}

/** An event a visitor may read (announced, public, not deleted: readableEventCondition of nobody); undefined otherwise. */
export async function publicEventRow(db: DbOrTx, v: Viewer, eventId: number) {
  const ev = t.events;
  const [row] = await eventRows(db, v, { where: and(eq(ev.pkEventId, eventId), readableEventCondition(null)) });
  if (!row) return undefined;
  const [banner] = await bannersOf(db, v.lang, eventId);
  return { ...row, banner: banner?.imageName ?? null };
}

const doc = t.searchDocuments;

/** The most recently changed companies a visitor may find (the search documents' recent index). */
export function latestPublicCompanies(db: DbOrTx, lang: number, limit: number) {
  return db
    .select({
      id: co.pkCompanyId,
      name: co.name,
      countryName: countryNameIn(lang),
    })
    .from(doc)
    .innerJoin(co, eq(co.pkCompanyId, doc.itemId))
    .innerJoin(t.countries, eq(t.countries.pkCountryId, co.fkCountryId))
    .where(and(eq(doc.kind, 'company'), publicDocuments, isNull(co.deletedAt)))
    .orderBy(desc(doc.changedAt), asc(doc.itemId))
    .limit(limit);
}

/** The most recently changed live offers of one kind a visitor may find. */
export function latestPublicOffers(db: DbOrTx, kind: 'product' | 'service', limit: number) {
  return db
    .select({
      id: item.pkItemId,
      kind: item.kind,
      companyId: item.fkCompanyId,
      name: item.name,
      companyName: co.name,
      isSupply: item.isSupply,
    })
    .from(doc)
    .innerJoin(item, eq(item.pkItemId, doc.itemId))
    .innerJoin(co, eq(co.pkCompanyId, item.fkCompanyId))
    .where(and(eq(doc.kind, kind), sql`(${doc.isSupply} or ${doc.isDemand})`, publicDocuments, isNull(co.deletedAt)))
    .orderBy(desc(doc.changedAt), asc(doc.itemId))
    .limit(limit);
}
