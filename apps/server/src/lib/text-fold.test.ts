import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldText, foldedPieces } from '@portal/contracts/common/text-fold';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rawRows } from './raw-rows.ts';
import { containsText } from './text-match.ts';

let t0: TestApp;
beforeAll(async () => {
  t0 = await createTestApp();
});

/** The database's folded() of each text (migration 0000), in order. */
async function sqlFolded(texts: string[]): Promise<string[]> {
  const rows = await rawRows<{ f: string }>(
    t0.db,
    sql`select folded(x) as f from unnest(${sql.param(texts)}::text[]) with ordinality u(x, n) order by n`,
  );
  return rows.map((r) => r.f);
}

const examples: [string, string][] = [
  ['Јабуке', 'jabuke'],
  ['Нови Сад', 'novi sad'],
  ['ЧАЧАК Šabac Žabljak Ćuprija', 'cacak sabac zabljak cuprija'],
  ['Ђорђе Đorđe Djordje DJORDJE Dorde', 'dorde dorde dorde dorde dorde'],
  ['Љубљана Ljubljana ǈubljana', 'ljubljana ljubljana ljubljana'],
  ['Њива Njiva', 'njiva njiva'],
  ['Џем Džem DŽEM dzem ǅem', 'dzem dzem dzem dzem dzem'],
  ['Ѓорѓи Ǵorǵi Gjorgji', 'gjorgji gjorgji gjorgji'],
  ['Ќерка Ḱerka Kjerka', 'kjerka kjerka kjerka'],
  ['Ѕвезда', 'dzvezda'],
  ['Ѝ Ѐ', 'i e'],
  ['Müller Straße Ærø', 'muller strasse aero'],
  ['apples 0808.10 - 100%', 'apples 0808.10 - 100%'],
];

describe('folding for search and text filters', () => {
  it('folds Serbian and Macedonian Cyrillic to Latin, accents off, the digraphs both ways and dj as d', async () => {
    expect(await sqlFolded(examples.map(([text]) => text))).toEqual(examples.map(([, folded]) => folded));
    expect(examples.map(([text]) => foldText(text))).toEqual(examples.map(([, folded]) => folded));
  });

  it('folds on the web (contracts) exactly as the database does, for any text of the region', async () => {
    const letters = [
      ...'abcdjzlnsgkDJZLNSGK AБВГДЂЕЖЗИЈКЛЉМНЊОПРСТЋУФХЦЧЏШЃЌЅабвгдђежзијклљмнњопрстћуфхцчџшѓќѕЀѐЍѝčćđšžČĆĐŠŽǈǉǅǆǋǌǴǵḰḱ.09-',
    ];
    const texts = fc.sample(fc.string({ unit: fc.constantFrom(...letters), maxLength: 12 }), { numRuns: 400, seed: 29 });
    expect(await sqlFolded(texts)).toEqual(texts.map(foldText));
  });

  it('maps each folded letter back to the letter as written, for highlighting', () => {
    expect(foldedPieces('Љиђ')).toEqual(['lj', 'i', 'd']);
    expect(foldedPieces('Djj')).toEqual(['d', '', 'j']);
    expect(foldedPieces('Ђјо')).toEqual(['d', '', 'o']);
  });

  it('makes every text filter match across scripts: Cyrillic finds Latin and Latin finds Cyrillic', async () => {
    const matches = async (text: string, typed: string) =>
      (await rawRows<{ m: boolean }>(t0.db, sql`select ${containsText(sql`${text}::text`, typed)} as m`))[0].m;
    expect(await matches('Novi Sad Fair', 'Нови Сад')).toBe(true);
    expect(await matches('Фабрика Шећера Ђурђевац', 'secera durdevac')).toBe(true);
    expect(await matches('Džemovi iz Ljubljane', 'џемови из љубљ')).toBe(true);
    expect(await matches('Novi Sad Fair', 'Нови Пазар')).toBe(false);
    expect(await matches('100% juice', '0%')).toBe(true);
    expect(await matches('1000 juice', '0%')).toBe(false);
  });
});
