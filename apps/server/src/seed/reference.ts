import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { CodeType, type CodeTypeValue, LanguageId } from '@portal/contracts/codes/code-types';
import { INTERFACE_LANGUAGES } from '@portal/contracts/codes/interface-languages';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/all.ts';
import { hsNamesSr, naceNamesSr } from './classification-names-sr.ts';
import { chamberDefs, citySrNames, codeLists, codeTypeDefs, type LanguageNames, predefinedThemeDefs, wb6Cities } from './code-lists.ts';
import { functionDefs, functionGroupDefs, roleDefs, roleFunctionDefs } from '../modules/roles/role-definitions.ts';

type Row = Record<string, string>;

/** The versions in force when the portal starts; the platform administrator publishes the next ones. */
const firstDocumentVersions = [
  { kind: 'terms', version: 1, changes: 'The first version of the terms of use.' },
  { kind: 'privacy_policy', version: 1, changes: 'The first version of the privacy policy.' },
];
const readCsv = (file: string): Row[] => parse(fs.readFileSync(file), { columns: true, skip_empty_lines: true });

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function seedAccess(db: DbOrTx) {
  await db.insert(t.roles).values(roleDefs.map((r) => ({ ...r, isSystem: true })));
  const fns = await db
    .insert(t.functions)
    .values(functionDefs.map((f) => ({ ...f, isSystem: true, isBuiltin: true })))
    .returning();
  const idOf = (alias: string) => fns.find((f) => f.alias === alias)!.pkFunctionId;
  await db
    .insert(t.roleFunctions)
    .values(
      Object.entries(roleFunctionDefs).flatMap(([role, aliases]) =>
        aliases.map((a) => ({ fkRoleId: Number(role), fkFunctionId: idOf(a) })),
      ),
    );
  for (const g of functionGroupDefs) {
    const [group] = await db
      .insert(t.functionGroups)
      .values({
        name: g.name,
        titleId: g.titleId,
        adminActionGroup: g.adminActionGroup,
        anonymousGroup: g.anonymousGroup ?? false,
        isSystem: true,
        isBuiltin: true,
      })
      .returning();
    await db
      .insert(t.functionGroupFunctions)
      .values(g.aliases.map((a) => ({ fkFunctionGroupId: group.pkFunctionGroupId, fkFunctionId: idOf(a) })));
  }
  // Serial sequences must continue after the fixed role ids.
  await db.execute(sql`select setval(pg_get_serial_sequence('roles', 'pk_role_id'), (select max(pk_role_id) from roles))`);
}

async function seedCountries(db: DbOrTx, dataDir: string) {
  const rows = readCsv(path.join(dataDir, 'countries/countries.csv'));
  // The runtime's ICU (CLDR) names every ISO region, Kosovo (XK) too, in the interface languages.
  const namesIn = (locale: string) => new Intl.DisplayNames([locale], { type: 'region' });
  const [srNames, sqNames, mkNames] = [namesIn('sr-Latn'), namesIn('sq'), namesIn('mk')];
  const inserted = await db
    .insert(t.countries)
    .values(
      rows.map((r) => ({
        alpha2: r.alpha2,
        alpha3: r.alpha3,
        numeric: r.numeric || null,
        name: r.name,
        nameSr: srNames.of(r.alpha2) ?? r.name,
        nameSq: sqNames.of(r.alpha2) ?? r.name,
        nameMk: mkNames.of(r.alpha2) ?? r.name,
        officialName: r.official_name || null,
        dial: r.dial || null,
        region: r.region || null,
        subregion: r.subregion || null,
        capital: r.capital || null,
        currency: r.currency || null,
        isWb6: r.is_wb6 === '1',
      })),
    )
    .returning({ id: t.countries.pkCountryId, alpha2: t.countries.alpha2, capital: t.countries.capital });
  const cityRows = inserted.flatMap((c) => {
    const names = new Set<string>();
    for (const part of (c.capital ?? '').split(/[,;]/)) if (part.trim()) names.add(part.trim());
    for (const n of wb6Cities[c.alpha2] ?? []) names.add(n);
    return [...names].map((name) => ({ fkCountryId: c.id, name, nameSr: citySrNames[name] ?? null }));
  });
  await db.insert(t.cities).values(cityRows).onConflictDoNothing();
  return new Map(inserted.map((c) => [c.alpha2, c.id]));
}

interface TreeNode {
  code: string;
  parent: string | null;
  level: number;
  eng: string;
}

/**
 * Inserts a tree level by level so that each node knows its parent's id, named in English and,
 * where `srNames` has the code, in Serbian.
 */
async function seedTree(db: DbOrTx, typeId: CodeTypeValue, nodes: TreeNode[], srNames: Record<string, string>) {
  const ids = new Map<string, number>();
  const levels = [...new Set(nodes.map((n) => n.level))].sort((a, b) => a - b);
  for (const level of levels) {
    const batch = nodes.filter((n) => n.level === level);
    await insertChunked(batch, 1000, async (chunk) => {
      const rows = await db
        .insert(t.codes)
        .values(
          chunk.map((n, i) => ({
            fkCodeTypeId: typeId,
            code: n.code,
            fkParentId: n.parent ? (ids.get(n.parent) ?? null) : null,
            level,
            sortOrder: i,
          })),
        )
        .returning({ id: t.codes.pkCodeId, code: t.codes.code });
      for (const r of rows) ids.set(r.code, r.id);
      const byCode = new Map(chunk.map((n) => [n.code, n]));
      await db
        .insert(t.codeTranslations)
        .values(
          rows.flatMap((r) => [
            { fkCodeId: r.id, fkLanguageId: LanguageId.english, name: byCode.get(r.code)!.eng },
            ...(Object.hasOwn(srNames, r.code) ? [{ fkCodeId: r.id, fkLanguageId: LanguageId.serbian, name: srNames[r.code] }] : []),
          ]),
        );
    });
  }
}

/** A code's translation rows: its names in INTERFACE_LANGUAGES' order. */
const namesInLanguages = (fkCodeId: number, names: LanguageNames) =>
  INTERFACE_LANGUAGES.map((l, i) => ({ fkCodeId, fkLanguageId: l.id, name: names[i] }));

async function seedCodes(db: DbOrTx, dataDir: string, countryIds: Map<string, number>) {
  await db.insert(t.codeTypes).values(
    codeTypeDefs.map((c) => ({
      pkCodeTypeId: c.id,
      modelName: c.modelName,
      titleId: c.titleId,
      isTree: c.isTree ?? false,
      isEditable: c.isEditable ?? true,
    })),
  );
  for (const [type, entries] of Object.entries(codeLists)) {
    const rows = await db
      .insert(t.codes)
      .values(entries.map(([code], i) => ({ fkCodeTypeId: Number(type), code, sortOrder: i })))
      .returning({ id: t.codes.pkCodeId, code: t.codes.code });
    await db.insert(t.codeTranslations).values(
      rows.flatMap((r) => {
        const [, ...names] = entries.find(([c]) => c === r.code)!;
        return namesInLanguages(r.id, names);
      }),
    );
  }
  const chambers = await db
    .insert(t.codes)
    .values(
      chamberDefs.map((c, i) => ({ fkCodeTypeId: CodeType.chamber, code: c.alpha2, sortOrder: i, fkCountryId: countryIds.get(c.alpha2)! })),
    )
    .returning({ id: t.codes.pkCodeId, code: t.codes.code });
  await db.insert(t.codeTranslations).values(
    chambers.flatMap((r) => {
      return namesInLanguages(r.id, chamberDefs.find((d) => d.alpha2 === r.code)!.names);
    }),
  );

  const nace = readCsv(path.join(dataDir, 'classifications/nace-rev2.csv'));
  await seedTree(
    db,
    CodeType.activityClass,
    nace.map((r) => ({ code: r.code, parent: r.parent || null, level: Number(r.level), eng: r.description })),
    naceNamesSr,
  );

  const sections = readCsv(path.join(dataDir, 'classifications/hs-sections.csv'));
  const hs = readCsv(path.join(dataDir, 'classifications/hs.csv'));
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  await seedTree(
    db,
    CodeType.productClass,
    [
      ...sections.map((s) => ({ code: s.section, parent: null, level: 1, eng: capital(s.name) })),
      // The file's last row is a TOTAL pseudo-node above the chapters; the sections take its place.
      ...hs
        .filter((r) => r.hscode !== 'TOTAL')
        .map((r) => ({
          code: r.hscode,
          parent: r.parent === 'TOTAL' ? r.section : r.parent,
          // HS levels 2, 4, 6 become tree levels 2, 3, 4 under the sections.
          level: Number(r.level) / 2 + 1,
          eng: r.description,
        })),
    ],
    hsNamesSr,
  );
}

/** Loads every reference table; runs once on an empty database. */
export async function seedReference(db: DbOrTx, sharedDir: string) {
  const dataDir = path.join(sharedDir, 'data');
  // The interface languages, each named in itself (the language menu's names).
  await db.insert(t.languages).values(INTERFACE_LANGUAGES.map((l) => ({ pkLanguageId: l.id, name: l.name, code: l.code })));
  await db.execute(sql`select setval(pg_get_serial_sequence('languages', 'pk_language_id'), (select max(pk_language_id) from languages))`);
  await seedAccess(db);
  const countryIds = await seedCountries(db, dataDir);
  await seedCodes(db, dataDir, countryIds);
  await db.insert(t.predefinedThemes).values(predefinedThemeDefs);
  await db.insert(t.documentVersions).values(firstDocumentVersions);
}
