import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cities, codes, countries } from './reference.ts';

/** The company row as registration needs it; profile sections are added by the companies module. */
export const companies = pgTable(
  'companies',
  {
    pkCompanyId: serial('pk_company_id').primaryKey(),
    name: text('name').notNull(),
    fkCountryId: integer('fk_country_id')
      .notNull()
      .references(() => countries.pkCountryId),
    fkCityId: integer('fk_city_id').references(() => cities.pkCityId),
    address: text('address'),
    registrationNumber: text('registration_number'),
    taxNumber: text('tax_number'),
    logoName: text('logo_name'),
    isMnc: boolean('is_mnc').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    hasPowerBi: boolean('has_power_bi').notNull().default(false),
    memberSince: timestamp('member_since', { withTimezone: true }),
    contactPrefixId: integer('contact_prefix_id'),
    contactFirstName: text('contact_first_name'),
    contactLastName: text('contact_last_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    contactPosition: text('contact_position'),
    fkContactUserId: integer('fk_contact_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('companies_country_idx').on(t.fkCountryId),
    index('companies_name_lower_idx').on(sql`lower(${t.name})`),
    // Directory search by name (lib/text-match.ts containsText).
    index('companies_name_folded_trgm').using('gin', sql`folded(${t.name}) gin_trgm_ops`),
  ],
);

const companyCode = (name: string) =>
  pgTable(
    name,
    {
      fkCompanyId: integer('fk_company_id')
        .notNull()
        .references(() => companies.pkCompanyId, { onDelete: 'cascade' }),
      fkCodeId: integer('fk_code_id')
        .notNull()
        .references(() => codes.pkCodeId),
    },
    (t) => [primaryKey({ columns: [t.fkCompanyId, t.fkCodeId] }), index(`${name}_code_idx`).on(t.fkCodeId)],
  );

/** Module ids 1-4 (B2B, EM, SC, SD); the ids themselves, as the spec's companyModules. */
export const companyModules = pgTable(
  'company_modules',
  {
    fkCompanyId: integer('fk_company_id')
      .notNull()
      .references(() => companies.pkCompanyId, { onDelete: 'cascade' }),
    moduleId: integer('module_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fkCompanyId, t.moduleId] }), check('company_modules_id_ck', sql`${t.moduleId} between 1 and 4`)],
);

/** Company types (code type 3) and NACE sectors (code type 5). */
export const companyTypes = companyCode('company_types');
export const companySectors = companyCode('company_sectors');

/**
 * The companies' insights figures (/admin-center/power-bi, issue 28), kept in the writing
 * transaction by migration 0008's triggers on companies, company_sectors and codes: the
 * companies not deleted per economy, verification and the day, month and year they registered
 * (`span`, `bucket` its first day, in the portal's time zone), once as themselves (`section_id`
 * 0) and once under each NACE section of their activities (a company once per section).
 */
export const companyCounts = pgTable(
  'company_counts',
  {
    span: text('span').$type<'day' | 'month' | 'year'>().notNull(),
    bucket: date('bucket', { mode: 'string' }).notNull(),
    fkCountryId: integer('fk_country_id').notNull(),
    /** The NACE section (a root code), or 0 for the company itself. */
    sectionId: integer('section_id').notNull(),
    isVerified: boolean('is_verified').notNull(),
    companies: integer('companies').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.span, t.bucket, t.fkCountryId, t.sectionId, t.isVerified] }),
    check('company_counts_span_ck', sql`${t.span} in ('day', 'month', 'year')`),
  ],
);
