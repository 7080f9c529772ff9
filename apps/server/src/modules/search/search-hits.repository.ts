import { alias } from 'drizzle-orm/pg-core';
import { countryNameIn } from '../codes/country-names.repository.ts';
import { inArray, sql } from 'drizzle-orm';
import { LanguageId } from '@portal/contracts/codes/code-types';
import type { SearchHit, SearchKind } from '@portal/contracts/search/search';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { itemRows } from '../catalogue/catalogue-items.repository.ts';

/** Characters of a description shown under a hit. */
const EXCERPT_LENGTH = 200;

/** The start of a (rich) text as plain text, cut at a word. */
export function excerptOf(text: string | null): string | null {
  if (!text) return null;
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= EXCERPT_LENGTH) return plain || null;
  const cut = plain.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : EXCERPT_LENGTH)}…`;
}

/** Companies as hits, in the order of `ids`, with their sectors named in the language. */
async function companyHits(db: DbOrTx, lang: number, ids: number[]): Promise<SearchHit[]> {
  const { rows } = (await db.execute(sql`
    select c.pk_company_id as id, c.name, c.logo_name, c.fk_country_id as country_id, c.is_verified,
      k.is_wb6, k.alpha2, ${countryNameIn(lang, alias(t.countries, 'k'))} as country_name,
      b.short_company_profile as profile,
      coalesce((select json_agg(json_build_object('id', code.pk_code_id, 'code', code.code,
          'name', coalesce(tr.name, en.name, code.code)) order by code.code)
        from ${t.companySectors} cs join ${t.codes} code on code.pk_code_id = cs.fk_code_id
        left join ${t.codeTranslations} tr on tr.fk_code_id = code.pk_code_id and tr.fk_language_id = ${lang}
        left join ${t.codeTranslations} en on en.fk_code_id = code.pk_code_id and en.fk_language_id = ${LanguageId.english}
        where cs.fk_company_id = c.pk_company_id), '[]') as categories
    from ${t.companies} c
    join ${t.countries} k on k.pk_country_id = c.fk_country_id
    left join ${t.b2bInfos} b on b.fk_company_id = c.pk_company_id
    where c.pk_company_id in ${ids}`)) as unknown as {
    rows: {
      id: number;
      name: string;
      logo_name: string | null;
      country_id: number;
      is_verified: boolean;
      is_wb6: boolean;
      alpha2: string;
      country_name: string;
      profile: string | null;
      categories: SearchHit['categories'];
    }[];
  };
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        kind: 'company' as const,
        id,
        name: r.name,
        companyId: id,
        companyName: r.name,
        imageName: r.logo_name,
        countryId: r.country_id,
        countryName: r.country_name,
        countryCode: r.alpha2,
        isWb6: r.is_wb6,
        isVerified: r.is_verified,
        categories: r.categories,
        excerpt: excerptOf(r.profile),
        isSupply: false,
        isDemand: false,
        validTo: null,
      },
    ];
  });
}

/** Products or services as hits, in the order of `ids`. */
async function itemHits(db: DbOrTx, lang: number, ids: number[]): Promise<SearchHit[]> {
  const rows = await itemRows(db, lang, { where: inArray(t.catalogueItems.pkItemId, ids) });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        kind: r.kind,
        id,
        name: r.name,
        companyId: r.fkCompanyId,
        companyName: r.companyName,
        imageName: r.images[0] ?? null,
        countryId: r.companyFkCountryId,
        countryName: r.countryName,
        countryCode: r.countryCode,
        isWb6: r.countryIsWb6,
        isVerified: r.companyIsVerified,
        categories: [{ id: r.fkClassificationId, code: r.classificationCode, name: r.classificationName ?? r.classificationCode }],
        excerpt: excerptOf(r.description),
        isSupply: r.isSupply && r.isActiveOffer,
        isDemand: r.isDemand && r.isActiveOffer,
        validTo: r.validTo,
      },
    ];
  });
}

export function hitsOf(db: DbOrTx, kind: SearchKind, lang: number, ids: number[]): Promise<SearchHit[]> {
  if (!ids.length) return Promise.resolve([]);
  return kind === 'company' ? companyHits(db, lang, ids) : itemHits(db, lang, ids);
}
