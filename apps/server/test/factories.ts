import { and, eq } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import * as t from '../src/db/schema/all.ts';
import { signAccessToken } from '../src/lib/jwt.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { sessionExpiry } from '../src/modules/accounts/tokens.service.ts';
import { grantAllConsents } from '../src/modules/accounts/consents.repository.ts';

export const TEST_PASSWORD = 'Test#Pass1';
let passwordHash: Promise<string> | null = null;
const defaultHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));
let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

export async function countryId(db: Db, alpha2: string) {
  const [c] = await db.select().from(t.countries).where(eq(t.countries.alpha2, alpha2));
  return c.pkCountryId;
}

export async function codeId(db: Db, type: number, code: string) {
  const [c] = await db
    .select()
    .from(t.codes)
    .where(and(eq(t.codes.fkCodeTypeId, type), eq(t.codes.code, code)));
  return c.pkCodeId;
}

export async function chamberId(db: Db, alpha2: string) {
  return codeId(db, 9, alpha2);
}

export async function buildCompany(
  db: Db,
  o: { country?: string; isMnc?: boolean; isVerified?: boolean; modules?: number[]; name?: string } = {},
) {
  const [company] = await db
    .insert(t.companies)
    .values({
      name: o.name ?? `Company ${unique()}`,
      fkCountryId: await countryId(db, o.country ?? 'RS'),
      isMnc: o.isMnc ?? false,
      isVerified: o.isVerified ?? true,
    })
    .returning();
  const modules = o.modules ?? [1, 2, 3, 4];
  if (modules.length) await db.insert(t.companyModules).values(modules.map((moduleId) => ({ fkCompanyId: company.pkCompanyId, moduleId })));
  return company;
}

export interface UserOptions {
  role: 1 | 2 | 3 | 4 | 5;
  companyId?: number;
  chamber?: string;
  email?: string;
  password?: string;
  passwordChangeNeeded?: boolean;
  emailConfirmed?: boolean;
  isActive?: boolean;
  firstName?: string;
}

export async function buildUser(db: Db, o: UserOptions) {
  const email = o.email ?? `user-${unique()}@example.test`;
  const chamber = o.chamber ? await chamberId(db, o.chamber) : null;
  const [chamberRow] = chamber ? await db.select().from(t.codes).where(eq(t.codes.pkCodeId, chamber)) : [];
  const [user] = await db
    .insert(t.users)
    .values({
      email,
      userName: email,
      firstName: o.firstName ?? 'Test',
      lastName: `User ${o.role}`,
      passwordHash: o.password ? await hashPassword(o.password) : await defaultHash(),
      fkRoleId: o.role,
      fkCompanyId: o.companyId ?? null,
      fkChamberId: chamber,
      fkCountryId: chamberRow?.fkCountryId ?? null,
      passwordChangeNeeded: o.passwordChangeNeeded ?? false,
      emailConfirmed: o.emailConfirmed ?? true,
      isVerified: true,
      isActive: o.isActive ?? true,
    })
    .returning();
  // A test's person accepted the current documents and gave the optional consents, unless the test withdraws them.
  await grantAllConsents(db, [user.pkUserId]);
  return user;
}

/** A session row of a user, live for the session lifetime, as a sign-in without remember me starts it. */
export async function buildSession(db: Db, userId: number) {
  const createdAt = new Date();
  const expiresAt = sessionExpiry({ createdAt, rememberMe: false }, createdAt);
  const [session] = await db.insert(t.sessions).values({ fkUserId: userId, createdAt, expiresAt }).returning();
  return session;
}

/** Signs a user in without the password round trip: a session row and an access token. */
export async function tokenFor(app: App, userId: number) {
  const session = await buildSession(app.ctx.db, userId);
  return signAccessToken(app.ctx.secret, userId, session.id);
}

export interface Person {
  userId: number;
  email: string;
  token: string;
  companyId: number | null;
}

export async function person(app: App, o: UserOptions): Promise<Person> {
  const user = await buildUser(app.ctx.db, o);
  return { userId: user.pkUserId, email: user.email, token: await tokenFor(app, user.pkUserId), companyId: user.fkCompanyId };
}

/** The cast every access test uses: one person per role, and the chamber rule's variants. */
export async function buildCast(app: App) {
  const db = app.ctx.db;
  const companyRs = await buildCompany(db, { country: 'RS' });
  const companyMe = await buildCompany(db, { country: 'ME' });
  const unverifiedRs = await buildCompany(db, { country: 'RS', isVerified: false });
  const mncDe = await buildCompany(db, { country: 'DE', isMnc: true });
  return {
    companies: { companyRs, companyMe, unverifiedRs, mncDe },
    platformAdmin: await person(app, { role: 1 }),
    chamberAdminRs: await person(app, { role: 2, chamber: 'RS' }),
    chamberAdminMe: await person(app, { role: 2, chamber: 'ME' }),
    companyAdminRs: await person(app, { role: 3, companyId: companyRs.pkCompanyId }),
    companyAdminMe: await person(app, { role: 3, companyId: companyMe.pkCompanyId }),
    unverifiedAdminRs: await person(app, { role: 3, companyId: unverifiedRs.pkCompanyId }),
    mncAdminDe: await person(app, { role: 3, companyId: mncDe.pkCompanyId }),
    employeeRs: await person(app, { role: 4, companyId: companyRs.pkCompanyId }),
    guestUser: await person(app, { role: 5 }),
  };
}
export type Cast = Awaited<ReturnType<typeof buildCast>>;

/** app.inject with a bearer token and a JSON body. */
export async function call(
  app: App,
  method: string,
  url: string,
  o: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers },
    ...(o.body !== undefined ? { payload: o.body as object } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary answer shapes
  let json: any = null;
  try {
    json = res.json();
  } catch {
    json = null;
  }
  return { status: res.statusCode, json, res };
}

export type EventOptions = Partial<typeof t.events.$inferInsert> & { chamber?: string; assistants?: string[] };

/**
 * An event of a chamber (RS by default), announced and public unless told, starting in 30
 * days for two days; `assistants` adds assistant organiser chambers by alpha-2.
 */
export async function buildEvent(db: Db, o: EventOptions = {}) {
  const { chamber, assistants, ...values } = o;
  const start = values.startDate ?? new Date(Date.now() + 30 * 86400000);
  const [event] = await db
    .insert(t.events)
    .values({
      name: `Event ${unique()}`,
      fkChamberId: await chamberId(db, chamber ?? 'RS'),
      startDate: start,
      endDate: new Date(start.getTime() + 2 * 86400000),
      venue: 'Sava Centar, Belgrade',
      isAnnounced: true,
      isPublic: true,
      ...values,
    })
    .returning();
  for (const a of assistants ?? [])
    await db.insert(t.eventChambers).values({ fkEventId: event.pkEventId, fkChamberId: await chamberId(db, a) });
  return event;
}

/** An invitation (attendee) of a person or an e-mail to an event. */
export async function buildInvitation(
  db: Db,
  o: { eventId: number; userId?: number; email: string } & Partial<typeof t.eventInvitations.$inferInsert>,
) {
  const { eventId, userId, ...values } = o;
  const [row] = await db
    .insert(t.eventInvitations)
    .values({
      fkEventId: eventId,
      fkUserId: userId ?? null,
      ...values,
      acceptedAt: values.acceptedAt ?? (values.isAccepted ? new Date() : null),
    })
    .returning();
  return row;
}

/** A product (HS 080810 by default) or service (NACE 52.10 by default) of a company. */
export async function buildCatalogueItem(db: Db, o: { companyId: number; kind: 'product' | 'service'; name?: string; code?: string }) {
  const classification = await codeId(db, o.kind === 'product' ? 6 : 5, o.code ?? (o.kind === 'product' ? '080810' : '52.10'));
  const [row] = await db
    .insert(t.catalogueItems)
    .values({ kind: o.kind, fkCompanyId: o.companyId, fkClassificationId: classification, name: o.name ?? `Item ${unique()}` })
    .returning();
  return row;
}
