import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildCatalogueItem, buildEvent, buildInvitation, type Cast, call } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
let eventId: number;
let companyId: number;
let apples: number;
let pears: number;
let storage: number;
let employeeItem: number;

/** The RS company has two products and a service; its administrator brings apples and storage, an employee pears (not accepted). */
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  eventId = (await buildEvent(t0.db, { chamber: 'RS', isPublic: false })).pkEventId;
  companyId = cast.companies.companyRs.pkCompanyId;
  apples = (await buildCatalogueItem(t0.db, { companyId, kind: 'product', name: 'Idared apples', code: '080810' })).pkItemId;
  pears = (await buildCatalogueItem(t0.db, { companyId, kind: 'product', name: 'Williams pears', code: '080830' })).pkItemId;
  storage = (await buildCatalogueItem(t0.db, { companyId, kind: 'service', name: 'Cold storage' })).pkItemId;
  const admin = await buildInvitation(t0.db, {
    eventId,
    email: cast.companyAdminRs.email,
    userId: cast.companyAdminRs.userId,
    isAccepted: true,
    isUserDataVisibleToOthers: false,
  });
  const employee = await buildInvitation(t0.db, { eventId, email: cast.employeeRs.email, userId: cast.employeeRs.userId });
  await t0.db.insert(t.eventInvitationItems).values([
    { fkEventInvitationId: admin.pkEventInvitationId, fkItemId: apples },
    { fkEventInvitationId: admin.pkEventInvitationId, fkItemId: storage },
    { fkEventInvitationId: employee.pkEventInvitationId, fkItemId: pears },
  ]);
  employeeItem = pears;
});

const products = (token: string | undefined, body: object = {}, company = companyId, event = eventId) =>
  call(t0.app, 'POST', `/api/Products/company-products-on-event/${company}/${event}`, { token, body });
const marks = (r: { json: { products: { pkProductId: number; isInEvent: boolean }[] } }) =>
  r.json.products.map((p) => [p.pkProductId, p.isInEvent]);

describe('company-products-on-event and company-services-on-event', () => {
  it("shows a company user all the company's products marked by their own selection", async () => {
    const mine = await products(cast.companyAdminRs.token);
    expect(mine.status).toBe(200);
    expect(marks(mine)).toEqual([
      [apples, true],
      [pears, false],
    ]);
    expect(mine.json).toMatchObject({ totalCount: 2, totalPages: 1, isUserDataVisibleToOthers: false });
    expect(mine.json.products[0]).toMatchObject({ name: 'Idared apples', classificationCode: '080810', canEdit: true });
    const theirs = await products(cast.employeeRs.token);
    expect(marks(theirs)).toEqual([
      [apples, false],
      [employeeItem, true],
    ]);
    expect(theirs.json.isUserDataVisibleToOthers).toBe(true);
    expect(marks(await products(cast.companyAdminRs.token, { onlyInEvent: true }))).toEqual([[apples, true]]);
    expect(marks(await products(cast.companyAdminRs.token, { name: 'PEAR' }))).toEqual([[pears, false]]);
    const [hs] = await t0.db.select().from(t.codes).where(eq(t.codes.code, '0808'));
    expect((await products(cast.companyAdminRs.token, { classificationIds: [hs.pkCodeId] })).json.totalCount).toBe(2);
    expect(marks(await products(cast.companyAdminRs.token, { pageSize: 1, pageNum: 2 }))).toEqual([[pears, false]]);
    const services = await call(t0.app, 'POST', `/api/Services/company-services-on-event/${companyId}/${eventId}`, {
      token: cast.companyAdminRs.token,
      body: {},
    });
    expect(services.json.services).toMatchObject([{ pkServiceId: storage, name: 'Cold storage', isInEvent: true }]);
  });

  it("shows the event's organisers what the company's accepted attendees bring", async () => {
    for (const token of [cast.chamberAdminRs.token, cast.platformAdmin.token]) {
      const r = await products(token);
      expect(marks(r)).toEqual([[apples, true]]);
      expect(r.json.isUserDataVisibleToOthers).toBe(false);
    }
  });

  it('refuses others, unknown ids and bad input', async () => {
    for (const token of [cast.chamberAdminMe.token, cast.companyAdminMe.token, cast.guestUser.token]) {
      const r = await products(token);
      expect([r.status, r.json.message]).toEqual([403, 'company_items_not_visible']);
    }
    expect((await products(undefined)).status).toBe(401);
    expect((await products(cast.companyAdminRs.token, {}, companyId, 999999)).status).toBe(404);
    expect((await products(cast.chamberAdminRs.token, {}, 999999)).status).toBe(404);
    expect((await products(cast.companyAdminRs.token, { pageSize: 0 })).status).toBe(400);
    expect(
      (await call(t0.app, 'POST', `/api/Products/company-products-on-event/x/${eventId}`, { token: cast.companyAdminRs.token, body: {} }))
        .status,
    ).toBe(400);
  });
});
