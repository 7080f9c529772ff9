import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ContactPlace, contactPlaces, type ContactVisibility } from '@portal/contracts/accounts/contact-visibility';
import type { Actor } from '../../context.ts';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildSession, buildUser, type Cast } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadActor } from '../accounts/actor.repository.ts';
import { contactPersons } from './contact-persons.repository.ts';
import { type ContactReader, shownContacts, visibleContactColumns, visibleContactValues } from './contact-visibility.policy.ts';

let t0: TestApp;
let cast: Cast;
/** The people whose contacts are read, by what they chose. */
let people: Record<'hidden' | 'phoneOnProfile' | 'allEverywhere' | 'mncEmailInSearch' | 'guestEmailAtEvents', number>;
let readers: Record<string, ContactReader>;

const everywhere = [...contactPlaces];

async function personWith(o: { companyId?: number; role: 4 | 5 }, visibility: ContactVisibility) {
  const user = await buildUser(t0.db, o);
  await t0.db
    .update(t.users)
    .set({
      phone: '+381 11 000',
      directPhone: '+381 11 001',
      phoneMiddlePart: '000',
      emailShownIn: visibility.email,
      phoneShownIn: visibility.phone,
    })
    .where(eq(t.users.pkUserId, user.pkUserId));
  return user.pkUserId;
}

async function actorOf(userId: number): Promise<Actor> {
  const session = await buildSession(t0.db, userId);
  const actor = await loadActor(t0.db, userId, session.id, { address: '127.0.0.1', userAgent: null }, null);
  if (!actor) throw new Error(`no actor for ${userId}`);
  return actor;
}

beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  const rs = cast.companies.companyRs.pkCompanyId;
  people = {
    hidden: await personWith({ role: 4, companyId: rs }, { email: [], phone: [] }),
    phoneOnProfile: await personWith({ role: 4, companyId: rs }, { email: [], phone: ['companyProfile'] }),
    allEverywhere: await personWith({ role: 4, companyId: rs }, { email: everywhere, phone: everywhere }),
    mncEmailInSearch: await personWith({ role: 4, companyId: cast.companies.mncDe.pkCompanyId }, { email: ['search'], phone: [] }),
    guestEmailAtEvents: await personWith({ role: 5 }, { email: ['eventAttendees'], phone: [] }),
  };
  const reader = async (p: { userId: number }, organiser = false) => ({ actor: await actorOf(p.userId), organiser });
  readers = {
    anonymous: { actor: null },
    outsider: await reader(cast.companyAdminMe),
    colleague: await reader(cast.employeeRs),
    guest: await reader(cast.guestUser),
    ownChamber: await reader(cast.chamberAdminRs),
    otherChamber: await reader(cast.chamberAdminMe),
    platform: await reader(cast.platformAdmin),
    organiser: await reader(cast.chamberAdminMe, true),
  };
});

/** What the predicate shows to a reader in a place, per person: [email, phone] as seen. */
async function byPredicate(reader: ContactReader, place: ContactPlace) {
  const ids = Object.values(people);
  const facts = await contactPersons(t0.db, ids);
  const rows = await t0.db.select().from(t.users).where(inArray(t.users.pkUserId, ids));
  return new Map(rows.map((u) => [u.pkUserId, visibleContactValues(shownContacts(reader, facts.get(u.pkUserId)!, place), u)]));
}

/** What a list selecting the policy's SQL columns shows. */
async function bySql(reader: ContactReader, place: ContactPlace) {
  const rows = await t0.db
    .select({ id: t.users.pkUserId, ...visibleContactColumns(reader, place) })
    .from(t.users)
    // A join of companies in the list itself must not confuse the policy's own subquery.
    .leftJoin(t.companies, eq(t.companies.pkCompanyId, t.users.fkCompanyId))
    .where(inArray(t.users.pkUserId, Object.values(people)));
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}

/** Which people a reader sees the e-mail and the phone of, by the predicate. */
async function seen(reader: string, place: ContactPlace) {
  const shown = await byPredicate(readers[reader], place);
  const names = (kind: 'email' | 'phone') =>
    Object.entries(people)
      .filter(([, id]) => shown.get(id)![kind] !== null)
      .map(([name]) => name);
  return { email: names('email'), phone: names('phone') };
}

describe('the contact visibility predicate', () => {
  it('shows nothing but what each person chose to an outsider company user, a guest and an anonymous reader', async () => {
    for (const reader of ['outsider', 'guest', 'anonymous']) {
      expect(await seen(reader, 'companyProfile')).toEqual({ email: ['allEverywhere'], phone: ['phoneOnProfile', 'allEverywhere'] });
      expect(await seen(reader, 'search')).toEqual({ email: ['allEverywhere', 'mncEmailInSearch'], phone: ['allEverywhere'] });
      expect(await seen(reader, 'eventAttendees')).toEqual({ email: ['allEverywhere', 'guestEmailAtEvents'], phone: ['allEverywhere'] });
      expect(await seen(reader, 'profilePdf')).toEqual({ email: ['allEverywhere'], phone: ['allEverywhere'] });
    }
  });

  it('shows colleagues everything of their own company, and only the choices of others', async () => {
    const companyRs = ['hidden', 'phoneOnProfile', 'allEverywhere'];
    expect(await seen('colleague', 'search')).toEqual({ email: [...companyRs, 'mncEmailInSearch'], phone: companyRs });
    expect(await seen('colleague', 'profilePdf')).toEqual({ email: companyRs, phone: companyRs });
  });

  it("shows a chamber administrator everything of the companies their chamber rule covers, and the platform administrator everybody's", async () => {
    // Every chamber's rule covers a multinational outside WB6; only Serbia's covers the Serbian company.
    const companies = ['hidden', 'phoneOnProfile', 'allEverywhere', 'mncEmailInSearch'];
    expect(await seen('ownChamber', 'profilePdf')).toEqual({ email: companies, phone: companies });
    expect(await seen('otherChamber', 'profilePdf')).toEqual({
      email: ['allEverywhere', 'mncEmailInSearch'],
      phone: ['allEverywhere', 'mncEmailInSearch'],
    });
    const all = Object.keys(people);
    for (const place of contactPlaces) expect(await seen('platform', place)).toEqual({ email: all, phone: all });
  });

  it("shows an event's organiser the e-mails of its attendees, but the phones only where people show them", async () => {
    expect(await seen('organiser', 'eventAttendees')).toEqual({
      email: ['hidden', 'phoneOnProfile', 'allEverywhere', 'mncEmailInSearch', 'guestEmailAtEvents'],
      phone: ['allEverywhere', 'mncEmailInSearch'],
    });
    // Elsewhere the organiser is a reader like any other (here Montenegro's chamber).
    expect(await seen('organiser', 'companyProfile')).toEqual(await seen('otherChamber', 'companyProfile'));
  });

  it('hides the three phone columns together and keeps every value a person shows', async () => {
    const shown = await byPredicate(readers.outsider, 'companyProfile');
    expect(shown.get(people.phoneOnProfile)).toEqual({
      email: null,
      phone: '+381 11 000',
      phoneMiddlePart: '000',
      directPhone: '+381 11 001',
    });
    expect(shown.get(people.hidden)).toEqual({ email: null, phone: null, phoneMiddlePart: null, directPhone: null });
  });
});

describe("the policy's SQL", () => {
  it('lists exactly what the predicate allows, for every kind of reader in every place', async () => {
    for (const [name, reader] of Object.entries(readers)) {
      for (const place of contactPlaces) {
        expect({ name, place, rows: await bySql(reader, place) }).toEqual({ name, place, rows: await byPredicate(reader, place) });
      }
    }
  });
});
