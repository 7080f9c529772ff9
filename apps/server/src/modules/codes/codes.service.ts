import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { CodeType, DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import { totalPages } from '@portal/contracts/common/paging';
import type { CodeEntry } from '@portal/contracts/codes/codes';
import type { DbOrTx } from '../../db/client.ts';
import { codes, codeTranslations, countries, languages } from '../../db/schema/all.ts';
import { AppError, businessRule, fieldError, notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { assertEditable, type CodesModule } from './codes-modules.service.ts';
import { fillSearchNames, pathsOf, searchNameOf } from './code-nodes.repository.ts';

type CodeRow = typeof codes.$inferSelect;

async function toEntries(db: DbOrTx, rows: CodeRow[]): Promise<CodeEntry[]> {
  if (!rows.length) return [];
  const names = await db
    .select({
      codeId: codeTranslations.fkCodeId,
      languageId: codeTranslations.fkLanguageId,
      lang: languages.code,
      name: codeTranslations.name,
    })
    .from(codeTranslations)
    .innerJoin(languages, eq(languages.pkLanguageId, codeTranslations.fkLanguageId))
    .where(
      inArray(
        codeTranslations.fkCodeId,
        rows.map((r) => r.pkCodeId),
      ),
    )
    .orderBy(asc(codeTranslations.fkLanguageId));
  return rows.map((r) => {
    const translations = names.filter((n) => n.codeId === r.pkCodeId).map(({ languageId, lang, name }) => ({ languageId, lang, name }));
    return {
      id: r.pkCodeId,
      codeTypeId: r.fkCodeTypeId,
      code: r.code,
      name: translations.find((t) => t.languageId === DEFAULT_LANGUAGE_ID)?.name ?? r.code,
      parentId: r.fkParentId,
      level: r.level,
      sortOrder: r.sortOrder,
      countryId: r.fkCountryId,
      isDeleted: r.isDeleted,
      translations,
    };
  });
}

export async function searchCodes(
  db: DbOrTx,
  module: CodesModule,
  o: { name?: string; parentId?: number; includeDeleted: boolean; pageNum: number; pageSize: number },
) {
  const conditions: (SQL | undefined)[] = [eq(codes.fkCodeTypeId, module.pkCodeTypeId)];
  if (!o.includeDeleted) conditions.push(eq(codes.isDeleted, false));
  if (o.parentId) conditions.push(eq(codes.fkParentId, o.parentId));
  const q = o.name?.trim().toLowerCase();
  if (q) {
    await fillSearchNames(db, module.pkCodeTypeId);
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(lower(${codes.code}) like ${like} or exists (select 1 from code_translations ct where ct.fk_code_id = ${codes.pkCodeId}
        and ct.search_name like unaccent(${like})))`,
    );
  }
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(codes).where(where);
  const rows = await db
    .select()
    .from(codes)
    .where(where)
    .orderBy(asc(codes.sortOrder), asc(codes.code))
    .limit(o.pageSize)
    .offset(offsetOf(o.pageNum, o.pageSize));
  return { list: await toEntries(db, rows), totalPages: totalPages(total, o.pageSize), totalCount: total };
}

async function findRow(db: DbOrTx, module: CodesModule, id: number) {
  const [row] = await db
    .select()
    .from(codes)
    .where(and(eq(codes.pkCodeId, id), eq(codes.fkCodeTypeId, module.pkCodeTypeId)));
  if (!row) throw notFound('code_not_found');
  return row;
}

export async function getCode(db: DbOrTx, module: CodesModule, id: number) {
  const [entry] = await toEntries(db, [await findRow(db, module, id)]);
  return entry;
}

/** The next code after `code` that no entry of the module uses (trailing number counted up). */
export function nextFree(code: string, taken: Set<string>): string {
  const m = code.match(/^(.*?)(\d+)$/);
  const prefix = m ? m[1] : code;
  const width = m ? m[2].length : 0;
  for (let n = m ? Number(m[2]) + 1 : 1; ; n++) {
    const candidate = `${prefix}${String(n).padStart(width, '0')}`;
    if (!taken.has(candidate)) return candidate;
  }
}

async function takenCodes(db: DbOrTx, module: CodesModule) {
  const rows = await db.select({ code: codes.code }).from(codes).where(eq(codes.fkCodeTypeId, module.pkCodeTypeId));
  return new Set(rows.map((r) => r.code));
}

/** Next free code: 0 when the asked code is free, else the next free one after it. */
export async function nextFreeCode(db: DbOrTx, module: CodesModule, code: string) {
  const taken = await takenCodes(db, module);
  const isTaken = taken.has(code);
  return { code, isTaken, nextFreeCode: isTaken ? nextFree(code, taken) : (0 as const) };
}

interface CodeInput {
  code: string;
  sortOrder: number;
  parentId?: number | null;
  countryId?: number | null;
  translations: { languageId: number; name: string }[];
}

/** Checks an entry against its module; answers the fields to store. */
async function checked(db: DbOrTx, module: CodesModule, o: CodeInput, id?: number) {
  const [clash] = await db
    .select({ id: codes.pkCodeId })
    .from(codes)
    .where(and(eq(codes.fkCodeTypeId, module.pkCodeTypeId), eq(codes.code, o.code), id ? ne(codes.pkCodeId, id) : undefined));
  if (clash) {
    const next = nextFree(o.code, await takenCodes(db, module));
    throw new AppError('validation_error', 400, { next_available: next }, { code: 'taken_code' }, 'taken_code');
  }
  const languageIds = [...new Set(o.translations.map((t) => t.languageId))];
  const known = await db.select({ id: languages.pkLanguageId }).from(languages).where(inArray(languages.pkLanguageId, languageIds));
  if (known.length !== languageIds.length) throw fieldError('translations', 'unknown_language');

  let parentId: number | null = null;
  let level = 1;
  if (module.isTree && o.parentId) {
    const [parent] = await db
      .select()
      .from(codes)
      .where(and(eq(codes.pkCodeId, o.parentId), eq(codes.fkCodeTypeId, module.pkCodeTypeId), eq(codes.isDeleted, false)));
    if (!parent) throw fieldError('parentId', 'validation.invalid');
    if (id) {
      const ancestors = (await pathsOf(db, DEFAULT_LANGUAGE_ID, module.pkCodeTypeId, [parent.pkCodeId])).get(parent.pkCodeId) ?? [];
      if (ancestors.some((a) => a.id === id)) throw fieldError('parentId', 'validation.invalid');
    }
    parentId = parent.pkCodeId;
    level = parent.level + 1;
  }

  let countryId: number | null = null;
  if (module.pkCodeTypeId === CodeType.chamber) {
    if (!o.countryId) throw fieldError('countryId', 'validation.required');
    const [country] = await db.select({ id: countries.pkCountryId }).from(countries).where(eq(countries.pkCountryId, o.countryId));
    if (!country) throw fieldError('countryId', 'validation.invalid');
    countryId = country.id;
  }
  return { code: o.code, sortOrder: o.sortOrder, fkParentId: parentId, level, fkCountryId: countryId };
}

async function writeNames(db: DbOrTx, codeId: number, translations: CodeInput['translations']) {
  await db.delete(codeTranslations).where(eq(codeTranslations.fkCodeId, codeId));
  await db
    .insert(codeTranslations)
    .values(translations.map((t) => ({ fkCodeId: codeId, fkLanguageId: t.languageId, name: t.name, searchName: searchNameOf(t.name) })));
}

export async function createCode(db: DbOrTx, module: CodesModule, o: CodeInput) {
  assertEditable(module);
  const values = await checked(db, module, o);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(codes)
      .values({ ...values, fkCodeTypeId: module.pkCodeTypeId })
      .returning({ id: codes.pkCodeId });
    await writeNames(tx, row.id, o.translations);
    return row.id;
  });
  return getCode(db, module, id);
}

/** Levels below a moved node follow it. */
async function relevelChildren(db: DbOrTx, parentId: number, parentLevel: number) {
  const children = await db
    .update(codes)
    .set({ level: parentLevel + 1 })
    .where(eq(codes.fkParentId, parentId))
    .returning({ id: codes.pkCodeId });
  for (const c of children) await relevelChildren(db, c.id, parentLevel + 1);
}

export async function updateCode(db: DbOrTx, module: CodesModule, o: CodeInput & { id: number }) {
  assertEditable(module);
  const current = await findRow(db, module, o.id);
  const values = await checked(db, module, o, o.id);
  await db.transaction(async (tx) => {
    await tx.update(codes).set(values).where(eq(codes.pkCodeId, o.id));
    await writeNames(tx, o.id, o.translations);
    if (values.level !== current.level) await relevelChildren(tx, o.id, values.level);
  });
  return getCode(db, module, o.id);
}

/** Soft delete: the entry leaves dropdowns, records that use it keep it. */
export async function deleteCode(db: DbOrTx, module: CodesModule, id: number) {
  assertEditable(module);
  const row = await findRow(db, module, id);
  if (row.isDeleted) return;
  const [child] = await db
    .select({ id: codes.pkCodeId })
    .from(codes)
    .where(and(eq(codes.fkParentId, id), eq(codes.isDeleted, false)))
    .limit(1);
  if (child) throw businessRule('code_has_children');
  await db.update(codes).set({ isDeleted: true }).where(eq(codes.pkCodeId, id));
}
