import { and, eq, inArray, isNull } from 'drizzle-orm';
import { CodeType, type CodeTypeValue } from '@portal/contracts/codes/code-types';
import { ModuleId, type ModuleIdValue, RoleId } from '@portal/contracts/common/access';
import { hashPassword } from '../lib/passwords.ts';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/all.ts';
import { grantAllConsents } from '../modules/accounts/consents.repository.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoDirectory } from './demo-directory.ts';
import { seedDemoEvents } from './demo-events.ts';
import { seedDemoInvitations } from './demo-invitations.ts';
import { seedDemoLogisticsMeetings } from './demo-logistics-meetings.ts';
import { seedDemoMeetings } from './demo-meetings.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { seedDemoProgramme } from './demo-programme.ts';
import { seedDemoQuestions } from './demo-questions.ts';
import { seedDemoSchedules } from './demo-schedules.ts';
import { codeId, countryId } from './lookups.ts';

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
  modules: ModuleIdValue[];
  types: string[];
  sectors: string[];
  admin: [string, string, string];
  employees: [string, string, string][];
  /** A filled B2B profile, so that visitors see complete profiles and suggestions have reasons. */
  profile?: DemoProfile;
}

interface DemoProfile {
  city: string;
  address: string;
  email: string;
  phone: string;
  web: string;
  ceo: string;
  short: string;
  activity: string;
  turnover: number;
  importCountries: string[];
  exportCountries: string[];
  importProducts: string[];
  exportProducts: string[];
  importServices: string[];
  exportServices: string[];
  partners: string[];
}

const demoCompanies: DemoCompany[] = [
  {
    name: 'Dunav Foods d.o.o.',
    country: 'RS',
    isVerified: true,
    modules: [ModuleId.b2b, ModuleId.eventManagement, ModuleId.supplyChain, ModuleId.supplyAndDemand],
    types: ['1'],
    sectors: ['10.39', '10.51'],
    admin: ['company.rs@market-access.demo', 'Milica', 'Petrović'],
    employees: [
      ['employee.rs@market-access.demo', 'Nikola', 'Jovanović'],
      ['sales.rs@market-access.demo', 'Ana', 'Marković'],
    ],
    profile: {
      city: 'Novi Sad',
      address: 'Bulevar oslobođenja 12',
      email: 'sales@dunavfoods.example',
      phone: '+381 21 555 0100',
      web: 'www.dunavfoods.example',
      ceo: 'Petar Jovanović',
      short: '<p>Family-owned processor of fruit and vegetables from Vojvodina, supplying retail chains across the region.</p>',
      activity: '<p>Frozen fruit, jams and juices.</p>',
      turnover: 1750000,
      importCountries: ['DE', 'IT'],
      exportCountries: ['ME', 'BA', 'MK'],
      importProducts: ['847989'],
      exportProducts: ['080810', '200799'],
      importServices: ['52.10'],
      exportServices: [],
      partners: ['1', '2'],
    },
  },
  {
    name: 'Adriatic Logistics',
    country: 'ME',
    isVerified: true,
    modules: [ModuleId.b2b, ModuleId.eventManagement, ModuleId.supplyAndDemand],
    types: ['2'],
    sectors: ['52.10', '49.41'],
    admin: ['company.me@market-access.demo', 'Marko', 'Vuković'],
    employees: [['employee.me@market-access.demo', 'Jelena', 'Radović']],
    profile: {
      city: 'Podgorica',
      address: 'Bulevar Svetog Petra Cetinjskog 5',
      email: 'office@adriatic-logistics.example',
      phone: '+382 20 555 200',
      web: 'www.adriatic-logistics.example',
      ceo: 'Marko Vuković',
      short: '<p>Warehousing and road transport between the port of Bar and the Western Balkans.</p>',
      activity: '<p>Cold-chain storage and distribution of food.</p>',
      turnover: 900000,
      importCountries: ['RS'],
      exportCountries: ['RS', 'AL'],
      importProducts: ['080810', '040690'],
      exportProducts: [],
      importServices: [],
      exportServices: ['52.10', '49.41'],
      partners: ['1', '4'],
    },
  },
  {
    name: 'Vardar Soft',
    country: 'MK',
    isVerified: true,
    modules: [ModuleId.b2b, ModuleId.eventManagement, ModuleId.supplyChain, ModuleId.supplyAndDemand],
    types: ['2'],
    sectors: ['62.01', '62.02'],
    admin: ['company.mk@market-access.demo', 'Elena', 'Stojanovska'],
    employees: [['employee.mk@market-access.demo', 'Bojan', 'Trajkovski']],
    profile: {
      city: 'Skopje',
      address: 'Partizanski odredi 21',
      email: 'hello@vardarsoft.example',
      phone: '+389 2 555 300',
      web: 'www.vardarsoft.example',
      ceo: 'Elena Stojanovska',
      short: '<p>Software development and IT consulting for manufacturers and logistics companies.</p>',
      activity: '<p>ERP integrations, warehouse systems and mobile apps.</p>',
      turnover: 640000,
      importCountries: ['DE'],
      exportCountries: ['RS', 'AL', 'DE'],
      importProducts: ['847130'],
      exportProducts: [],
      importServices: [],
      exportServices: ['62.01', '62.02'],
      partners: ['10', '6'],
    },
  },
  {
    name: 'Tirana Textiles sh.p.k.',
    country: 'AL',
    isVerified: true,
    modules: [ModuleId.b2b, ModuleId.supplyChain, ModuleId.supplyAndDemand],
    types: ['1'],
    sectors: ['14.13', '13.92'],
    admin: ['company.al@market-access.demo', 'Arben', 'Hoxha'],
    employees: [],
    profile: {
      city: 'Tirana',
      address: 'Rruga e Kavajës 44',
      email: 'info@tiranatextiles.example',
      phone: '+355 4 555 400',
      web: 'www.tiranatextiles.example',
      ceo: 'Arben Hoxha',
      short: '<p>Knitwear and home textiles made for European brands.</p>',
      activity: '<p>Cotton T-shirts and household linen.</p>',
      turnover: 1200000,
      importCountries: ['IT', 'MK'],
      exportCountries: ['IT', 'DE'],
      importProducts: [],
      exportProducts: ['610910'],
      importServices: ['62.01'],
      exportServices: [],
      partners: ['5', '8'],
    },
  },
  {
    name: 'Nordic Machines GmbH',
    country: 'DE',
    isMnc: true,
    isVerified: true,
    modules: [ModuleId.b2b, ModuleId.eventManagement, ModuleId.supplyChain, ModuleId.supplyAndDemand],
    types: ['1', '3'],
    sectors: ['28.41', '28.22'],
    admin: ['company.mnc@market-access.demo', 'Lukas', 'Becker'],
    employees: [],
    profile: {
      city: 'Berlin',
      address: 'Industriestraße 8',
      email: 'balkans@nordic-machines.example',
      phone: '+49 30 555 500',
      web: 'www.nordic-machines.example',
      ceo: 'Lukas Becker',
      short: '<p>Machine builder looking for suppliers of machined parts in the Western Balkans.</p>',
      activity: '<p>Food processing and packaging machines.</p>',
      turnover: 25000000,
      importCountries: ['RS', 'MK', 'AL'],
      exportCountries: ['RS', 'ME'],
      importProducts: ['870899'],
      exportProducts: ['847989'],
      importServices: ['62.01'],
      exportServices: [],
      partners: ['4', '7'],
    },
  },
  {
    name: 'Novi Start d.o.o.',
    country: 'RS',
    isVerified: false,
    modules: [ModuleId.b2b, ModuleId.eventManagement, ModuleId.supplyAndDemand],
    types: ['3'],
    sectors: ['46.90'],
    admin: ['unverified.rs@market-access.demo', 'Stefan', 'Ilić'],
    employees: [],
  },
];

/** Creates the platform administrator on first start: from the environment, or the demo one. */
export async function ensurePlatformAdmin(db: DbOrTx, options: DemoOptions): Promise<{ email: string; password?: string } | null> {
  const [existing] = await db.select().from(t.users).where(eq(t.users.fkRoleId, RoleId.platformAdmin)).limit(1);
  if (existing) return null;
  const email = options.adminEmail ?? DEMO_ADMIN_EMAIL;
  const password = options.adminPassword ?? DEMO_PASSWORD;
  const [admin] = await db
    .insert(t.users)
    .values({
      email,
      userName: email,
      firstName: 'Platform',
      lastName: 'Administrator',
      passwordHash: await hashPassword(password),
      fkRoleId: RoleId.platformAdmin,
      emailConfirmed: true,
      isVerified: true,
    })
    .returning();
  // The demo administrator stands for one who accepted the documents; a named one accepts them at first sign-in.
  if (!options.adminEmail) await grantAllConsents(db, [admin.pkUserId]);
  return { email, password: options.adminPassword ? undefined : password };
}

export async function seedDemo(db: DbOrTx, _options: DemoOptions) {
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
  const chambers = await db.select().from(t.codes).where(eq(t.codes.fkCodeTypeId, CodeType.chamber));
  for (const chamber of chambers) {
    await db.insert(t.users).values({
      ...person(`chamber.${chamber.code.toLowerCase()}@market-access.demo`, 'Chamber', `Administrator ${chamber.code}`),
      fkRoleId: RoleId.chamberAdmin,
      fkChamberId: chamber.pkCodeId,
      fkCountryId: chamber.fkCountryId,
    });
  }
  const companyIdByName = new Map<string, number>();
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
    companyIdByName.set(c.name, fkCompanyId);
    await db.insert(t.companyModules).values(c.modules.map((moduleId) => ({ fkCompanyId, moduleId })));
    for (const type of c.types)
      await db.insert(t.companyTypes).values({ fkCompanyId, fkCodeId: await codeId(db, CodeType.companyType, type) });
    for (const s of c.sectors)
      await db.insert(t.companySectors).values({ fkCompanyId, fkCodeId: await codeId(db, CodeType.activityClass, s) });
    const [admin] = await db
      .insert(t.users)
      .values({ ...person(...c.admin), position: 'Managing director', fkRoleId: RoleId.companyAdmin, fkCompanyId, fkCountryId })
      .returning();
    await db.update(t.companies).set({ fkContactUserId: admin.pkUserId }).where(eq(t.companies.pkCompanyId, fkCompanyId));
    for (const e of c.employees)
      await db.insert(t.users).values({ ...person(...e), position: 'Sales manager', fkRoleId: RoleId.employee, fkCompanyId, fkCountryId });
    if (c.profile) await seedDemoProfile(db, fkCompanyId, fkCountryId, c.profile);
  }
  await seedDemoCatalogue(db, companyIdByName);
  await seedDemoDirectory(db);
  await db.insert(t.users).values({ ...person('guest@market-access.demo', 'Gordana', 'Gost'), fkRoleId: RoleId.guest });
  await db.insert(t.feeds).values([
    {
      title: 'Western Balkans business forum',
      body: '<p>The chambers of the six economies meet companies from the region and the EU: sessions on supply chains and one-to-one meetings.</p>',
      isPublic: true,
    },
    {
      title: 'Complete your B2B market section',
      body: '<p>Companies that list their import and export markets and products get better suggested connections.</p>',
      isPublic: false,
    },
  ]);
  await seedDemoEvents(db);
  await seedDemoInvitations(db);
  await seedDemoProgramme(db);
  await seedDemoSchedules(db);
  await seedDemoMeetings(db);
  await seedDemoLogisticsMeetings(db);
  await seedDemoMessages(db);
  await seedDemoQuestions(db);
  // The demo people stand for users who accepted the documents and gave the optional consents.
  await grantAllConsents(db);
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

/**
 * The demo sign-ins that exist in this database, for the start-up message: the demo platform
 * administrator is not among them when ADMIN_EMAIL named another one.
 */
export async function existingDemoAccounts(db: DbOrTx): Promise<(typeof demoAccounts)[number][]> {
  const emails = demoAccounts.map(([, email]) => email);
  const rows = await db
    .select({ email: t.users.email })
    .from(t.users)
    .where(and(inArray(t.users.email, emails), isNull(t.users.deletedAt)));
  const present = new Set(rows.map((r) => r.email));
  return demoAccounts.filter(([, email]) => present.has(email));
}

async function seedDemoProfile(db: DbOrTx, fkCompanyId: number, fkCountryId: number, p: DemoProfile) {
  await db.insert(t.cities).values({ fkCountryId, name: p.city }).onConflictDoNothing();
  const [city] = await db
    .select()
    .from(t.cities)
    .where(and(eq(t.cities.fkCountryId, fkCountryId), eq(t.cities.name, p.city)));
  await db.update(t.companies).set({ fkCityId: city.pkCityId, address: p.address }).where(eq(t.companies.pkCompanyId, fkCompanyId));
  const year = new Date().getFullYear();
  await db.insert(t.b2bInfos).values({
    fkCompanyId,
    email: p.email,
    phone: p.phone,
    webLocation: p.web,
    ceo: p.ceo,
    shortCompanyProfile: p.short,
    mainBusinessActivity: p.activity,
    annualTurnover: [1, 2, 3].map((back) => ({ year: year - back, value: Math.round(p.turnover * (1 - back * 0.08)) })),
    isLocalMarket: true,
    linkOfProductCatalogue: `${p.web}/catalogue`,
  });
  // One lookup after another: the seed runs in a transaction, one connection.
  const codeRows = async (list: string, type: CodeTypeValue, codes: string[]) => {
    const rows = [];
    for (const code of codes) rows.push({ fkCompanyId, list, fkCodeId: await codeId(db, type, code) });
    return rows;
  };
  const countryRows = async (list: string, alpha2s: string[]) => {
    const rows = [];
    for (const a of alpha2s) rows.push({ fkCompanyId, list, fkCountryId: await countryId(db, a) });
    return rows;
  };
  const rows = [
    ...(await codeRows('b2BInfoImportProducts', CodeType.productClass, p.importProducts)),
    ...(await codeRows('b2BInfoExportProducts', CodeType.productClass, p.exportProducts)),
    ...(await codeRows('b2BInfoImportServices', CodeType.activityClass, p.importServices)),
    ...(await codeRows('b2BInfoExportServices', CodeType.activityClass, p.exportServices)),
    ...(await codeRows('b2BInfoBusinessPartners', CodeType.businessPartnerType, p.partners)),
  ];
  if (rows.length) await db.insert(t.companyCodeLists).values(rows);
  const countries = [
    ...(await countryRows('b2BInfoImportCountries', p.importCountries)),
    ...(await countryRows('b2BInfoExportCountries', p.exportCountries)),
  ];
  if (countries.length) await db.insert(t.companyCountryLists).values(countries);
}
