import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { signIn } from './helpers.ts';
import { shots } from './journeys.ts';

/**
 * Issue 28 item 3: /market-info shows an economy's profile from the World Bank data files of
 * shared/data/market; Serbia's GDP per capita of the latest year with both GDP and population is
 * computed here from the CSV files, and the page must show that figure. Without an external
 * market-information service (the test portal has none) the page says so.
 */
const MARKET_DATA = path.resolve(import.meta.dirname, '../../../shared/data/market');

/** One economy's figures by year, read from a data file (the code, year and value are the last fields). */
function figures(file: string, code: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const line of fs.readFileSync(path.join(MARKET_DATA, file), 'utf8').split('\n')) {
    const [c, year, value] = line.trim().split(',').slice(-3);
    if (c === code && value) out.set(Number(year), Number(value));
  }
  return out;
}

/** Screenshots in both languages at both widths, when MARKET_INFO_SHOTS names a folder. */
const lookAt = (page: Page, testInfo: TestInfo, name: string) =>
  process.env.MARKET_INFO_SHOTS ? shots(page, testInfo, name, { dir: process.env.MARKET_INFO_SHOTS }) : Promise.resolve();

// Screenshots in two languages at two widths, each checked, take long on a loaded machine.
test.setTimeout(process.env.MARKET_INFO_SHOTS ? 480_000 : 120_000);

test("/market-info shows Serbia's GDP per capita for the latest year of the data files", async ({ page }, testInfo) => {
  const gdp = figures('gdp.csv', 'SRB');
  const population = figures('population.csv', 'SRB');
  const year = Math.max(...[...gdp.keys()].filter((y) => population.has(y)));
  const perCapita = (gdp.get(year) as number) / (population.get(year) as number);
  const shown = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(perCapita);

  // The address chooses the economy (a profile can be linked).
  await signIn(page, 'company.rs@market-access.demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/market-info?economy=MNE');
  await expect(page.getByRole('heading', { level: 1, name: 'Market information' })).toBeVisible();
  // The first profile waits for the data files' one parse on a fresh server.
  await expect(page.getByTestId('economy-name')).toHaveText('Montenegro', { timeout: 30_000 });

  // The picker, as a person uses it.
  await page.getByRole('combobox', { name: 'Economy' }).click();
  await page.getByRole('option', { name: 'Serbia' }).click();
  await expect(page).toHaveURL(/[?&]economy=SRB/);
  await expect(page.getByTestId('economy-name')).toHaveText('Serbia');
  await expect(page.getByTestId('latest-year')).toContainText(String(year));
  await expect(page.getByTestId('gdp-per-capita')).toHaveText(shown);
  await expect(page.getByTestId('profile-source')).toContainText('World Bank, World Development Indicators');

  // The charts' text alternatives: a sentence each, and every year in the table.
  await expect(page.getByTestId('summary-gdpPerCapita')).toContainText(`${shown} in ${year}`);
  await page.getByRole('button', { name: /Figures by year/ }).click();
  const row = page.getByTestId('years-table').getByRole('row', { name: new RegExp(`^${year} `) });
  await expect(row).toContainText(shown);

  // No external service on this portal: a clear message, the profile unaffected.
  await expect(page.getByTestId('market-service-not-configured')).toContainText('No external market-information service is configured');
  await lookAt(page, testInfo, 'market-info');

  // In Serbian, the same figure in Serbian number format.
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'Srpski (latinica)' }).click();
  const shownSr = new Intl.NumberFormat('sr-Latn-RS', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(perCapita);
  await expect(page.getByTestId('economy-name')).toHaveText('Srbija');
  await expect(page.getByTestId('gdp-per-capita')).toHaveText(shownSr);
});
