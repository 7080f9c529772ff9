import { countryNameIn } from '../codes/country-names.repository.ts';
import { and, type AnyColumn, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { LanguageId } from '@portal/contracts/codes/code-types';
import { TOP_SECTORS } from '@portal/contracts/dashboard/dashboard-figures';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

/**
 * The dashboard's counts (GET api/MainDashboard/...), each one statement counted by PostgreSQL:
 * per economy (`byCountry`: one row per country id, economies without any left out) or as the
 * site's total (one row, country id null), over the economies of `countries` (undefined: all).
 */
export interface CountScope {
  countries?: number[];
  byCountry: boolean;
}

const inScope = (scope: CountScope, column: AnyColumn) => (scope.countries ? inArray(column, scope.countries) : undefined);

const co = t.companies;

const counted = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** The grouping key: the economy, or null for the site's total. */
const countryKey = (scope: CountScope, column: PgColumn) =>
  (scope.byCountry ? sql<number | null>`${column}` : sql<number | null>`null::int`).as('country_id');
const groupedBy = (scope: CountScope, column: PgColumn) => (scope.byCountry ? [column] : []);

/** Live companies: verified and multinational (public), unverified (restricted). */
export function companyCounts(db: DbOrTx, scope: CountScope) {
  return db
    .select({
      countryId: countryKey(scope, co.fkCountryId),
      companies: counted(sql`${co.isVerified}`),
      multinationalCompanies: counted(sql`${co.isVerified} and ${co.isMnc}`),
      companiesAwaitingVerification: counted(sql`not ${co.isVerified}`),
    })
    .from(co)
    .where(and(isNull(co.deletedAt), inScope(scope, co.fkCountryId)))
    .groupBy(...groupedBy(scope, co.fkCountryId));
}

/**
 * Offers on the market today (as the supply-and-demand lists show them) of verified companies, by
 * kind and side: read from offer_counts, the counts migration 0005's triggers keep per economy,
 * kind, sides and validity (a count over every item took seconds at a million items).
 */
export function offerCounts(db: DbOrTx, scope: CountScope) {
  const oc = t.offerCounts;
  const of = (kind: 'product' | 'service', side: AnyColumn) =>
    sql<number>`(coalesce(sum(${oc.items}) filter (where ${oc.kind} = ${kind} and ${side}), 0))::int`;
  return db
    .select({
      countryId: countryKey(scope, oc.fkCountryId),
      productsSupply: of('product', oc.isSupply),
      productsDemand: of('product', oc.isDemand),
      servicesSupply: of('service', oc.isSupply),
      servicesDemand: of('service', oc.isDemand),
    })
    .from(oc)
    .where(and(sql`${oc.validFrom} <= current_date and ${oc.validTo} >= current_date`, inScope(scope, oc.fkCountryId)))
    .groupBy(...groupedBy(scope, oc.fkCountryId));
}

/**
 * Live events of the economies' chambers (chambers are codes with a country): public announced
 * ones not yet over (public) and all of them (restricted: the mapper answers it only to those who may see it).
 */
export function eventCounts(db: DbOrTx, scope: CountScope) {
  const ev = t.events;
  const chamber = t.codes;
  const upcoming = sql`${ev.isPublic} and ${ev.isAnnounced} and ${ev.endDate} >= now()`;
  return db
    .select({
      countryId: countryKey(scope, chamber.fkCountryId),
      upcomingEvents: counted(upcoming),
      events: sql<number>`count(*)::int`,
    })
    .from(ev)
    .innerJoin(chamber, eq(chamber.pkCodeId, ev.fkChamberId))
    .where(and(isNull(ev.deletedAt), inScope(scope, chamber.fkCountryId)))
    .groupBy(...groupedBy(scope, chamber.fkCountryId));
}

/** Active people of the economies' live companies (restricted). */
export function userCounts(db: DbOrTx, scope: CountScope) {
  const u = t.users;
  return db
    .select({ countryId: countryKey(scope, co.fkCountryId), users: sql<number>`count(*)::int` })
    .from(u)
    .innerJoin(co, eq(co.pkCompanyId, u.fkCompanyId))
    .where(and(isNull(u.deletedAt), eq(u.isActive, true), isNull(co.deletedAt), inScope(scope, co.fkCountryId)))
    .groupBy(...groupedBy(scope, co.fkCountryId));
}

/**
 * Live meetings (requested, accepted) a person of the economy's companies takes part in
 * (restricted): through reservation_people, the live meetings' people kept by migration 0004's
 * trigger; a meeting between two economies counts for each, once in the site's total.
 */
export function meetingCounts(db: DbOrTx, scope: CountScope) {
  const r = t.userReservations;
  const people = t.reservationPeople;
  const meetings = (status: string) => sql<number>`(count(distinct ${r.pkUserReservationId}) filter (where ${r.status} = ${status}))::int`;
  return db
    .select({
      countryId: countryKey(scope, co.fkCountryId),
      meetingsRequested: meetings('requested'),
      meetingsAccepted: meetings('accepted'),
    })
    .from(people)
    .innerJoin(r, eq(r.pkUserReservationId, people.fkUserReservationId))
    .innerJoin(t.users, eq(t.users.pkUserId, people.fkUserId))
    .innerJoin(co, eq(co.pkCompanyId, t.users.fkCompanyId))
    .where(and(inArray(r.status, ['requested', 'accepted']), inScope(scope, co.fkCountryId)))
    .groupBy(...groupedBy(scope, co.fkCountryId));
}

/** The countries of the given ids (undefined: the six WB6 economies), by name in the language. */
export function countriesOf(db: DbOrTx, lang: number, ids?: number[]) {
  const c = t.countries;
  const name = countryNameIn(lang);
  return db
    .select({ pkCountryId: c.pkCountryId, name, alpha3: c.alpha3, isWb6: c.isWb6 })
    .from(c)
    .where(ids ? inArray(c.pkCountryId, ids) : eq(c.isWb6, true))
    .orderBy(asc(name));
}

/** Economies with at least one live verified company. */
export async function economiesWithCompanies(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${co.fkCountryId})::int` })
    .from(co)
    .where(and(isNull(co.deletedAt), eq(co.isVerified, true)));
  return row.n;
}

/** The TOP_SECTORS NACE sectors with the most live verified companies of the economy, most first, then by code. */
export function topSectors(db: DbOrTx, countryId: number, lang: number) {
  const cs = t.companySectors;
  const code = t.codes;
  const companies = sql<number>`count(*)::int`;
  return db
    .select({
      code: code.code,
      name: sql<string>`coalesce((select tr.name from ${t.codeTranslations} tr where tr.fk_code_id = ${code.pkCodeId} and tr.fk_language_id = ${lang}),
        (select en.name from ${t.codeTranslations} en where en.fk_code_id = ${code.pkCodeId} and en.fk_language_id = ${LanguageId.english}), ${code.code})`,
      companies,
    })
    .from(cs)
    .innerJoin(co, eq(co.pkCompanyId, cs.fkCompanyId))
    .innerJoin(code, eq(code.pkCodeId, cs.fkCodeId))
    .where(and(eq(co.fkCountryId, countryId), eq(co.isVerified, true), isNull(co.deletedAt)))
    .groupBy(code.pkCodeId, code.code)
    .orderBy(desc(companies), asc(code.code))
    .limit(TOP_SECTORS);
}
