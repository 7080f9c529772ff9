import { asc, count, eq, sql } from 'drizzle-orm';
import { CodeType } from '@portal/contracts/codes/code-types';
import { type codeFields, newCodesModuleName } from '@portal/contracts/codes/codes';
import type { DbOrTx } from '../../db/client.ts';
import { codes, codeTypes } from '../../db/schema/all.ts';
import { businessRule, fieldError, notFound } from '../../lib/app-error.ts';

export type CodesModule = typeof codeTypes.$inferSelect;

/** The code types of the spec; the administration may add more after them. */
const LAST_BUILTIN_TYPE_ID = Math.max(...Object.values(CodeType));

/**
 * Path words of the spec's catalogue that are not codes modules, so a new module can never
 * take a name whose paths belong to another area (routes registered later included).
 */
const reservedWords = [
  'account',
  'activityclassifications',
  'admincentar',
  'b2binfo',
  'blockedusersonevent',
  'certificates',
  'chambers',
  'cities',
  'classifications',
  'codesconfig',
  'codestranslation',
  'company',
  'companyemployee',
  'dropdowns',
  'eventbanners',
  'eventchambers',
  'eventdocuments',
  'eventpartners',
  'eventplacetypes',
  'events',
  'favoritecompanies',
  'feeds',
  'files',
  'functiongroups',
  'functions',
  'hall',
  'languages',
  'maindashboard',
  'messages',
  'mncinfos',
  'notifications',
  'numberofcountriesvalues',
  'products',
  'questions',
  'reports',
  'roles',
  'schedule',
  'scheduleusers',
  'services',
  'speaker',
  'spamusers',
  'suggestedusers',
  'supplychaininfo',
  'supplydemand',
  'templates',
  'userreservations',
];

/** A codes module by its name in a path, case ignored; unknown names answer 404. */
export async function findModule(db: DbOrTx, name: string): Promise<CodesModule> {
  const [row] = await db.select().from(codeTypes).where(sql`lower(${codeTypes.modelName}) = ${name.trim().toLowerCase()}`);
  if (!row) throw notFound('codes_module_not_found');
  return row;
}

export function assertEditable(module: CodesModule) {
  if (!module.isEditable) throw businessRule('codes_module_not_editable');
}

export function fieldsOf(module: CodesModule): (typeof codeFields)[number][] {
  return [
    'code',
    'name',
    'sortOrder',
    ...(module.isTree ? (['parentId'] as const) : []),
    ...(module.pkCodeTypeId === CodeType.chamber ? (['countryId'] as const) : []),
  ];
}

export function configEntry(module: CodesModule) {
  return {
    pkCodeTypeId: module.pkCodeTypeId,
    modelName: module.modelName,
    title_id: module.titleId,
    isTree: module.isTree,
    isEditable: module.isEditable,
    isBuiltin: module.pkCodeTypeId <= LAST_BUILTIN_TYPE_ID,
    fields: fieldsOf(module),
  };
}

/** The modules the codes administration lists: the editable ones (topics, NACE, HS hidden). */
export async function codesConfig(db: DbOrTx) {
  const rows = await db.select().from(codeTypes).where(eq(codeTypes.isEditable, true)).orderBy(asc(codeTypes.pkCodeTypeId));
  return rows.map(configEntry);
}

/** Adds a codes module named by the path; its name must not shadow another area's paths. */
export async function createModule(db: DbOrTx, name: string, o: { title_id: string; isTree: boolean }, takenPathWords: Set<string>) {
  const lower = name.toLowerCase();
  const [existing] = await db.select({ id: codeTypes.pkCodeTypeId }).from(codeTypes).where(sql`lower(${codeTypes.modelName}) = ${lower}`);
  if (existing) throw fieldError('codes', 'codes_module_exists');
  if (!newCodesModuleName.safeParse(name).success) throw fieldError('codes', 'validation.format');
  if (lower.endsWith('codes') || reservedWords.includes(lower) || takenPathWords.has(lower)) {
    throw fieldError('codes', 'codes_module_name_reserved');
  }
  const [{ next }] = await db.select({ next: sql<number>`coalesce(max(${codeTypes.pkCodeTypeId}), 0)::int + 1` }).from(codeTypes);
  const [row] = await db
    .insert(codeTypes)
    .values({ pkCodeTypeId: next, modelName: name, titleId: o.title_id, isTree: o.isTree, isEditable: true })
    .returning();
  return configEntry(row);
}

export async function updateModule(db: DbOrTx, name: string, o: { title_id: string }) {
  const module = await findModule(db, name);
  assertEditable(module);
  const [row] = await db.update(codeTypes).set({ titleId: o.title_id }).where(eq(codeTypes.pkCodeTypeId, module.pkCodeTypeId)).returning();
  return configEntry(row);
}

/** Removes an added module that holds no codes; the spec's types stay. */
export async function deleteModule(db: DbOrTx, name: string) {
  const module = await findModule(db, name);
  if (module.pkCodeTypeId <= LAST_BUILTIN_TYPE_ID) throw businessRule('codes_module_builtin');
  const [{ used }] = await db.select({ used: count() }).from(codes).where(eq(codes.fkCodeTypeId, module.pkCodeTypeId));
  if (used > 0) throw businessRule('codes_module_in_use');
  await db.delete(codeTypes).where(eq(codeTypes.pkCodeTypeId, module.pkCodeTypeId));
}
