import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Db } from '../client.ts';
import * as t from '../schema/all.ts';

export interface DemoOptions {
  adminEmail?: string;
  adminPassword?: string;
}

/** The one password of every demo account, printed at start and listed in the README. */
export const DEMO_PASSWORD = 'Demo#2026';
export const DEMO_ADMIN_EMAIL = 'admin@market-access.demo';

interface DemoCompany {
  name: string;
  country: string;
  isMnc?: boolean;
  isVerified: boolean;
  modules: number[];
  types: string[];
  sectors: string[];
  admin: [string, string, string];
  employees: [string, string, string][];
}

const demoCompanies: DemoCompany[] = [
  {
    name: 'Dunav Foods d.o.o.',
    country: 'RS',
    isVerified: true,
    modules: [1, 2, 3, 4],
    types: ['1'],
    sectors: ['10.39', '10.51'],
    admin: ['company.rs@market-access.demo', 'Milica', 'Petrović'],
    employees: [
      ['employee.rs@market-access.demo', 'Nikola', 'Jovanović'],
      ['sales.rs@market-access.demo', 'Ana', 'Marković'],
    ],
  },
  {
    name: 'Adriatic Logistics',
    country: 'ME',
    isVerified: true,
    modules: [1, 2, 4],
    types: ['2'],
    sectors: ['52.10', '49.41'],
    admin: ['company.me@market-access.demo', 'Marko', 'Vuković'],
    employees: [['employee.me@market-access.demo', 'Jelena', 'Radović']],
  },
  {
    name: 'Vardar Soft',
    country: 'MK',
    isVerified: true,
    modules: [1, 2, 3, 4],
    types: ['2'],
    sectors: ['62.01', '62.02'],
    admin: ['company.mk@market-access.demo', 'Elena', 'Stojanovska'],
    employees: [['employee.mk@market-access.demo', 'Bojan', 'Trajkovski']],
  },
  {
    name: 'Tirana Textiles sh.p.k.',
    country: 'AL',
    isVerified: true,
    modules: [1, 3, 4],
    types: ['1'],
    sectors: ['14.13', '13.92'],
    admin: ['company.al@market-access.demo', 'Arben', 'Hoxha'],
    employees: [],
  },
  {
    name: 'Nordic Machines GmbH',
    country: 'DE',
    isMnc: true,
    isVerified: true,
    modules: [1, 2, 3, 4],
    types: ['1', '3'],
    sectors: ['28.41', '28.22'],
    admin: ['company.mnc@market-access.demo', 'Lukas', 'Becker'],
    employees: [],
  },
  {
    name: 'Novi Start d.o.o.',
    country: 'RS',
    isVerified: false,
    modules: [1, 4],
    types: ['3'],
    sectors: ['46.90'],
    admin: ['unverified.rs@market-access.demo', 'Stefan', 'Ilić'],
    employees: [],
  },
];

async function countryId(db: Db, alpha2: string) {
  const [c] = await db.select().from(t.countries).where(eq(t.countries.alpha2, alpha2));
  return c.pkCountryId;
}

async function codeId(db: Db, type: number, code: string) {
  const [c] = await db
    .select()
    .from(t.codes)
    .where(and(eq(t.codes.fkCodeTypeId, type), eq(t.codes.code, code)));
  return c.pkCodeId;
}

/** Creates the platform administrator on first start: from the environment, or the demo one. */
export async function ensurePlatformAdmin(db: Db, options: DemoOptions): Promise<{ email: string; password?: string } | null> {
  const [existing] = await db.select().from(t.users).where(eq(t.users.fkRoleId, 1)).limit(1);
  if (existing) return null;
  const email = options.adminEmail ?? DEMO_ADMIN_EMAIL;
  const password = options.adminPassword ?? DEMO_PASSWORD;
  await db.insert(t.users).values({
    email,
    userName: email,
    firstName: 'Platform',
    lastName: 'Administrator',
    passwordHash: await hashPassword(password),
    fkRoleId: 1,
    emailConfirmed: true,
    isVerified: true,
  });
  return { email, password: options.adminPassword ? undefined : password };
}

export async function seedDemo(db: Db, _options: DemoOptions) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const person = (email: string, firstName: string, lastName: string) => ({
    email,
    userName: email,
    firstName,
    lastName,
    passwordHash,
    emailConfirmed: true,
    isVerified: true,
  });
  const chambers = await db.select().from(t.codes).where(eq(t.codes.fkCodeTypeId, 9));
  for (const chamber of chambers) {
    await db.insert(t.users).values({
      ...person(`chamber.${chamber.code.toLowerCase()}@market-access.demo`, 'Chamber', `Administrator ${chamber.code}`),
      fkRoleId: 2,
      fkChamberId: chamber.pkCodeId,
      fkCountryId: chamber.fkCountryId,
    });
  }
  for (const c of demoCompanies) {
    const fkCountryId = await countryId(db, c.country);
    const [company] = await db
      .insert(t.companies)
      .values({
        name: c.name,
        fkCountryId,
        isMnc: c.isMnc ?? false,
        isVerified: c.isVerified,
        memberSince: c.isVerified ? new Date('2025-03-01T00:00:00Z') : null,
        address: 'Main street 1',
        contactFirstName: c.admin[1],
        contactLastName: c.admin[2],
        contactEmail: c.admin[0],
      })
      .returning();
    const fkCompanyId = company.pkCompanyId;
    await db.insert(t.companyModules).values(c.modules.map((moduleId) => ({ fkCompanyId, moduleId })));
    for (const type of c.types) await db.insert(t.companyTypes).values({ fkCompanyId, fkCodeId: await codeId(db, 3, type) });
    for (const s of c.sectors) await db.insert(t.companySectors).values({ fkCompanyId, fkCodeId: await codeId(db, 5, s) });
    const [admin] = await db
      .insert(t.users)
      .values({ ...person(...c.admin), fkRoleId: 3, fkCompanyId, fkCountryId })
      .returning();
    await db.update(t.companies).set({ fkContactUserId: admin.pkUserId }).where(eq(t.companies.pkCompanyId, fkCompanyId));
    for (const e of c.employees) await db.insert(t.users).values({ ...person(...e), fkRoleId: 4, fkCompanyId, fkCountryId });
  }
  await db.insert(t.users).values({ ...person('guest@market-access.demo', 'Gordana', 'Gost'), fkRoleId: 5 });
}

/** Demo sign-ins printed at start and listed in the README. */
export const demoAccounts = [
  ['platform administrator', DEMO_ADMIN_EMAIL],
  ['chamber administrator (Serbia)', 'chamber.rs@market-access.demo'],
  ['chamber administrator (Montenegro)', 'chamber.me@market-access.demo'],
  ['company administrator (verified, Serbia)', 'company.rs@market-access.demo'],
  ['company administrator (multinational, Germany)', 'company.mnc@market-access.demo'],
  ['company administrator (unverified, Serbia)', 'unverified.rs@market-access.demo'],
  ['employee (Serbia)', 'employee.rs@market-access.demo'],
  ['registered user without a company', 'guest@market-access.demo'],
];
