import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildInvitation, buildUser, type Cast, call } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { calendarEvents, pdfPages } from '../reports/report-reading.test-support.ts';
import { scheduleForum, type ScheduleForum, sessionBody } from '../schedules/schedules.test-support.ts';

/** Issue 29 item 2: an event's and its sessions' texts in several languages, read in the reader's with the main one as fallback. */

let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
});

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();
const model = (o: Record<string, unknown> = {}) => ({
  name: 'Food & Agri B2B Forum',
  description: '<p>Buyers meet producers.</p>',
  startDate: inDays(20),
  endDate: inDays(21),
  fkEventPlaceTypeId: 1,
  venue: 'Sava Centar',
  eventPlace: 'Belgrade',
  isPublic: true,
  isAnnounced: true,
  ...o,
});
const serbian = { name: 'Forum hrane i poljoprivrede', description: '<p>Kupci upoznaju <b>proizvođače</b>.</p><script>x()</script>' };
const inLanguage = (lang: string) => ({ 'accept-language': lang });

async function createEvent(o: Record<string, unknown> = {}) {
  const r = await call(t0.app, 'POST', '/api/Events/', { token: cast.chamberAdminRs.token, body: model(o) });
  expect(r.status).toBe(200);
  return r.json.pkEventId as number;
}
const translationRows = (kind: string, rowId: number) =>
  t0.db
    .select()
    .from(t.contentTranslations)
    .where(and(eq(t.contentTranslations.kind, kind), eq(t.contentTranslations.rowId, rowId)));

describe("an event's texts in several languages", () => {
  it("answers the reader's language where written, else the main language, and says which", async () => {
    const id = await createEvent({ translations: { sr: serbian } });
    const token = cast.chamberAdminRs.token;
    const sr = await call(t0.app, 'GET', `/api/Events/${id}`, { token, headers: inLanguage('sr') });
    expect(sr.json).toMatchObject({
      name: serbian.name,
      description: '<p>Kupci upoznaju <b>proizvođače</b>.</p>',
      eventPlace: 'Belgrade',
      mainLanguage: 'eng',
      textLanguages: { name: 'sr', description: 'sr', eventPlace: 'eng' },
    });
    const sq = await call(t0.app, 'GET', `/api/Events/${id}`, { token, headers: inLanguage('sq') });
    expect(sq.json).toMatchObject({ name: 'Food & Agri B2B Forum', textLanguages: { name: 'eng', description: 'eng', eventPlace: 'eng' } });
    const eng = await call(t0.app, 'GET', `/api/Events/${id}`, { token, headers: inLanguage('eng') });
    expect(eng.json.textLanguages.name).toBe('eng');
  });

  it('falls back to a main language other than English', async () => {
    const id = await createEvent({
      name: 'Sajam vina',
      eventPlace: 'Novi Sad',
      mainLanguage: 'sr',
      translations: { eng: { name: 'Wine fair' }, mk: { name: 'Саем на вино', eventPlace: 'Нови Сад' } },
    });
    const read = async (lang: string) =>
      (await call(t0.app, 'GET', `/api/Events/${id}`, { token: cast.chamberAdminRs.token, headers: inLanguage(lang) })).json;
    expect(await read('eng')).toMatchObject({
      name: 'Wine fair',
      eventPlace: 'Novi Sad',
      textLanguages: { name: 'eng', eventPlace: 'sr' },
    });
    expect(await read('sq')).toMatchObject({ name: 'Sajam vina', mainLanguage: 'sr', textLanguages: { name: 'sr', eventPlace: 'sr' } });
    expect(await read('mk')).toMatchObject({
      name: 'Саем на вино',
      eventPlace: 'Нови Сад',
      textLanguages: { name: 'mk', eventPlace: 'mk' },
    });
  });

  it('resolves the same way in the lists and on the public event page', async () => {
    const id = await createEvent({
      name: 'Public languages forum',
      translations: { sr: { name: 'Javni forum jezika', eventPlace: 'Beograd' } },
    });
    const list = await call(t0.app, 'POST', '/api/Events/search-public-events', {
      headers: inLanguage('sr'),
      body: { pageNum: 1, pageSize: 50 },
    });
    expect(list.status).toBe(200);
    const listed = list.json.events.find((e: { pkEventId: number }) => e.pkEventId === id);
    expect(listed).toMatchObject({ name: 'Javni forum jezika', eventPlace: 'Beograd', textLanguages: { name: 'sr', eventPlace: 'sr' } });
    const page = await call(t0.app, 'GET', `/api/public/events/${id}`, { headers: inLanguage('sr') });
    expect(page.json).toMatchObject({
      name: 'Javni forum jezika',
      description: 'Buyers meet producers.',
      textLanguages: { description: 'eng' },
    });
    const albanian = await call(t0.app, 'GET', `/api/public/events/${id}`, { headers: inLanguage('sq') });
    expect(albanian.json).toMatchObject({ name: 'Public languages forum', textLanguages: { name: 'eng' } });
  });

  it('finds an event by its name in any written language, in any script', async () => {
    const id = await createEvent({ name: 'Searchable languages forum', translations: { mk: { name: 'Форум на јазиците' } } });
    const search = async (name: string) =>
      (await call(t0.app, 'POST', '/api/Events/search-public-events', { body: { pageNum: 1, pageSize: 50, name } })).json.events.map(
        (e: { pkEventId: number }) => e.pkEventId,
      );
    expect(await search('jazicite')).toContain(id);
    expect(await search('Searchable languages')).toContain(id);
    expect(await search('jazicite nowhere')).not.toContain(id);
  });

  it('gives the texts of every language to those who may edit, and to nobody else', async () => {
    const id = await createEvent({ translations: { sr: serbian } });
    const mine = await call(t0.app, 'GET', `/api/Events/${id}`, { token: cast.chamberAdminRs.token, headers: inLanguage('sr') });
    expect(mine.json.editableTexts).toEqual({
      mainLanguage: 'eng',
      texts: {
        eng: { name: 'Food & Agri B2B Forum', description: '<p>Buyers meet producers.</p>', eventPlace: 'Belgrade' },
        sr: { name: serbian.name, description: '<p>Kupci upoznaju <b>proizvođače</b>.</p>' },
      },
    });
    await buildInvitation(t0.db, { eventId: id, userId: cast.companyAdminRs.userId, email: cast.companyAdminRs.email, isAccepted: true });
    const reader = await call(t0.app, 'GET', `/api/Events/${id}`, { token: cast.companyAdminRs.token });
    expect(reader.status).toBe(200);
    expect(reader.json.editableTexts).toBeNull();
  });

  it('keeps one set of translations when organisers save the event at once (on the PostgreSQL server, really together)', async () => {
    const id = await createEvent({ translations: { sr: serbian } });
    const token = cast.chamberAdminRs.token;
    const AT_ONCE = 20;
    const saves = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, n) =>
        call(t0.app, 'PUT', `/api/Events/${id}`, {
          token,
          body: model({ translations: { sr: { name: `Forum ${n}` }, mk: { name: `Форум ${n}` } } }),
        }),
      ),
    );
    expect(saves.map((r) => r.status)).toEqual(Array(AT_ONCE).fill(200));
    // The last save's pair, whole: each save replaced the others' translations, none added to them.
    const rows = await translationRows('event', id);
    expect(rows).toHaveLength(2);
    const [sr, mk] = [rows.find((r) => r.fkLanguageId === 2)?.text, rows.find((r) => r.fkLanguageId === 4)?.text];
    expect(sr?.replace('Forum ', '')).toBe(mk?.replace('Форум ', ''));
  });

  it('keeps the stored translations when a change leaves them out, and replaces them when it gives them', async () => {
    const id = await createEvent({ translations: { sr: serbian, mk: { name: 'Форум' } } });
    const token = cast.chamberAdminRs.token;
    expect((await call(t0.app, 'PUT', `/api/Events/${id}`, { token, body: model({ venue: 'Hala 1' }) })).status).toBe(200);
    expect(await translationRows('event', id)).toHaveLength(3);
    // A blank text is not stored: the reader falls back.
    const put = await call(t0.app, 'PUT', `/api/Events/${id}`, {
      token,
      body: model({ translations: { sr: { name: 'Forum', description: ' ' } } }),
    });
    expect(put.status).toBe(200);
    const rows = await translationRows('event', id);
    expect(rows.map((r) => [r.field, r.fkLanguageId, r.text])).toEqual([['name', 2, 'Forum']]);
    const mk = await call(t0.app, 'GET', `/api/Events/${id}`, { token, headers: inLanguage('mk') });
    expect(mk.json.textLanguages.name).toBe('eng');
  });

  it('names the field of a broken translation and saves nothing', async () => {
    const id = await createEvent({ translations: { sr: serbian } });
    const token = cast.chamberAdminRs.token;
    const before = await translationRows('event', id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ translations: { sr: { name: 'x'.repeat(201) } } }, 'translations.sr.name', 'validation.max'],
      [{ translations: { sr: { eventPlace: 'x'.repeat(201) } } }, 'translations.sr.eventPlace', 'validation.max'],
      [{ mainLanguage: 'sr', translations: { sr: { name: 'Forum' } } }, 'translations.sr', 'translation_in_main_language'],
      // The stored main language (English) when the change does not name one.
      [{ translations: { eng: { name: 'Forum' } } }, 'translations.eng', 'translation_in_main_language'],
      [{ mainLanguage: 'de' }, 'mainLanguage', 'validation.invalid'],
    ];
    for (const [change, field, key] of cases) {
      const r = await call(t0.app, 'PUT', `/api/Events/${id}`, { token, body: model(change) });
      expect(r.status, field).toBe(400);
      expect(r.json.fields?.[field], JSON.stringify(r.json)).toBe(key);
    }
    const unknown = await call(t0.app, 'PUT', `/api/Events/${id}`, { token, body: model({ translations: { de: { name: 'Forum' } } }) });
    expect(unknown.status).toBe(400);
    expect(await translationRows('event', id)).toEqual(before);
  });

  it('lets only the organising chamber write them (the event policy)', async () => {
    const id = await createEvent();
    const body = model({ translations: { sr: { name: 'Tuđi forum' } } });
    for (const token of [cast.chamberAdminMe.token, cast.companyAdminRs.token])
      expect((await call(t0.app, 'PUT', `/api/Events/${id}`, { token, body })).status).toBe(403);
    expect(await translationRows('event', id)).toEqual([]);
  });
});

describe("a session's texts in several languages", () => {
  let f: ScheduleForum;
  beforeAll(async () => {
    f = await scheduleForum(t0.app, cast);
  });
  const agenda = async (token: string, lang: string) =>
    (
      await call(t0.app, 'POST', `/api/Schedule/get-all-schedules-for-event/${f.eventId}`, {
        token,
        headers: inLanguage(lang),
        body: { pageNum: 1, pageSize: 200 },
      })
    ).json.list as { pkScheduleId: number; name: string; description: string | null; textLanguages: Record<string, string> }[];

  it('are written by the organisers and read in the agenda in the reader language, else the event main language', async () => {
    const created = await call(t0.app, 'POST', '/api/Schedule', {
      token: cast.chamberAdminRs.token,
      body: sessionBody(f, {
        description: '<p>Welcome</p>',
        translations: { sr: { name: 'Otvaranje', description: '<p>Dobrodošli</p>' } },
      }),
    });
    expect(created.status).toBe(200);
    const id = created.json.pkScheduleId as number;
    const attendee = f.attendee.token;
    const sr = (await agenda(attendee, 'sr')).find((s) => s.pkScheduleId === id);
    expect(sr).toMatchObject({ name: 'Otvaranje', description: '<p>Dobrodošli</p>', textLanguages: { name: 'sr', description: 'sr' } });
    const sq = (await agenda(attendee, 'sq')).find((s) => s.pkScheduleId === id);
    expect(sq).toMatchObject({
      name: 'Opening plenary',
      description: '<p>Welcome</p>',
      textLanguages: { name: 'eng', description: 'eng' },
    });

    const one = await call(t0.app, 'GET', `/api/Schedule/${id}`, { token: attendee, headers: inLanguage('sr') });
    expect(one.json).toMatchObject({ name: 'Otvaranje', mainLanguage: 'eng', editableTexts: null });
    const organiser = await call(t0.app, 'GET', `/api/Schedule/${id}`, { token: cast.chamberAdminMe.token });
    expect(organiser.json.editableTexts).toEqual({
      mainLanguage: 'eng',
      texts: {
        eng: { name: 'Opening plenary', description: '<p>Welcome</p>' },
        sr: { name: 'Otvaranje', description: '<p>Dobrodošli</p>' },
      },
    });

    // Refused in the event's main language; an attendee may not write; deleting the session deletes them.
    const main = await call(t0.app, 'PUT', '/api/Schedule', {
      token: cast.chamberAdminRs.token,
      body: { ...sessionBody(f), pkScheduleId: id, translations: { eng: { name: 'Opening' } } },
    });
    expect(main.status).toBe(400);
    expect(main.json.fields).toEqual({ 'translations.eng': 'translation_in_main_language' });
    const stranger = await call(t0.app, 'PUT', '/api/Schedule', {
      token: attendee,
      body: { ...sessionBody(f), pkScheduleId: id, translations: { sr: { name: 'Moje' } } },
    });
    expect(stranger.status).toBe(403);
    expect((await translationRows('schedule', id)).map((r) => r.text).sort()).toEqual(['<p>Dobrodošli</p>', 'Otvaranje']);
    expect((await call(t0.app, 'DELETE', `/api/Schedule/${id}`, { token: cast.chamberAdminRs.token })).status).toBe(200);
    expect(await translationRows('schedule', id)).toEqual([]);
  });

  it("make the agenda's PDF and calendar follow the reader's language, with the same fallback", async () => {
    const rs = cast.chamberAdminRs.token;
    const event = await call(t0.app, 'GET', `/api/Events/${f.eventId}`, { token: rs });
    const body = { ...event.json.editableTexts.texts.eng, translations: { sr: { name: 'Forum hrane i poljoprivrede' } } };
    const put = await call(t0.app, 'PUT', `/api/Events/${f.eventId}`, {
      token: rs,
      body: {
        ...body,
        startDate: event.json.startDate,
        endDate: event.json.endDate,
        fkEventPlaceTypeId: event.json.fkEventPlaceTypeId,
        venue: event.json.venue,
        isPublic: event.json.isPublic,
        isAnnounced: event.json.isAnnounced,
      },
    });
    expect(put.status).toBe(200);
    const session = await call(t0.app, 'POST', '/api/Schedule', {
      token: rs,
      body: sessionBody(f, { name: 'Export plenary', day: f.day2, translations: { sr: { name: 'Plenarna sesija izvoza' } } }),
    });
    expect(session.status).toBe(200);
    const report = (path: string, lang: string) =>
      call(t0.app, 'GET', `/api/Reports/${path}/${f.eventId}`, { token: f.attendee.token, headers: inLanguage(lang) });

    const srPdf = await report('event-schedules-for-pdf', 'sr');
    expect(srPdf.status, srPdf.res.payload.slice(0, 200)).toBe(200);
    const [srPage] = await pdfPages(srPdf.res.rawPayload);
    expect(srPage).toContain('Forum hrane i poljoprivrede');
    expect(srPage).toContain('Plenarna sesija izvoza');
    const [sqPage] = await pdfPages((await report('event-schedules-for-pdf', 'sq')).res.rawPayload);
    expect(sqPage).toContain('Food & Agri Forum');
    expect(sqPage).toContain('Export plenary');

    const srCalendar = calendarEvents((await report('event-schedules-ics', 'sr')).res.payload);
    expect(srCalendar.map((e) => e.summary)).toContain('Plenarna sesija izvoza');
    const sqCalendar = calendarEvents((await report('event-schedules-ics', 'sq')).res.payload);
    expect(sqCalendar.map((e) => e.summary)).toContain('Export plenary');
  });
});

describe('the invitation mail', () => {
  it("names the event in each invitee's language, else in the event's main language", async () => {
    const id = await createEvent({ name: 'Mail forum', translations: { sr: { name: 'Forum pošte' } } });
    const serbianReader = await buildUser(t0.db, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    await t0.db.update(t.users).set({ fkLanguageId: 2 }).where(eq(t.users.pkUserId, serbianReader.pkUserId));
    const albanianReader = await buildUser(t0.db, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    await t0.db.update(t.users).set({ fkLanguageId: 3 }).where(eq(t.users.pkUserId, albanianReader.pkUserId));
    const r = await call(t0.app, 'POST', '/api/Events/invite-people', {
      token: cast.chamberAdminRs.token,
      body: { fkEventId: id, emails: [serbianReader.email, albanianReader.email] },
    });
    expect(r.status).toBe(200);
    const subjectTo = async (email: string) =>
      (
        await t0.db
          .select()
          .from(t.mailOutbox)
          .where(and(eq(t.mailOutbox.toAddress, email), eq(t.mailOutbox.template, 'event_invitation')))
      )[0];
    const sr = await subjectTo(serbianReader.email);
    expect(sr.lang).toBe('sr');
    expect(sr.subject).toContain('Forum pošte');
    const sq = await subjectTo(albanianReader.email);
    expect(sq.lang).toBe('sq');
    expect(sq.subject).toContain('Mail forum');
  });
});
