import { CodeType, DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import { totalPages } from '@portal/contracts/common/paging';
import type { CodeEntry } from '@portal/contracts/codes/codes';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, businessRule, fieldError, notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { assertEditable, type CodesModule } from './codes-modules.service.ts';
import { fillSearchNames, pathsOf } from './code-nodes.repository.ts';
import { codeIsUsed } from './code-usage.repository.ts';
import { replaceTranslations, translationsOfCodes } from './code-translations.repository.ts';
import {
  type CodeRow,
  codeEntryPage,
  codeValuesOfType,
  codeValueTaken,
  findCodeOfType,
  findLiveCodeOfType,
  hasLiveChild,
  insertCode,
  lockCode,
  relevelChildren,
  softDeleteCode,
  updateCodeRow,
} from './codes.repository.ts';
import { findCountry } from './countries.repository.ts';
import { countLanguages } from './language.repository.ts';

async function toEntries(db: DbOrTx, rows: CodeRow[]): Promise<CodeEntry[]> {
  if (!rows.length) return [];
  const names = await translationsOfCodes(
    db,
    rows.map((r) => r.pkCodeId),
  );
  return rows.map((r) => {
    const translations = names.filter((n) => n.titleId === r.pkCodeId).map(({ languageId, lang, name }) => ({ languageId, lang, name }));
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
  if (o.name?.trim()) await fillSearchNames(db, module.pkCodeTypeId);
  const { rows, total } = await codeEntryPage(db, module.pkCodeTypeId, {
    text: o.name,
    parentId: o.parentId,
    includeDeleted: o.includeDeleted,
    limit: o.pageSize,
    offset: offsetOf(o.pageNum, o.pageSize),
  });
  return { list: await toEntries(db, rows), totalPages: totalPages(total, o.pageSize), totalCount: total };
}

async function findRow(db: DbOrTx, module: CodesModule, id: number) {
  const row = await findCodeOfType(db, module.pkCodeTypeId, id);
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

/** Next free code: 0 when the asked code is free, else the next free one after it. */
export async function nextFreeCode(db: DbOrTx, module: CodesModule, code: string) {
  const taken = await codeValuesOfType(db, module.pkCodeTypeId);
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
  if (await codeValueTaken(db, module.pkCodeTypeId, o.code, id)) {
    const next = nextFree(o.code, await codeValuesOfType(db, module.pkCodeTypeId));
    throw new AppError('validation_error', 400, { next_available: next }, { code: 'taken_code' }, 'taken_code');
  }
  const languageIds = [...new Set(o.translations.map((t) => t.languageId))];
  if ((await countLanguages(db, languageIds)) !== languageIds.length) throw fieldError('translations', 'unknown_language');

  let parentId: number | null = null;
  let level = 1;
  if (module.isTree && o.parentId) {
    const parent = await findLiveCodeOfType(db, module.pkCodeTypeId, o.parentId);
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
    const country = await findCountry(db, o.countryId);
    if (!country) throw fieldError('countryId', 'validation.invalid');
    countryId = country.pkCountryId;
  }
  return { code: o.code, sortOrder: o.sortOrder, fkParentId: parentId, level, fkCountryId: countryId };
}

export async function createCode(db: DbOrTx, module: CodesModule, o: CodeInput) {
  assertEditable(module);
  const values = await checked(db, module, o);
  const id = await db.transaction(async (tx) => {
    const codeId = await insertCode(tx, module.pkCodeTypeId, values);
    await replaceTranslations(tx, codeId, o.translations);
    return codeId;
  });
  return getCode(db, module, id);
}

export async function updateCode(db: DbOrTx, module: CodesModule, o: CodeInput & { id: number }) {
  assertEditable(module);
  const current = await findRow(db, module, o.id);
  const values = await checked(db, module, o, o.id);
  await db.transaction(async (tx) => {
    await updateCodeRow(tx, o.id, values);
    await replaceTranslations(tx, o.id, o.translations);
    // Levels below a moved node follow it.
    if (values.level !== current.level) await relevelChildren(tx, o.id, values.level);
  });
  return getCode(db, module, o.id);
}

/**
 * Soft delete: the entry leaves dropdowns. Refused while a record uses it (a company of that type,
 * a session of that kind...), so that no record points at an entry the forms no longer offer.
 */
export async function deleteCode(db: DbOrTx, module: CodesModule, id: number) {
  assertEditable(module);
  await findRow(db, module, id);
  await db.transaction(async (tx) => {
    const row = await lockCode(tx, id);
    if (row.isDeleted) return;
    if (await hasLiveChild(tx, id)) throw businessRule('code_has_children');
    if (await codeIsUsed(tx, id)) throw businessRule('code_in_use');
    await softDeleteCode(tx, id);
  });
}
