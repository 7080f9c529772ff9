import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CodeType } from '@portal/contracts/codes/code-types';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildCompany, buildEvent, buildInvitation, type Cast, call, codeId, person } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
let eventId: number;
let shows: Awaited<ReturnType<typeof person>>;
/** The English name of attendee type 1 in the reference data. */
const visitorType = 'Visitor';

/**
 * One event of the RS chamber: the RS company administrator accepted as a visitor, an RS
 * employee invited, a person of a Montenegrin company who shows their phone in attendee lists
 * (accepted), the ME company administrator who shows nothing (blocked) and an e-mail invited
 * without an account.
 */
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  eventId = (await buildEvent(t0.db, { chamber: 'RS', isPublic: false })).pkEventId;
  const zeta = await buildCompany(t0.db, { country: 'ME', name: 'Zeta Trade' });
  shows = await person(t0.app, { role: 4, companyId: zeta.pkCompanyId, firstName: 'Ana' });
  const visitor = await codeId(t0.db, CodeType.attendeeType, '1');
  await t0.db
    .update(t.users)
    .set({ phone: '+382 20 555 010', phoneShownIn: ['eventAttendees'] })
    .where(eq(t.users.pkUserId, shows.userId));
  await t0.db.update(t.users).set({ phone: '+382 20 555 999' }).where(eq(t.users.pkUserId, cast.companyAdminMe.userId));
  const inv = (o: Parameters<typeof buildInvitation>[1]) => buildInvitation(t0.db, o);
  await inv({ eventId, email: cast.companyAdminRs.email, userId: cast.companyAdminRs.userId, isAccepted: true, fkAttendeeTypeId: visitor });
  await inv({ eventId, email: cast.employeeRs.email, userId: cast.employeeRs.userId });
  await inv({ eventId, email: shows.email, userId: shows.userId, isAccepted: true, fkAttendeeTypeId: visitor });
  await inv({ eventId, email: cast.companyAdminMe.email, userId: cast.companyAdminMe.userId, isAccepted: true, isBlocked: true });
  await inv({ eventId, email: 'newcomer@example.test' });
});

const download = (token: string | undefined, lang = 'eng', id = eventId) =>
  call(t0.app, 'GET', `/api/Reports/event-users/${id}`, { token, headers: { 'accept-language': lang } });

/** The first sheet's rows as a spreadsheet program shows them (cells as text). */
async function sheetRows(payload: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === undefined ? '' : String(v)))));
  return rows;
}

describe('GET api/Reports/event-users/{id}', () => {
  it("gives the organisers every invitation, the spec's columns checked cell by cell, under the spec's file name", async () => {
    const r = await download(cast.chamberAdminRs.token);
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(r.res.headers['content-disposition']).toBe('attachment; filename="Event users.xlsx"');
    const rows = await sheetRows(r.res.rawPayload);
    expect(rows[0]).toEqual(['Name', 'E-mail', 'Attendee type', 'Company', 'Invitation status', 'Phone']);
    expect(rows).toHaveLength(6);
    const row = rows.find((x) => x[1] === shows.email);
    // Ana of Zeta Trade chose to show her phone in attendee lists; the RS chamber does not administer her company.
    expect(row).toEqual(['Ana User 4', shows.email, visitorType, 'Zeta Trade', 'Accepted', '+382 20 555 010']);
    const byEmail = new Map(rows.slice(1).map((x) => [x[1], x]));
    expect(byEmail.get(cast.companyAdminRs.email)?.slice(2, 5)).toEqual([visitorType, cast.companies.companyRs.name, 'Accepted']);
    expect(byEmail.get(cast.employeeRs.email)?.[4]).toBe('Invited');
    // Blocked wins over accepted; the ME administrator shows their phone nowhere, so the RS organisers do not see it.
    expect(byEmail.get(cast.companyAdminMe.email)?.slice(3)).toEqual([cast.companies.companyMe.name, 'Blocked', '']);
    expect(byEmail.get('newcomer@example.test')).toEqual(['', 'newcomer@example.test', '', '', 'Invited', '']);
  });

  it("writes the headers and statuses in the reader's language and lets the platform administrator see every phone", async () => {
    const r = await download(cast.platformAdmin.token, 'sr');
    expect(r.status).toBe(200);
    const rows = await sheetRows(r.res.rawPayload);
    expect(rows[0]).toEqual(['Ime i prezime', 'E-pošta', 'Vrsta učesnika', 'Kompanija', 'Status poziva', 'Telefon']);
    expect(rows.find((x) => x[1] === cast.companyAdminMe.email)?.slice(4)).toEqual(['Blokiran/a', '+382 20 555 999']);
  });

  it('refuses everyone but the organisers', async () => {
    expect((await download(undefined)).status).toBe(401);
    for (const who of [cast.companyAdminRs, cast.employeeRs, cast.guestUser]) {
      const r = await download(who.token);
      expect([r.status, r.json?.message]).toEqual([403, 'access_denied']);
    }
    const other = await download(cast.chamberAdminMe.token);
    expect([other.status, other.json?.message]).toEqual([403, 'event_not_editable']);
    expect((await download(cast.chamberAdminRs.token, 'eng', 999_999)).status).toBe(404);
  });
});
