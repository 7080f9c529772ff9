import { and, eq, inArray } from 'drizzle-orm';
import { CodeType, type CodeTypeValue } from '@portal/contracts/codes/code-types';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/all.ts';
import { upsertCity } from '../modules/codes/cities.repository.ts';
import { type Economy, economies, type Trade, trades } from './demo-directory-data.ts';

/** Member companies per WB6 economy: with the hand-written demo companies, several hundred. */
export const DIRECTORY_COMPANIES_PER_ECONOMY = 60;
/** At most this many of a trade's products per company, so that companies of a trade differ. */
const PRODUCTS_PER_COMPANY = 3;
const DAY = 86_400_000;

/** A company of the directory, before it has an id. */
interface Planned {
  name: string;
  economy: Economy;
  trade: Trade;
  index: number;
}

/** The company name: a river, mountain or region of the economy, the trade, the legal form. */
function plan(): Planned[] {
  const names = new Set<string>();
  const planned: Planned[] = [];
  economies.forEach((economy, e) => {
    for (let index = 0; index < DIRECTORY_COMPANIES_PER_ECONOMY; index++) {
      const trade = trades[(index + e * 4) % trades.length];
      // Companies of one trade in one economy take different names.
      const round = Math.floor(index / trades.length);
      const stem = economy.names[(index + round * 3 + e) % economy.names.length];
      const name = `${stem} ${trade.word} ${economy.legalForm}`;
      if (names.has(name)) throw new Error(`Demo directory: ${name} twice`);
      names.add(name);
      planned.push({ name, economy, trade, index });
    }
  });
  return planned;
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Code ids by code of one code type, in one query. */
async function codeIds(db: DbOrTx, type: CodeTypeValue, codes: string[]) {
  const rows = await db
    .select({ id: t.codes.pkCodeId, code: t.codes.code })
    .from(t.codes)
    .where(and(eq(t.codes.fkCodeTypeId, type), inArray(t.codes.code, [...new Set(codes)])));
  const byCode = new Map(rows.map((r) => [r.code, r.id]));
  return (code: string) => {
    const id = byCode.get(code);
    if (id === undefined) throw new Error(`Demo directory: no code ${code} of type ${type}`);
    return id;
  };
}

/**
 * The chambers' member directory: DIRECTORY_COMPANIES_PER_ECONOMY companies in each WB6 economy
 * across two dozen trades, with real NACE sectors, a B2B profile, and products (HS codes) and
 * services (NACE and NICE classes), most of them offered as supply or demand. They have no user
 * accounts (members imported by their chamber); they make search, the directory and the market
 * worth trying by hand. A few statements in all, so that a fresh demo database starts quickly.
 */
export async function seedDemoDirectory(db: DbOrTx) {
  const planned = plan();
  const allTrades = trades;
  const hs = await codeIds(
    db,
    CodeType.productClass,
    allTrades.flatMap((tr) => tr.products.map((p) => p.hs)),
  );
  const nace = await codeIds(
    db,
    CodeType.activityClass,
    allTrades.flatMap((tr) => [...tr.sectors, ...tr.services.map((s) => s.nace)]),
  );
  const nice = await codeIds(
    db,
    CodeType.serviceCategory,
    allTrades.flatMap((tr) => tr.services.map((s) => s.nice)),
  );
  const companyType = await codeIds(
    db,
    CodeType.companyType,
    allTrades.flatMap((tr) => tr.types),
  );
  const countries = await db
    .select({ id: t.countries.pkCountryId, alpha2: t.countries.alpha2 })
    .from(t.countries)
    .where(
      inArray(
        t.countries.alpha2,
        economies.map((e) => e.alpha2),
      ),
    );
  const countryOf = new Map(countries.map((c) => [c.alpha2, c.id]));

  // A name the reference data knows in either language (Beograd is Belgrade) is that city.
  const cityIds = new Map<string, number>();
  for (const e of economies) {
    for (const name of e.cities) cityIds.set(`${e.alpha2}/${name}`, await upsertCity(db, countryOf.get(e.alpha2)!, name));
  }
  const cityOf = (p: Planned) => cityIds.get(`${p.economy.alpha2}/${p.economy.cities[p.index % p.economy.cities.length]}`)!;

  // Joined over the past years, so that the hand-written demo companies stay the newest.
  const now = Date.now();
  const joined = (p: Planned) => new Date(now - (400 + ((p.index * 37) % 900)) * DAY);
  const ceo = (p: Planned) => p.economy.ceos[p.index % p.economy.ceos.length].split(' ') as [string, string];
  const companies = await db
    .insert(t.companies)
    .values(
      planned.map((p) => ({
        name: p.name,
        fkCountryId: countryOf.get(p.economy.alpha2)!,
        fkCityId: cityOf(p),
        address: `${['Industrijska', 'Glavna', 'Rruga e Kavajës', 'Partizanska', 'Bulevar'][p.index % 5]} ${1 + ((p.index * 7) % 120)}`,
        isMnc: p.index % 17 === 5,
        // One in ten waits for its chamber's verification.
        isVerified: p.index % 10 !== 9,
        memberSince: p.index % 10 !== 9 ? joined(p) : null,
        contactFirstName: ceo(p)[0],
        contactLastName: ceo(p)[1],
        contactEmail: `office@${slug(p.name)}.example`,
        createdAt: joined(p),
        updatedAt: joined(p),
      })),
    )
    .returning({ id: t.companies.pkCompanyId, name: t.companies.name });
  const idOf = new Map(companies.map((c) => [c.name, c.id]));
  const withIds = planned.map((p) => ({ ...p, id: idOf.get(p.name)! }));

  await db.insert(t.companyModules).values(withIds.flatMap((p) => p.trade.modules.map((moduleId) => ({ fkCompanyId: p.id, moduleId }))));
  await db
    .insert(t.companyTypes)
    .values(withIds.flatMap((p) => p.trade.types.map((code) => ({ fkCompanyId: p.id, fkCodeId: companyType(code) }))));
  await db
    .insert(t.companySectors)
    .values(withIds.flatMap((p) => p.trade.sectors.map((code) => ({ fkCompanyId: p.id, fkCodeId: nace(code) }))));
  const year = new Date().getFullYear();
  await db.insert(t.b2bInfos).values(
    withIds.map((p) => {
      const turnover = 400_000 + ((p.index * 104_729) % 9_000_000);
      return {
        fkCompanyId: p.id,
        email: `sales@${slug(p.name)}.example`,
        phone: `${p.economy.phonePrefix} ${200 + ((p.index * 13) % 700)} ${1000 + ((p.index * 271) % 9000)}`,
        webLocation: `www.${slug(p.name)}.example`,
        ceo: p.economy.ceos[p.index % p.economy.ceos.length],
        shortCompanyProfile: `<p>${p.trade.profile}</p>`,
        mainBusinessActivity: `<p>${[...p.trade.products.map((x) => x.name), ...p.trade.services.map((x) => x.name)].join(', ')}.</p>`,
        annualTurnover: [1, 2, 3].map((back) => ({ year: year - back, value: Math.round(turnover * (1 - back * 0.07)) })),
        isLocalMarket: true,
      };
    }),
  );

  const items = withIds.flatMap((p) => {
    const start = p.index % Math.max(1, p.trade.products.length);
    const products = [...p.trade.products.slice(start), ...p.trade.products.slice(0, start)].slice(0, PRODUCTS_PER_COMPANY);
    const offered = [
      ...products.map((x) => ({ kind: 'product' as const, classification: hs(x.hs), category: null, ...x })),
      ...p.trade.services.map((x) => ({ kind: 'service' as const, classification: nace(x.nace), category: nice(x.nice), ...x })),
    ];
    return offered.map((x, j) => {
      // Most offers are supply, some demand, some only in the catalogue.
      const side = (p.index + j) % 5;
      const offer = side <= 2 ? 'supply' : side === 3 ? 'demand' : null;
      const created = new Date(joined(p).getTime() + (30 + ((p.index * 11 + j * 29) % 300)) * DAY);
      const createdAt = created.getTime() < now ? created : new Date(now - (2 + j) * DAY);
      return {
        kind: x.kind,
        fkCompanyId: p.id,
        fkClassificationId: x.classification,
        fkServiceCategoryId: x.category,
        name: x.name,
        description:
          offer === 'demand' ? `We are looking for: ${x.description.charAt(0).toLowerCase()}${x.description.slice(1)}` : x.description,
        keywords: x.keywords,
        isSupply: offer === 'supply',
        isDemand: offer === 'demand',
        validFrom: offer ? new Date(now - 10 * DAY).toISOString().slice(0, 10) : null,
        validTo: offer ? new Date(now + (30 + ((p.index * 7 + j * 17) % 150)) * DAY).toISOString().slice(0, 10) : null,
        createdAt,
        updatedAt: createdAt,
      };
    });
  });
  await db.insert(t.catalogueItems).values(items);
  return { companies: withIds.length, items: items.length };
}
