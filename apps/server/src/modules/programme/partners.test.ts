import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildEvent, buildInvitation, type Cast, call, chamberId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildPartner } from './programme.test-support.ts';

let t0: TestApp;
let cast: Cast;
let rs: number;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  rs = await chamberId(t0.db, 'RS');
});

const api = (method: string, path: string, body?: object, token: string | undefined = cast.chamberAdminRs.token) =>
  call(t0.app, method, `/api/EventPartners${path}`, { token, body });
const onEvent = async (fkEventId: number, token?: string) =>
  (await api('POST', '/search-on-event', { fkEventId }, token)).json.eventPartners as {
    pkEventPartnerId: number;
    name: string;
    isOrganizer: boolean;
    sortOrder: number;
  }[];
const names = async (fkEventId: number) => (await onEvent(fkEventId)).map((p) => p.name);

describe('partners', () => {
  it('creates partners on an event in order, reuses, flags, reorders and removes them', async () => {
    const event = await buildEvent(t0.db, { assistants: ['ME'] });
    const first = await api('POST', '/', {
      name: 'Agro Bank',
      link: 'agrobank.rs',
      description: '<p>Main <em>sponsor</em><img src=x onerror=alert(1)></p>',
      fkEventId: event.pkEventId,
      isOrganizer: true,
    });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      pkEventPartnerId: expect.any(Number),
      logo: null,
      name: 'Agro Bank',
      description: '<p>Main <em>sponsor</em></p>',
      link: 'agrobank.rs',
      fkEventId: event.pkEventId,
      fkChamberId: rs,
      isOrganizer: true,
      sortOrder: 1,
      mainLanguage: 'eng',
      textLanguages: { description: 'eng' },
      editableTexts: { mainLanguage: 'eng', texts: { eng: { description: '<p>Main <em>sponsor</em></p>' } } },
    });
    // An assistant organiser adds one too; it belongs to the assistant's chamber.
    const second = await api('POST', '/', { name: 'Danube Logistics', fkEventId: event.pkEventId }, cast.chamberAdminMe.token);
    expect(second.json).toMatchObject({ sortOrder: 2, isOrganizer: false, fkChamberId: await chamberId(t0.db, 'ME') });
    const reusable = await api('POST', '/', { name: 'Fresh Fruit Cluster' });
    expect(reusable.json).toMatchObject({ fkEventId: null, sortOrder: null });

    // search-all with the event: the organising chambers' partners not on it yet.
    const offered = await api('POST', '/search-all', { fkEventId: event.pkEventId });
    expect(offered.json.eventPartners.map((p: { name: string }) => p.name)).toEqual(['Fresh Fruit Cluster']);
    const added = await api('POST', '/add-existing-event-partner-to-event', {
      fkEventId: event.pkEventId,
      pkEventPartnerId: reusable.json.pkEventPartnerId,
    });
    expect(added.json.eventPartners.map((p: { name: string }) => p.name)).toEqual(['Agro Bank', 'Danube Logistics', 'Fresh Fruit Cluster']);
    const again = await api('POST', '/add-existing-event-partner-to-event', {
      fkEventId: event.pkEventId,
      pkEventPartnerId: reusable.json.pkEventPartnerId,
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('partner_already_on_event');

    const ids = (await onEvent(event.pkEventId)).map((p) => p.pkEventPartnerId);
    const reordered = await api('PUT', '/change-order-partners-in-event', { fkEventId: event.pkEventId, orderList: [ids[2], ids[0]] });
    // Left-out partners follow the listed ones.
    expect(reordered.json.eventPartners.map((p: { name: string; sortOrder: number }) => [p.name, p.sortOrder])).toEqual([
      ['Fresh Fruit Cluster', 1],
      ['Agro Bank', 2],
      ['Danube Logistics', 3],
    ]);
    const flagged = await api('PUT', '/set-is-organizer-in-event', {
      fkEventId: event.pkEventId,
      pkEventPartnerId: ids[1],
      isOrganizer: true,
    });
    expect(flagged.json.eventPartners.find((p: { pkEventPartnerId: number }) => p.pkEventPartnerId === ids[1]).isOrganizer).toBe(true);

    const removed = await api('POST', '/remove-event-partner-from-event', { fkEventId: event.pkEventId, pkEventPartnerId: ids[0] });
    expect(removed.json.eventPartners.map((p: { name: string; sortOrder: number }) => [p.name, p.sortOrder])).toEqual([
      ['Fresh Fruit Cluster', 1],
      ['Danube Logistics', 2],
    ]);
    expect(
      (await api('POST', '/remove-event-partner-from-event', { fkEventId: event.pkEventId, pkEventPartnerId: ids[0] })).json.message,
    ).toBe('partner_not_on_event');
    // Still the chamber's, for other events.
    expect((await api('GET', `/${ids[0]}`)).json.name).toBe('Agro Bank');

    const updated = await api('PUT', '', {
      pkEventPartnerId: reusable.json.pkEventPartnerId,
      name: 'Fresh Fruit Cluster Serbia',
      fkEventId: event.pkEventId,
      isOrganizer: true,
    });
    expect(updated.json).toMatchObject({ name: 'Fresh Fruit Cluster Serbia', isOrganizer: true, sortOrder: 1, fkEventId: event.pkEventId });
  });

  it('pages the chamber partners and deletes a partner from events not yet ended', async () => {
    const upcoming = await buildEvent(t0.db);
    const past = await buildEvent(t0.db, {
      startDate: new Date(Date.now() - 5 * 86400_000),
      endDate: new Date(Date.now() - 4 * 86400_000),
    });
    const partner = await buildPartner(t0.db, { name: 'Zeta Leaving' });
    for (const e of [upcoming, past])
      await t0.db.insert(t.eventPartners).values({ fkEventId: e.pkEventId, fkPartnerId: partner.pkPartnerId, sortOrder: 1 });
    const page = await api('POST', '/search-all', { pageSize: 2 });
    expect(page.json.totalCount).toBeGreaterThanOrEqual(3);
    expect(page.json.totalPages).toBe(Math.ceil(page.json.totalCount / 2));
    expect((await api('DELETE', `/${partner.pkPartnerId}`, undefined, cast.chamberAdminMe.token)).json.message).toBe(
      'partner_not_editable',
    );
    expect((await api('DELETE', `/${partner.pkPartnerId}`)).status).toBe(200);
    expect(await names(upcoming.pkEventId)).toEqual([]);
    expect(await names(past.pkEventId)).toEqual(['Zeta Leaving']);
    expect((await api('POST', '/search-all', { name: 'zeta' })).json.eventPartners).toEqual([]);
    expect((await api('GET', `/${partner.pkPartnerId}`)).status).toBe(404);
  });

  it('shows partners of a public event to anyone, of an invitation-only one to invited people', async () => {
    const open = await buildEvent(t0.db, { isPublic: true });
    const closed = await buildEvent(t0.db, { isPublic: false });
    const partner = await buildPartner(t0.db, { name: 'Shown' });
    for (const e of [open, closed])
      await t0.db.insert(t.eventPartners).values({ fkEventId: e.pkEventId, fkPartnerId: partner.pkPartnerId, sortOrder: 1 });
    expect((await api('POST', '/search-on-event', { fkEventId: open.pkEventId }, '')).status).toBe(200);
    expect((await api('POST', '/search-on-event', { fkEventId: open.pkEventId }, cast.guestUser.token)).json.eventPartners).toHaveLength(1);
    const refused = await api('POST', '/search-on-event', { fkEventId: closed.pkEventId }, cast.employeeRs.token);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('dont_have_invitation');
    expect((await api('POST', '/search-on-event', { fkEventId: closed.pkEventId }, '')).json.message).toBe('dont_have_invitation');
    await buildInvitation(t0.db, { eventId: closed.pkEventId, userId: cast.employeeRs.userId, email: cast.employeeRs.email });
    expect((await api('POST', '/search-on-event', { fkEventId: closed.pkEventId }, cast.employeeRs.token)).status).toBe(200);
    expect((await api('GET', `/${partner.pkPartnerId}`, undefined, cast.employeeRs.token)).json.name).toBe('Shown');
    expect((await api('GET', `/${partner.pkPartnerId}`, undefined, cast.companyAdminMe.token)).status).toBe(200);
    const draft = await buildEvent(t0.db, { isAnnounced: false });
    expect((await api('POST', '/search-on-event', { fkEventId: draft.pkEventId }, '')).status).toBe(404);
  });

  it('refuses what organisers may not do and bad input, with translated messages', async () => {
    const event = await buildEvent(t0.db);
    const foreign = await buildPartner(t0.db, { chamber: 'MK', name: 'Foreign' });
    const notTheirs = await api('POST', '/add-existing-event-partner-to-event', {
      fkEventId: event.pkEventId,
      pkEventPartnerId: foreign.pkPartnerId,
    });
    expect(notTheirs.status).toBe(422);
    expect(notTheirs.json.message).toBe('partner_not_of_event_chambers');
    expect((await api('POST', '/', { name: 'X', fkEventId: event.pkEventId }, cast.chamberAdminMe.token)).json.message).toBe(
      'event_not_editable',
    );
    expect((await api('POST', '/', { name: 'X' }, cast.employeeRs.token)).json.message).toBe('access_denied');
    const bad = await api('POST', '/', { name: '', link: 'not a link', logo: 'x.gif' });
    expect(bad.json.fields).toEqual({ name: 'validation.required', link: 'validation.link', logo: 'validation.invalid' });
    const dup = await api('PUT', '/change-order-partners-in-event', { fkEventId: event.pkEventId, orderList: [1, 1] });
    expect(dup.json.fields).toEqual({ orderList: 'validation.duplicate' });
    const stranger = await api('PUT', '/change-order-partners-in-event', { fkEventId: event.pkEventId, orderList: [foreign.pkPartnerId] });
    expect(stranger.status).toBe(400);
    expect(stranger.json.fields).toEqual({ orderList: 'partner_not_on_event' });
    expect((await api('PUT', '/change-order-partners-in-event', { fkEventId: event.pkEventId, orderList: [] })).json.fields).toEqual({
      orderList: 'validation.required',
    });
    // The platform administrator's partner on an event belongs to the event's chamber.
    const byAdmin = await api('POST', '/', { name: 'Admin partner', fkEventId: event.pkEventId }, cast.platformAdmin.token);
    expect(byAdmin.json.fkChamberId).toBe(rs);
    const elsewhere = await api(
      'POST',
      '/',
      { name: 'Elsewhere', fkEventId: event.pkEventId, fkChamberId: foreign.fkChamberId },
      cast.platformAdmin.token,
    );
    expect(elsewhere.json.message).toBe('partner_not_of_event_chambers');
  });

  it('keeps one whole order when partners are reordered and added at once', async () => {
    const event = await buildEvent(t0.db);
    const partners = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((name) => buildPartner(t0.db, { name })));
    // Added together: each gets its own place at the end.
    const adds = await Promise.all(
      partners.map((p) =>
        api('POST', '/add-existing-event-partner-to-event', { fkEventId: event.pkEventId, pkEventPartnerId: p.pkPartnerId }),
      ),
    );
    expect(adds.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const stored = await t0.db.select().from(t.eventPartners).where(eq(t.eventPartners.fkEventId, event.pkEventId));
    expect(new Set(stored.map((r) => r.sortOrder)).size).toBe(5);

    const ids = partners.map((p) => p.pkPartnerId);
    const orders = [ids, [...ids].reverse(), [ids[2], ids[0], ids[4], ids[1], ids[3]], [ids[1], ids[3], ids[0], ids[2], ids[4]]];
    for (let round = 0; round < 3; round++) {
      const rs = await Promise.all(
        orders.map((orderList) => api('PUT', '/change-order-partners-in-event', { fkEventId: event.pkEventId, orderList })),
      );
      expect(rs.every((r) => r.status === 200)).toBe(true);
      const final = (await onEvent(event.pkEventId)).map((p) => p.pkEventPartnerId);
      expect(orders.map((o) => o.join())).toContain(final.join());
      const positions = await t0.db
        .select({ sortOrder: t.eventPartners.sortOrder })
        .from(t.eventPartners)
        .where(and(eq(t.eventPartners.fkEventId, event.pkEventId)));
      expect(positions.map((p) => p.sortOrder).sort()).toEqual([1, 2, 3, 4, 5]);
    }
  });
});
