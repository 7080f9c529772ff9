import { CodeType } from '@portal/contracts/codes/code-types';
import { type codeFields, newCodesModuleName } from '@portal/contracts/codes/codes';
import type { DbOrTx } from '../../db/client.ts';
import { businessRule, fieldError, notFound } from '../../lib/app-error.ts';
import {
  type CodeTypeRow,
  countCodesOfType,
  deleteCodeType,
  editableCodeTypes,
  findCodeTypeByName,
  insertCodeType,
  setCodeTypeTitle,
} from './code-types.repository.ts';

export type CodesModule = CodeTypeRow;

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
  'countries',
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
  const row = await findCodeTypeByName(db, name.trim());
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
  return (await editableCodeTypes(db)).map(configEntry);
}

/** Adds a codes module named by the path; its name must not shadow another area's paths. */
export async function createModule(db: DbOrTx, name: string, o: { title_id: string; isTree: boolean }, takenPathWords: Set<string>) {
  const lower = name.toLowerCase();
  if (await findCodeTypeByName(db, lower)) throw fieldError('codes', 'codes_module_exists');
  if (!newCodesModuleName.safeParse(name).success) throw fieldError('codes', 'validation.format');
  if (lower.endsWith('codes') || reservedWords.includes(lower) || takenPathWords.has(lower)) {
    throw fieldError('codes', 'codes_module_name_reserved');
  }
  return configEntry(await insertCodeType(db, { modelName: name, titleId: o.title_id, isTree: o.isTree, isEditable: true }));
}

export async function updateModule(db: DbOrTx, name: string, o: { title_id: string }) {
  const module = await findModule(db, name);
  assertEditable(module);
  return configEntry(await setCodeTypeTitle(db, module.pkCodeTypeId, o.title_id));
}

/** Removes an added module that holds no codes; the spec's types stay. */
export async function deleteModule(db: DbOrTx, name: string) {
  const module = await findModule(db, name);
  if (module.pkCodeTypeId <= LAST_BUILTIN_TYPE_ID) throw businessRule('codes_module_builtin');
  if ((await countCodesOfType(db, module.pkCodeTypeId)) > 0) throw businessRule('codes_module_in_use');
  await deleteCodeType(db, module.pkCodeTypeId);
}
