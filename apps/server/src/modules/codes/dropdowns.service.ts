import { localeOf } from '@portal/contracts/codes/interface-languages';
import type { DbOrTx } from '../../db/client.ts';
import { findCodeType, nodesByAnyIds, nodesOfType } from './code-nodes.repository.ts';
import { allCountries } from './countries.repository.ts';
import { countryNameOf } from './country-names.repository.ts';
import type { LanguageRow } from './language.repository.ts';

/** Countries named in the language, sorted in its order. */
export async function countriesDropdown(db: DbOrTx, language: LanguageRow) {
  const rows = await allCountries(db);
  const collator = new Intl.Collator(localeOf(language.pkLanguageId));
  return rows
    .map((c) => ({ id: c.pkCountryId, name: countryNameOf(c, language.pkLanguageId), alpha2: c.alpha2, alpha3: c.alpha3, isWb6: c.isWb6 }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The entries of a code type; for a tree, its top level (deeper levels load by parent). */
export async function dropdown(db: DbOrTx, languageId: number, typeId: number) {
  const type = await findCodeType(db, typeId);
  return nodesOfType(db, languageId, typeId, type.isTree ? { parentId: null } : {});
}

/** Codes of any type by id, named in the language (labels of chosen values). */
export async function dropdownsByIds(db: DbOrTx, languageId: number, ids: number[]) {
  if (!ids.length) return [];
  return nodesByAnyIds(db, languageId, ids);
}
