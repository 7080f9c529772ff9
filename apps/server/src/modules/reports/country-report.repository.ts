import { countryNameIn } from '../codes/country-names.repository.ts';
import { asc, eq, sql } from 'drizzle-orm';
import { LanguageId } from '@portal/contracts/codes/code-types';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

/** A figure counted over the companies of the row's country (deleted ones left out). */
const ofCountry = (from: ReturnType<typeof sql>, where: ReturnType<typeof sql> = sql`true`) =>
  sql<number>`(select count(*) ${from} where co.fk_country_id = ${t.countries.pkCountryId} and co.deleted_at is null and ${where})`.mapWith(
    Number,
  );

const companies = sql`from companies co`;
const offers = (kind: 'product' | 'service', side: 'is_supply' | 'is_demand') =>
  ofCountry(
    sql`from catalogue_items ci join companies co on co.pk_company_id = ci.fk_company_id`,
    sql`ci.kind = ${kind} and ci.${sql.raw(side)}`,
  );

/** Meetings of a status that a person of one of the country's companies takes part in (as host or guest). */
const meetings = (status: 'accepted' | 'requested') =>
  sql<number>`(select count(*) from user_reservations r
    where r.status = ${status} and exists (select 1 from users u join companies co on co.pk_company_id = u.fk_company_id
      where u.pk_user_id in (r.fk_host_user_id, r.fk_guest_user_id) and co.fk_country_id = ${t.countries.pkCountryId}))`.mapWith(Number);

/** Events of the country's chamber (chambers are codes with a country); upcoming: not yet over. */
const chamberEvents = (upcoming: boolean) =>
  sql<number>`(select count(*) from events e join codes ch on ch.pk_code_id = e.fk_chamber_id
    where ch.fk_country_id = ${t.countries.pkCountryId} and e.deleted_at is null and (${!upcoming} or e.end_date >= now()))`.mapWith(
    Number,
  );

/**
 * The WB6 economies side by side (issue 27 item 5): their companies, users, sectors, offers,
 * events and meetings on the portal, one row per economy, by name. One statement of correlated
 * counts: six rows, each count served by the company, catalogue and event indexes.
 */
export function wb6CountryFigures(db: DbOrTx, lang: number) {
  const sectors = sql`from company_sectors cs join companies co on co.pk_company_id = cs.fk_company_id`;
  const topSector = sql<string | null>`(select c.code || ' ' || trim(coalesce(tr.name, en.name, ''))
      from company_sectors cs join companies co on co.pk_company_id = cs.fk_company_id
      join codes c on c.pk_code_id = cs.fk_code_id
      left join code_translations tr on tr.fk_code_id = c.pk_code_id and tr.fk_language_id = ${lang}
      left join code_translations en on en.fk_code_id = c.pk_code_id and en.fk_language_id = ${LanguageId.english}
      where co.fk_country_id = ${t.countries.pkCountryId} and co.deleted_at is null
      group by c.pk_code_id, c.code, tr.name, en.name order by count(*) desc, c.code limit 1)`;
  return db
    .select({
      alpha3: t.countries.alpha3,
      name: countryNameIn(lang),
      companies: ofCountry(companies),
      verified: ofCountry(companies, sql`co.is_verified`),
      unverified: ofCountry(companies, sql`not co.is_verified`),
      multinational: ofCountry(companies, sql`co.is_mnc`),
      users: ofCountry(
        sql`from users u join companies co on co.pk_company_id = u.fk_company_id`,
        sql`u.deleted_at is null and u.is_active`,
      ),
      sectors: sql<number>`(select count(distinct cs.fk_code_id) ${sectors}
        where co.fk_country_id = ${t.countries.pkCountryId} and co.deleted_at is null)`.mapWith(Number),
      topSector,
      productsSupply: offers('product', 'is_supply'),
      productsDemand: offers('product', 'is_demand'),
      servicesSupply: offers('service', 'is_supply'),
      servicesDemand: offers('service', 'is_demand'),
      events: chamberEvents(false),
      upcomingEvents: chamberEvents(true),
      meetingsAccepted: meetings('accepted'),
      meetingsRequested: meetings('requested'),
    })
    .from(t.countries)
    .where(eq(t.countries.isWb6, true))
    .orderBy(asc(countryNameIn(lang)));
}

export type Wb6CountryRow = Awaited<ReturnType<typeof wb6CountryFigures>>[number];
