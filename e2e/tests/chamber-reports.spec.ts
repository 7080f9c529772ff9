import ExcelJS from 'exceljs';
import { type Download, expect, type Page, type TestInfo, test } from '@playwright/test';
import { signIn } from './helpers.ts';
import { shots } from './journeys.ts';
import { pdfText } from './pdf-checks.ts';

/**
 * Issue 27 items 4 and 5: the Serbian chamber's administrator exports the verified companies of
 * the company administration screen (its search applied) as a spreadsheet and a PDF, then the
 * WB6 report from the admin centre's reports card; the files are read back.
 */
const CHAMBER_RS = 'chamber.rs@market-access.demo';

/** Screenshots in both languages at both widths, when CHAMBER_REPORTS_SHOTS names a folder. */
const lookAt = (page: Page, testInfo: TestInfo, name: string) =>
  process.env.CHAMBER_REPORTS_SHOTS ? shots(page, testInfo, name, { dir: process.env.CHAMBER_REPORTS_SHOTS }) : Promise.resolve();

async function sheetRows(download: Download): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? ''))));
  });
  return rows;
}

test.setTimeout(180_000);

test('a chamber administrator exports their verified companies and the WB6 report, and the files hold them', async ({ page }, testInfo) => {
  await signIn(page, CHAMBER_RS);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin-center/company-administration?tab=verified');
  await page.getByRole('searchbox', { name: 'Search companies' }).fill('Dunav');
  // The search reaches the address (and the list) after its delay; the export takes what the list shows.
  await expect(page).toHaveURL(/[?&]q=Dunav/);
  await expect(page.getByText('Dunav Foods d.o.o.').first()).toBeVisible();
  const exportBar = page.getByTestId('chamber-companies-export');
  await expect(exportBar).toContainText('Export the list “Verified”:');
  await lookAt(page, testInfo, 'company-administration-export');

  const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-companies-xlsx').click()]);
  expect(sheet.suggestedFilename()).toBe('Chamber companies.xlsx');
  const rows = await sheetRows(sheet);
  expect(rows[0]).toEqual([
    'Company name',
    'Registration number',
    'Tax number',
    'Country',
    'City',
    'Address',
    'Sectors',
    'Multinational',
    'Verified',
    'Member since',
    'Contact person',
    'Contact e-mail',
    'Contact phone',
    'Registered on',
  ]);
  const dunav = rows.find((r) => r[0] === 'Dunav Foods d.o.o.');
  expect(dunav?.slice(3, 6)).toEqual(['Serbia', 'Novi Sad', 'Bulevar oslobođenja 12']);
  expect(dunav?.[6]).toContain('10.39');
  expect(rows.slice(1).map((r) => r[0])).toEqual(['Dunav Foods d.o.o.']);
  await expect(page.getByTestId('export-companies-xlsx')).toBeEnabled();

  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-companies-pdf').click()]);
  expect(pdf.suggestedFilename()).toBe('Chamber companies.pdf');
  const text = await pdfText(Buffer.concat(await (await pdf.createReadStream()).toArray()));
  expect(text).toContain('Chamber companies');
  expect(text).toContain('Search: "Dunav"');
  expect(text).toContain('Dunav Foods d.o.o.');

  await page.goto('/admin-center');
  const card = page.getByTestId('country-reports');
  await expect(card.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await lookAt(page, testInfo, 'admin-center-reports');
  const [wb6] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-wb6Activity-xlsx').click()]);
  expect(wb6.suggestedFilename()).toBe('Report by WB6 country.xlsx');
  const wb6Rows = await sheetRows(wb6);
  expect(wb6Rows[0]).toEqual(['Indicator', 'Albania', 'Bosnia and Herzegovina', 'Kosovo', 'Montenegro', 'North Macedonia', 'Serbia']);
  const verified = wb6Rows.find((r) => r[0] === 'Verified companies');
  expect(Number(verified?.[6])).toBeGreaterThan(0);

  const [info] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-countryInfo-pdf').click()]);
  expect(info.suggestedFilename()).toBe('Country information.pdf');
  const infoText = await pdfText(Buffer.concat(await (await info.createReadStream()).toArray()));
  expect(infoText).toContain('Country information');
  expect(infoText).toMatch(/Population \(\d{4}\)/);
});
