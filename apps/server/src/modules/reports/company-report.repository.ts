import { countryNameIn } from '../codes/country-names.repository.ts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CodeType, LanguageId } from '@portal/contracts/codes/code-types';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import type { Actor } from '../../context.ts';
import { companyRoleIds } from '../companies/company.policy.ts';
import { visibleContactColumns } from '../companies/contact-visibility.policy.ts';

/** A code's name in the language, English when it has none there, else the code itself. */
const nameIn = (lang: number) => sql<string>`coalesce(
  (select tr.name from ${t.codeTranslations} tr where tr.fk_code_id = ${t.codes.pkCodeId} and tr.fk_language_id = ${lang}),
  (select en.name from ${t.codeTranslations} en where en.fk_code_id = ${t.codes.pkCodeId} and en.fk_language_id = ${LanguageId.english}),
  ${t.codes.code})`;

/** The codes' values and names in the language, by id (one statement for every list of the profile). */
export async function codeNames(db: DbOrTx, ids: number[], lang: number) {
  if (!ids.length) return new Map<number, { code: string; name: string }>();
  const rows = await db
    .select({ id: t.codes.pkCodeId, code: t.codes.code, name: nameIn(lang) })
    .from(t.codes)
    .where(inArray(t.codes.pkCodeId, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { code: r.code, name: r.name }]));
}

/** The modules' names in the language (modules are codes whose value is the module id). */
export async function moduleNames(db: DbOrTx, moduleIds: number[], lang: number) {
  if (!moduleIds.length) return [];
  const rows = await db
    .select({ name: nameIn(lang) })
    .from(t.codes)
    .where(
      and(
        eq(t.codes.fkCodeTypeId, CodeType.module),
        inArray(
          t.codes.code,
          moduleIds.map((id) => String(id)),
        ),
      ),
    )
    .orderBy(asc(t.codes.code));
  return rows.map((r) => r.name);
}

/** The countries' names in the language, by id. */
export async function countryNames(db: DbOrTx, ids: number[], lang: number) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db
    .select({ id: t.countries.pkCountryId, name: countryNameIn(lang) })
    .from(t.countries)
    .where(inArray(t.countries.pkCountryId, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The company's first active users by name, with the count of all, as the profile PDF lists
 * them: names and positions, and the e-mail and phones only where the reader may see them in
 * the profile PDF (each person's choice; contact-visibility.policy.ts), else null.
 */
export function reportEmployees(db: DbOrTx, actor: Actor, companyId: number, limit: number) {
  return db
    .select({
      firstName: t.users.firstName,
      lastName: t.users.lastName,
      position: t.users.position,
      ...visibleContactColumns({ actor }, 'profilePdf'),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(t.users)
    .where(
      and(
        eq(t.users.fkCompanyId, companyId),
        inArray(t.users.fkRoleId, companyRoleIds),
        eq(t.users.isActive, true),
        isNull(t.users.deletedAt),
      ),
    )
    .orderBy(asc(t.users.lastName), asc(t.users.firstName), asc(t.users.pkUserId))
    .limit(limit);
}
