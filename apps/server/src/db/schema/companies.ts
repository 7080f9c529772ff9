import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
