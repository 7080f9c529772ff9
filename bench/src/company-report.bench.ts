/**
 * The company profile PDF (GET api/Reports/company-details-report/{id}) of a demo company with
 * every section filled: the demo's Dunav Foods made multinational, with its multinational and
 * supply-chain information, PRODUCTS products, CERTIFICATES certificates and EMPLOYEES employees
 * (the spec's rows of one page each), read by another country's chamber on embedded PGlite.
 * Reports the median and p95 of RUNS PDFs (target: p95 under 300 ms) beside a primary-key lookup,
 * first with the fonts parsed for each document (pdfmake's way, before) and then with the parsed
 * fonts reused (report-pdf.ts), in the same process so that the machine's load weighs on both alike.
 *   npm run bench:company-report -w bench
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { supplyChainInfoModel } from '@portal/contracts/companies/supply-chain-info';
import { profileYears } from '@portal/contracts/companies/year-values';
import type { Actor, AppContext } from '../../apps/server/src/context.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openPglite } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../apps/server/src/seed/run.ts';
import { saveMncInfo } from '../../apps/server/src/modules/companies/mnc-info.service.ts';
import { saveSupplyChainInfo } from '../../apps/server/src/modules/companies/supply-chain-info.service.ts';
import { companyReport, companyReportFile } from '../../apps/server/src/modules/reports/company-report.service.ts';
import { setFontReuse } from '../../apps/server/src/modules/reports/report-pdf.ts';
import { measure } from './measure.ts';

const PRODUCTS = Number(process.env.PRODUCTS ?? 13);
const CERTIFICATES = Number(process.env.CERTIFICATES ?? 21);
const EMPLOYEES = Number(process.env.EMPLOYEES ?? 21);
const RUNS = Number(process.env.RUNS ?? 100);
const TARGET_P95_MS = 300;

const config = loadConfig({});
const database = await openPglite();
await migrate(database);
await seed(database.db, { sharedDir: config.SHARED_DIR, demo: true });
const db = database.db;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
const ctx = { db, database, config } as unknown as AppContext;

const [{ id }] = await rows<{ id: number }>(sql`select pk_company_id as id from companies where name = 'Dunav Foods d.o.o.'`);
const [{ admin }] = await rows<{ admin: number }>(sql`select pk_user_id as admin from users where email = 'company.rs@market-access.demo'`);
const [{ reader, chamber }] = await rows<{ reader: number; chamber: number }>(
  sql`select pk_user_id as reader, fk_chamber_id as chamber from users where email = 'chamber.me@market-access.demo'`,
);
const companyAdmin = { userId: admin, roleId: 3, languageId: 1, companyId: id, functions: new Set(['company_admin_function']) };
const outsider = {
  userId: reader,
  roleId: 2,
  languageId: 1,
  companyId: null,
  chamberId: chamber,
  functions: new Set(['cif_admin_function']),
};

await db.execute(
  sql`update companies set is_mnc = true, registration_number = '08765432', tax_number = '101234567' where pk_company_id = ${id}`,
);
await saveMncInfo(ctx, companyAdmin as unknown as Actor, {
  fkCompanyId: id,
  description: 'Suppliers apply through our purchasing department and pass a two-day audit.',
  suppliers: 'Ten local farms and two packaging makers.',
  requirements: 'HACCP, traceability of every lot, delivery within 48 hours.',
  requiredTime: 'Three months',
  products: 'Glass jars, labels, frozen berries.',
  problems: 'Food technologists are hard to find.',
  opportunity: true,
  contactPerson: {
    name: 'Milica',
    surname: 'Petrović',
    email: 'purchasing@dunavfoods.example',
    position: 'Purchasing',
    directPhone: '+381 21 555 0101',
  },
});
const [, y1, y2, y3] = profileYears();
const years = (a: number, b: number, c: number) => [y1, y2, y3].map((year, i) => ({ year, value: [a, b, c][i] }));
const nace = await rows<{ id: number }>(
  sql`select pk_code_id as id from codes where fk_code_type_id = 5 and code in ('10.39', '10.51', '10.32')`,
);
await saveSupplyChainInfo(
  ctx,
  companyAdmin as unknown as Actor,
  id,
  supplyChainInfoModel.parse({
    biAverageNetSalaryOfEmplyeesInPreviousThreeYears: years(720, 780, 850),
    biNumberOfEmployeesWithHigherEducationInPreviousThreeYears: years(12, 14, 15),
    biMoovementOfEmplyeesInPreviousThreeYears: years(3, 5, 4),
    supplyInCompanySectors: nace.map((n) => n.id),
    supplyInPlannedSectors: nace.map((n) => n.id),
    supplyInNumberOfCountriesToExport: [2],
    keyClients: 'Regional retail chains',
    productsThatAreSubjectToPlacementByMultinationalCompanies: 'Frozen raspberries',
    dopcKeyAppliedTechnologies: 'IQF freezing',
    dopcProductionCapacities: '12,000 tonnes a year',
    dopcUtilizationOfProductionCapacitiesInPreviousThreeYears: years(70, 74, 81),
    dosKeyAppliedTechnologies: 'Cold-chain logistics',
    fkDOSNumberOfCountriesToWhichExports: 2,
    fdTotalIncome: years(4_100_000, 4_500_000, 5_200_000),
    fdTotalExpenses: years(3_800_000, 4_100_000, 4_700_000),
    fdNetProfitLoss: years(240_000, 310_000, 420_000),
    fdroe: 0.14,
    plannedCapacityGrowth: true,
  }),
);
const [{ hs }] = await rows<{ hs: number }>(sql`select pk_code_id as hs from codes where fk_code_type_id = 6 and code = '081120'`);
await db.execute(sql`
  insert into catalogue_items (kind, fk_company_id, fk_classification_id, name, is_supply)
  select 'product', ${id}, ${hs}, 'Frozen fruit mix no. ' || g, g % 2 = 0
  from generate_series(1, greatest(0, ${PRODUCTS} - (select count(*) from catalogue_items where fk_company_id = ${id} and kind = 'product'))) g`);
await db.execute(sql`
  insert into certificates (fk_company_id, name, valid_from, valid_to)
  select ${id}, 'Certificate ' || g || ' (ISO 22000 family)', current_date - 300, current_date + 400 from generate_series(1, ${CERTIFICATES}) g`);
await db.execute(sql`
  insert into users (email, user_name, first_name, last_name, position, phone, fk_role_id, fk_company_id, email_confirmed, is_verified)
  select 'staff' || g || '@dunav.bench', 'staff' || g || '@dunav.bench', 'Staff', 'Member ' || g, 'Production', '+381 21 555 ' || (1000 + g), 4, ${id}, true, true
  from generate_series(1, greatest(0, ${EMPLOYEES} - (select count(*) from users where fk_company_id = ${id}))) g`);
await db.execute(sql`analyze`);

const log = { warn: (o: object, message: string) => console.warn(message, o) };
const pdf = await companyReportFile(ctx, outsider as unknown as Actor, id, log);
const baseline = await measure(() => db.execute(sql`select * from companies where pk_company_id = ${id}`), 200);
const makePdf = () => companyReportFile(ctx, outsider as unknown as Actor, id, log);
// Before: every document parses its fonts (pdfmake's own way); after: the parsed fonts are reused (report-pdf.ts).
/** The wall-clock figures of RUNS PDFs, and the processor time each took on average (what the machine's load does not stretch). */
const measurePdf = async () => {
  const cpu = process.cpuUsage();
  const wall = await measure(makePdf, RUNS, 5);
  const used = process.cpuUsage(cpu);
  return { ...wall, cpu: (used.user + used.system) / 1000 / (RUNS + 5) };
};
setFontReuse(false);
const before = await measurePdf();
setFontReuse(true);
const result = await measurePdf();
const model = await measure(() => companyReport(ctx, outsider as unknown as Actor, id, log), RUNS, 5);
console.log(
  `\nCompany profile PDF, every section filled (${PRODUCTS} products, ${CERTIFICATES} certificates, ${EMPLOYEES} employees), PGlite ` +
    `(load average ${os.loadavg()[0].toFixed(2)}, ${os.cpus().length} cores, Node ${process.version}), ${RUNS} runs\n`,
);
console.log('| operation | median ms | p95 ms | ratio to baseline (median) | processor ms (mean) |');
console.log('| --- | ---: | ---: | ---: | ---: |');
console.log(`| company by primary key (baseline) | ${baseline.median.toFixed(2)} | ${baseline.p95.toFixed(2)} | 1.0 | |`);
console.log(
  `| company profile PDF, fonts parsed for each document (before) | ${before.median.toFixed(1)} | ${before.p95.toFixed(1)} | ${(before.median / baseline.median).toFixed(0)} | ${before.cpu.toFixed(0)} |`,
);
console.log(
  `| company profile PDF, parsed fonts reused | ${result.median.toFixed(1)} | ${result.p95.toFixed(1)} | ${(result.median / baseline.median).toFixed(0)} | ${result.cpu.toFixed(0)} |`,
);
console.log(
  `| its data (the report model, ten statements) | ${model.median.toFixed(1)} | ${model.p95.toFixed(1)} | ${(model.median / baseline.median).toFixed(0)} | |`,
);
console.log(`\nPDF: ${(pdf.length / 1024).toFixed(0)} KB`);
console.log(`target: p95 under ${TARGET_P95_MS} ms: ${result.p95 < TARGET_P95_MS ? 'met' : 'NOT met'} (${result.p95.toFixed(0)} ms)`);
await database.close();
