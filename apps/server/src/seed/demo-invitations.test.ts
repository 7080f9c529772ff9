import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';
import { MEETING_ATTENDEES } from './demo-meetings.ts';

let t0: TestApp;
beforeAll(async () => {
  t0 = await createTestApp();
  await seedDemo(t0.db, {});
});

const signIn = async (email: string) =>
  (await call(t0.app, 'POST', '/api/account/authenticate', { body: { email: `${email}@market-access.demo`, password: DEMO_PASSWORD } }))
    .json.data.jwToken as string;

describe('demo invitations', () => {
  it('registers company.rs on the forum with a product, invites employee.rs, and lets the unverified company skip through the Montenegrin meeting', async () => {
    const chamber = await signIn('chamber.rs');
    const forum = (await call(t0.app, 'POST', '/api/Events/search-events-in-my-chamber', { token: chamber, body: {} })).json.events.find(
      (e: { name: string }) => e.name === 'Western Balkans Food & Agri B2B Forum',
    );
    const attendees = await call(t0.app, 'POST', '/api/Events/search-attendees-in-event', {
      token: chamber,
      body: { fkEventId: forum.pkEventId },
    });
    // demo-meetings.ts registers a few more company administrators to meet company.rs.
    const invited = attendees.json.attendees.filter((a: { email: string }) => !MEETING_ATTENDEES.includes(a.email));
    expect(invited.map((a: { email: string; isAccepted: boolean }) => [a.email, a.isAccepted])).toEqual([
      ['employee.rs@market-access.demo', false],
      ['company.rs@market-access.demo', true],
    ]);
    const companyRs = await signIn('company.rs');
    const companyId = invited[1].fkCompanyId;
    const products = await call(t0.app, 'POST', `/api/Products/company-products-on-event/${companyId}/${forum.pkEventId}`, {
      token: companyRs,
      body: { onlyInEvent: true },
    });
    expect(products.json.products.map((p: { name: string }) => p.name)).toEqual(['Idared apples, class I']);
    const employee = await signIn('employee.rs');
    const status = await call(t0.app, 'GET', `/api/Events/check-user-can-register-to-event/${forum.pkEventId}`, { token: employee });
    expect(status.json).toMatchObject({ canRegister: true, isInvited: true, isRegistered: false });
    const unverified = await signIn('unverified.rs');
    const me = await call(t0.app, 'GET', '/api/account/get-current-user', { token: unverified });
    const skip = await call(
      t0.app,
      'GET',
      `/api/CompanyEmployee/check-company-users-has-accepted-event-initations/${me.json.fkCompanyId}`,
      {
        token: unverified,
      },
    );
    expect(skip.json.skipRegistrationEvents).toMatchObject([{ name: 'Adriatic Tourism Investment Meeting' }]);
  });
});

interface Meeting {
  scheduleName: string;
  tableNumber: number;
  status: string;
  reservingUser: { lastName: string };
  reservedUser: { lastName: string };
}

describe('demo meetings', () => {
  it("arrange confirmed and requested meetings on the forum's B2B sessions that company.rs sees and can answer", async () => {
    const token = await signIn('company.rs');
    const forum = (await call(t0.app, 'POST', '/api/Events/search-public-events', { token, body: { name: 'Food' } })).json.events[0];
    const mine = await call(t0.app, 'POST', '/api/UserReservations/get-reservations-for-user', {
      token,
      body: { fkEventId: forum.pkEventId },
    });
    expect(mine.status).toBe(200);
    const list: Meeting[] = mine.json.reservations;
    expect(list.map((m) => [m.scheduleName, m.reservingUser.lastName, m.reservedUser.lastName, m.status])).toEqual([
      ['B2B meetings, day 1', 'Petrović', 'Vuković', 'accepted'],
      ['B2B meetings, day 1', 'Stojanovska', 'Petrović', 'requested'],
      ['B2B meetings, day 1', 'Petrović', 'Trajkovski', 'requested'],
      ['B2B meetings, day 2', 'Petrović', 'Stojanovska', 'accepted'],
    ]);
    const grid = await call(t0.app, 'POST', '/api/UserReservations/get-reservations-for-schedule-grouped', {
      token: await signIn('chamber.rs'),
      body: { fkScheduleId: (list[0] as unknown as { fkScheduleId: number }).fkScheduleId },
    });
    expect(grid.json.slots.flatMap((s: { reservations: Meeting[] }) => s.reservations)).toHaveLength(4);
  });

  it('registers company.al, whose company has no event management, but offers it to nobody for a meeting', async () => {
    const token = await signIn('company.rs');
    const forum = (await call(t0.app, 'POST', '/api/Events/search-public-events', { token, body: { name: 'Food' } })).json.events[0];
    const search = async (body: object) =>
      (await call(t0.app, 'POST', '/api/Events/search-attendees-in-event', { token, body: { fkEventId: forum.pkEventId, ...body } })).json
        .attendees as { lastName: string; fkUserId: number }[];
    const al = (await search({ isAccepted: true })).find((a) => a.lastName === 'Hoxha');
    expect(al).toBeTruthy();
    expect((await search({ canMeet: true })).map((a) => a.lastName).sort()).toEqual([
      'Petrović',
      'Radović',
      'Stojanovska',
      'Trajkovski',
      'Vuković',
    ]);
    const mine = await call(t0.app, 'POST', '/api/UserReservations/get-reservations-for-user', {
      token,
      body: { fkEventId: forum.pkEventId },
    });
    const asked = await call(t0.app, 'POST', '/api/UserReservations', {
      token,
      body: { fkScheduleId: mine.json.reservations[0].fkScheduleId, fkGuestUserId: al?.fkUserId, slotStart: '23:40' },
    });
    expect([asked.status, asked.json.fields]).toEqual([400, { fkGuestUserId: 'meeting_guest_cannot_meet' }]);
  });
});
