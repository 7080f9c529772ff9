import ExcelJS from 'exceljs';
import { type APIRequestContext, type Download, expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { ADMIN_EMAIL, signIn, tokenOf } from './helpers.ts';
import { checkPage, shots } from './journeys.ts';

/**
 * Issue 28 item 2: the insights page (/admin-center/power-bi) shows the demo data's figures. They
 * are checked against the database as another part of the portal reads it: the WB6 report's
 * spreadsheet (companies and verified companies per economy, products offered, meetings agreed)
 * and the product search per HS section. A filter by economy changes them; a chart's CSV
 * downloads and holds the chart's table.
 */
const CHAMBER_RS = 'chamber.rs@market-access.demo';
const SERBIA = 'Serbia';

/** Screenshots in both languages at both widths, when INSIGHTS_SHOTS names a folder. */
const lookAt = (page: Page, testInfo: TestInfo, name: string) =>
  process.env.INSIGHTS_SHOTS ? shots(page, testInfo, name, { dir: process.env.INSIGHTS_SHOTS, ready: chartsShown }) : Promise.resolve();

const chartsShown = async (page: Page) => {
  await expect(page.getByTestId('insights-page').locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 });
};

/** The WB6 report's rows (indicator, then one column per economy by name), read from its spreadsheet. */
async function wb6Report(request: APIRequestContext) {
  const token = await tokenOf(request, ADMIN_EMAIL);
  const res = await request.get('/api/Reports/report-by-wb6-country?format=xlsx', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(await res.body()).buffer);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  const economies = rows[0].slice(1);
  const figures = new Map(rows.slice(1).map((r) => [r[0], new Map(economies.map((e, i) => [e, Number(r[i + 1])]))]));
  return (indicator: string, economy: string) => {
    const value = figures.get(indicator)?.get(economy);
    expect(value, `${indicator} of ${economy} in the WB6 report`).toEqual(expect.any(Number));
    return value as number;
  };
}

const WB6 = ['Albania', 'Bosnia and Herzegovina', 'Kosovo', 'Montenegro', 'North Macedonia', 'Serbia'];

/** A chart's table as the screen reader reads it: each row's first cell and its other cells as shown. */
async function tableRows(table: Locator): Promise<string[][]> {
  // The figures are computed live: on a busy machine they take a while.
  await expect(table).toBeAttached({ timeout: 60_000 });
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())));
}

const count = (text: string | undefined) => Number((text ?? '').replace(/[.,\s]/g, ''));

/** The rows of a downloaded CSV (quoted fields may hold commas). */
async function csvRows(download: Download): Promise<string[][]> {
  const text = Buffer.concat(await (await download.createReadStream()).toArray())
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) =>
      [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"')).slice(0, -1),
    );
}

test.setTimeout(900_000);

test('the platform administrator reads the demo figures, filters them by economy and downloads a chart as CSV', async ({
  page,
  request,
}, testInfo) => {
  const report = await wb6Report(request);
  await signIn(page, ADMIN_EMAIL);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await page.goto('/admin-center/power-bi');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();

  // Companies per economy, as the WB6 report counts them.
  const byEconomy = await tableRows(page.getByTestId('table-companies-by-economy'));
  const serbiaRow = byEconomy.find((r) => r[0] === SERBIA);
  expect(serbiaRow, JSON.stringify(byEconomy)).toBeTruthy();
  for (const economy of WB6) {
    const row = byEconomy.find((r) => r[0] === economy);
    const verified = report('Verified companies', economy);
    const unverified = report('Awaiting verification', economy);
    expect(row?.slice(1).map(count), `companies, verified and not of ${economy}`).toEqual([verified + unverified, verified, unverified]);
  }
  await checkPage(page, 'insights companies');
  await lookAt(page, testInfo, 'insights-companies-platform');

  // The CSV of the chart holds its table.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-companies-by-economy').click()]);
  expect(csv.suggestedFilename()).toBe('insights-companies-by-economy.csv');
  const csvTable = await csvRows(csv);
  for (const row of byEconomy) {
    const line = csvTable.find((l) => l.includes(row[0]));
    expect(line, `${row[0]} in the CSV`).toBeTruthy();
    expect(line?.filter((cell) => /^\d+$/.test(cell)).map(Number)).toEqual(expect.arrayContaining(row.slice(1).map(count)));
  }

  // A filter by economy: the address holds it, the figures are Serbia's only.
  await page.getByTestId('insights-economy').click();
  await page.getByRole('option', { name: SERBIA, exact: true }).click();
  await expect(page).toHaveURL(/[?&]economy=\d+/);
  await expect
    .poll(async () => (await tableRows(page.getByTestId('table-companies-by-economy'))).map((r) => r[0]), { timeout: 60_000 })
    .toEqual([SERBIA]);
  await expect(page.getByTestId('total-companies-value')).toHaveText(
    String(report('Verified companies', SERBIA) + report('Awaiting verification', SERBIA)),
    { timeout: 60_000 },
  );

  // Serbia's products offered per HS section add up to the WB6 report's products offered.
  await page.getByTestId('insights-tab-catalogue').click();
  await expect(page).toHaveURL(/[?&]view=catalogue/);
  const bySection = await tableRows(page.getByTestId('table-catalogue-by-section'));
  expect(bySection.length).toBeGreaterThan(0);
  expect(bySection.reduce((n, r) => n + count(r[1]), 0)).toBe(report('Products offered (supply)', SERBIA));
  await lookAt(page, testInfo, 'insights-catalogue-serbia');

  // Meetings accepted, as the report counts the B2B meetings agreed.
  await page.getByTestId('insights-tab-events').click();
  await expect(page.getByTestId('total-meetingsAccepted-value')).toHaveText(String(report('B2B meetings agreed', SERBIA)), {
    timeout: 60_000,
  });
  await checkPage(page, 'insights events');
  await lookAt(page, testInfo, 'insights-events-serbia');

  await page.getByTestId('insights-tab-connections').click();
  await expect(page.getByTestId('chart-connections-matrix')).toBeVisible({ timeout: 60_000 });
  await lookAt(page, testInfo, 'insights-connections-serbia');

  await page.getByTestId('insights-tab-comparison').click();
  const compared = await tableRows(page.getByTestId('table-comparison'));
  expect(compared.map((r) => r[0]).sort()).toEqual(WB6);
  await lookAt(page, testInfo, 'insights-comparison');
});

test('a chamber administrator sees their economy only', async ({ page }, testInfo) => {
  await signIn(page, CHAMBER_RS);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await page.goto('/admin-center/power-bi?economy=1');
  await expect(page.getByTestId('insights-own-economy')).toHaveText(`Economy: ${SERBIA}`, { timeout: 30_000 });
  await expect(page.getByTestId('insights-economy')).toHaveCount(0);
  await expect(page.getByTestId('insights-tab-comparison')).toHaveCount(0);
  const byEconomy = await tableRows(page.getByTestId('table-companies-by-economy'));
  expect(byEconomy.map((r) => r[0])).toEqual([SERBIA]);
  await lookAt(page, testInfo, 'insights-companies-chamber');
});
