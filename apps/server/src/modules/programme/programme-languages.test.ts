import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildEvent, type Cast, call } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type Part, postMultipart, testPng } from '../files/multipart.test-support.ts';
import { buildSession } from './programme.test-support.ts';

/**
 * Issue 29 item 2, the programme's texts: speakers' biographies, partners' descriptions,
 * documents' names and descriptions and banners' titles in several languages, read in the
 * reader's (the request's) language with the main one as fallback and named.
 */

let t0: TestApp;
let cast: Cast;
let image: string;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  const parts = [{ name: 'file', filename: 'banner.png', contentType: 'image/png', data: await testPng(120, 40) }];
  image = (await postMultipart(t0.app, '/api/Files/upload-file/true', parts, cast.chamberAdminRs.token)).json.name;
});

const inLanguage = (lang: string) => ({ 'accept-language': lang });
const translationRows = (kind: string, rowId: number) =>
  t0.db
    .select()
    .from(t.contentTranslations)
    .where(and(eq(t.contentTranslations.kind, kind), eq(t.contentTranslations.rowId, rowId)));
const organiser = () => cast.chamberAdminRs.token;

describe("speakers' biographies in several languages", () => {
  const biography = '<p>Trade economist.</p>';
  const serbian = '<p>Ekonomista za <b>trgovinu</b>.</p><script>x()</script>';
  const create = (o: Record<string, unknown> = {}) =>
    call(t0.app, 'POST', '/api/Speaker', {
      token: organiser(),
      body: { firstName: 'Milica', lastName: 'Jovanović', biography, translations: { sr: { biography: serbian } }, ...o },
    });
  const read = (id: number, lang: string, token = organiser()) =>
    call(t0.app, 'GET', `/api/Speaker/${id}`, { token, headers: inLanguage(lang) });

  it("answers the reader's language where written, else the main one named, and every language to its chamber", async () => {
    const created = await create();
    expect(created.status).toBe(200);
    const id = created.json.pkSpeakerId;
    expect(created.json).toMatchObject({
      mainLanguage: 'eng',
      editableTexts: { mainLanguage: 'eng', texts: { eng: { biography }, sr: { biography: '<p>Ekonomista za <b>trgovinu</b>.</p>' } } },
    });
    expect((await read(id, 'sr')).json).toMatchObject({
      biography: '<p>Ekonomista za <b>trgovinu</b>.</p>',
      textLanguages: { biography: 'sr' },
    });
    expect((await read(id, 'sq')).json).toMatchObject({ biography, mainLanguage: 'eng', textLanguages: { biography: 'eng' } });

    // A reader of an event the speaker speaks at, not of the chamber: the same resolution, no editing texts.
    const event = await buildEvent(t0.db);
    await buildSession(t0.db, { eventId: event.pkEventId, start: new Date(event.startDate), speakerIds: [id] });
    const reader = await read(id, 'sr', cast.companyAdminMe.token);
    expect(reader.json).toMatchObject({ biography: '<p>Ekonomista za <b>trgovinu</b>.</p>', editableTexts: null });
    const tab = await call(t0.app, 'POST', '/api/Speaker/search', {
      token: cast.companyAdminMe.token,
      headers: inLanguage('sq'),
      body: { fkEventId: event.pkEventId, pageNum: 1, pageSize: 20 },
    });
    expect(tab.json.speakers).toEqual([expect.objectContaining({ pkSpeakerId: id, biography, textLanguages: { biography: 'eng' } })]);
  });

  it('refuses a biography in the main language with its field, changing nothing', async () => {
    const id = (await create()).json.pkSpeakerId;
    const before = await translationRows('speaker', id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ translations: { eng: { biography: 'Economist' } } }, 'translations.eng', 'translation_in_main_language'],
      [{ mainLanguage: 'sr', translations: { sr: { biography: 'Ekonomista' } } }, 'translations.sr', 'translation_in_main_language'],
      [{ translations: { sr: { biography: 'x'.repeat(20_001) } } }, 'translations.sr.biography', 'validation.max'],
    ];
    for (const [change, field, key] of cases) {
      const r = await call(t0.app, 'PUT', '/api/Speaker', {
        token: organiser(),
        body: { pkSpeakerId: id, firstName: 'Milica', lastName: 'Jovanović', biography: 'Changed', ...change },
      });
      expect(r.status, field).toBe(400);
      expect(r.json.fields, field).toEqual({ [field]: key });
    }
    expect(await translationRows('speaker', id)).toEqual(before);
    expect((await read(id, 'eng')).json.biography).toBe(biography);
  });

  it('falls back to a main language of its own, and deleting the speaker removes its translations', async () => {
    const created = await create({ biography: 'Ekonomista', mainLanguage: 'sr', translations: { mk: { biography: 'Економист' } } });
    const id = created.json.pkSpeakerId;
    expect((await read(id, 'sq')).json).toMatchObject({ biography: 'Ekonomista', mainLanguage: 'sr', textLanguages: { biography: 'sr' } });
    expect((await read(id, 'mk')).json).toMatchObject({ biography: 'Економист', textLanguages: { biography: 'mk' } });
    expect(await translationRows('speaker', id)).toHaveLength(1);
    expect((await call(t0.app, 'DELETE', `/api/Speaker/${id}`, { token: organiser() })).status).toBe(200);
    expect(await translationRows('speaker', id)).toEqual([]);
  });

  it("keeps one whole set when the chamber saves a speaker's biographies at once (on the PostgreSQL server, really together)", async () => {
    const id = (await create()).json.pkSpeakerId;
    const AT_ONCE = 12;
    const saves = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, n) =>
        call(t0.app, 'PUT', '/api/Speaker', {
          token: organiser(),
          body: {
            pkSpeakerId: id,
            firstName: 'Milica',
            lastName: 'Jovanović',
            biography,
            translations: { sr: { biography: `Ekonomista ${n}` }, mk: { biography: `Економист ${n}` } },
          },
        }),
      ),
    );
    expect(saves.map((r) => r.status)).toEqual(Array(AT_ONCE).fill(200));
    const rows = await translationRows('speaker', id);
    expect(rows).toHaveLength(2);
    const [sr, mk] = [rows.find((r) => r.fkLanguageId === 2)?.text, rows.find((r) => r.fkLanguageId === 4)?.text];
    expect(sr?.replace('Ekonomista ', '')).toBe(mk?.replace('Економист ', ''));
  });
});

describe("partners' descriptions in several languages", () => {
  it("takes a new partner's main language from its event's and resolves it on the event for readers signed out too", async () => {
    const event = await buildEvent(t0.db, { mainLanguageId: 2 });
    const created = await call(t0.app, 'POST', '/api/EventPartners/', {
      token: organiser(),
      body: {
        fkEventId: event.pkEventId,
        name: 'Agro Bank',
        description: '<p>Banka za poljoprivredu.</p>',
        translations: { eng: { description: '<p>A farming bank.</p>' } },
      },
    });
    expect(created.status).toBe(200);
    const id = created.json.pkEventPartnerId;
    expect(created.json).toMatchObject({
      mainLanguage: 'sr',
      editableTexts: { texts: { eng: { description: '<p>A farming bank.</p>' } } },
    });
    const onEvent = async (lang: string) =>
      (
        await call(t0.app, 'POST', '/api/EventPartners/search-on-event', {
          headers: inLanguage(lang),
          body: { fkEventId: event.pkEventId },
        })
      ).json.eventPartners[0];
    expect(await onEvent('eng')).toMatchObject({
      pkEventPartnerId: id,
      description: '<p>A farming bank.</p>',
      textLanguages: { description: 'eng' },
      editableTexts: null,
    });
    expect(await onEvent('sq')).toMatchObject({
      description: '<p>Banka za poljoprivredu.</p>',
      mainLanguage: 'sr',
      textLanguages: { description: 'sr' },
    });

    const refused = await call(t0.app, 'PUT', '/api/EventPartners', {
      token: organiser(),
      body: { pkEventPartnerId: id, name: 'Agro Bank', translations: { sr: { description: 'Banka' } } },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toEqual({ 'translations.sr': 'translation_in_main_language' });
    expect(await translationRows('partner', id)).toHaveLength(1);

    // A deleted partner stays on finished events (soft delete): its translations stay with it.
    expect((await call(t0.app, 'DELETE', `/api/EventPartners/${id}`, { token: organiser() })).status).toBe(200);
    expect(await translationRows('partner', id)).toHaveLength(1);
  });
});

describe("documents' names in several languages", () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const upload = (eventId: number) =>
    postMultipart(
      t0.app,
      `/api/EventDocuments/${eventId}`,
      [
        { name: 'file', filename: 'agenda.pdf', contentType: 'application/pdf', data: pdf } satisfies Part,
        { name: 'name', value: 'Agenda' },
      ],
      organiser(),
    );

  it("renames in other languages, answers the reader's with the fallback named, and deleting removes them", async () => {
    const event = await buildEvent(t0.db);
    const id = (await upload(event.pkEventId)).json.pkEventDocumentId as number;
    const renamed = await call(t0.app, 'PUT', '/api/EventDocuments', {
      token: organiser(),
      body: { pkEventDocumentId: id, name: 'Agenda', description: 'Two days', translations: { sr: { name: 'Dnevni red' } } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.editableTexts).toEqual({
      mainLanguage: 'eng',
      texts: { eng: { name: 'Agenda', description: 'Two days' }, sr: { name: 'Dnevni red' } },
    });
    const list = async (lang: string) =>
      (
        await call(t0.app, 'POST', '/api/EventDocuments/search', {
          token: organiser(),
          headers: inLanguage(lang),
          body: { fkEventId: event.pkEventId, pageNum: 1, pageSize: 10 },
        })
      ).json.eventDocuments[0];
    expect(await list('sr')).toMatchObject({
      name: 'Dnevni red',
      description: 'Two days',
      textLanguages: { name: 'sr', description: 'eng' },
    });
    expect(await list('sq')).toMatchObject({ name: 'Agenda', mainLanguage: 'eng', textLanguages: { name: 'eng' } });
    // The list's name search finds the translated name too.
    const found = await call(t0.app, 'POST', '/api/EventDocuments/search', {
      token: organiser(),
      body: { fkEventId: event.pkEventId, name: 'dnevni', pageNum: 1, pageSize: 10 },
    });
    expect(found.json.totalCount).toBe(1);

    const refused = await call(t0.app, 'PUT', '/api/EventDocuments', {
      token: organiser(),
      body: { pkEventDocumentId: id, name: 'Agenda', translations: { eng: { name: 'Agenda 2' } } },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toEqual({ 'translations.eng': 'translation_in_main_language' });
    expect(await translationRows('document', id)).toHaveLength(1);

    expect((await call(t0.app, 'DELETE', `/api/EventDocuments/${id}`, { token: organiser() })).status).toBe(200);
    expect(await translationRows('document', id)).toEqual([]);
  });
});

describe("banners' titles in several languages", () => {
  it("answers the reader's title with the fallback named, refuses the main language, and deleting removes them", async () => {
    const event = await buildEvent(t0.db, { mainLanguageId: 2 });
    const saved = await call(t0.app, 'POST', '/api/EventBanners/create-or-update', {
      token: organiser(),
      body: { fkEventId: event.pkEventId, imageName: image, title: 'Dobrodošli', translations: { mk: { title: 'Добредојдовте' } } },
    });
    expect(saved.status).toBe(200);
    const id = saved.json.pkEventBannerId;
    const banners = async (lang: string) =>
      (await call(t0.app, 'GET', `/api/EventBanners/get-all-for-event/${event.pkEventId}`, { headers: inLanguage(lang) })).json[0];
    expect(await banners('mk')).toMatchObject({ title: 'Добредојдовте', textLanguages: { title: 'mk' }, editableTexts: null });
    expect(await banners('sq')).toMatchObject({ title: 'Dobrodošli', mainLanguage: 'sr', textLanguages: { title: 'sr' } });

    const refused = await call(t0.app, 'POST', '/api/EventBanners/create-or-update', {
      token: organiser(),
      body: {
        pkEventBannerId: id,
        fkEventId: event.pkEventId,
        imageName: image,
        title: 'Dobrodošli',
        translations: { sr: { title: 'Zdravo' } },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toEqual({ 'translations.sr': 'translation_in_main_language' });
    const tooLong = await call(t0.app, 'POST', '/api/EventBanners/create-or-update', {
      token: organiser(),
      body: { pkEventBannerId: id, fkEventId: event.pkEventId, imageName: image, translations: { eng: { title: 'x'.repeat(201) } } },
    });
    expect(tooLong.json.fields).toEqual({ 'translations.eng.title': 'validation.max' });
    expect(await translationRows('banner', id)).toHaveLength(1);

    expect((await call(t0.app, 'DELETE', `/api/EventBanners/${id}`, { token: organiser() })).status).toBe(200);
    expect(await translationRows('banner', id)).toEqual([]);
  });
});
