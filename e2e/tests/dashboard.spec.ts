import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN_EMAIL, adminToken, signIn, tokenOf } from './helpers.ts';
import { shots } from './journeys.ts';

/**
 * Issue 28 item 1: the dashboard figures on /dashboard for each role. The figures shown are read
 * back against the API's answers, and the site's company counts against the admin centre's
 * counters (a separate statement over the same companies); a chamber administrator sees their
 * own economy's restricted figures and no other's; company users and guests see none.
 */
const CHAMBER_RS = 'chamber.rs@market-access.demo';
const ROLES = [ADMIN_EMAIL, CHAMBER_RS, 'company.rs@market-access.demo', 'employee.rs@market-access.demo', 'guest@market-access.demo'];

type Figures = Record<string, number> & { restricted: Record<string, number> | null };
type Economy = Figures & { pkCountryId: number; name: string; alpha3: string };

async function answer<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api/MainDashboard/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), path).toBe(200);
  return res.json();
}

/** A tile's figure as the page shows it (thousands separators dropped). */
const tileValue = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).locator('p').first().innerText()).replace(/[.,\s]/g, ''));

async function expectTiles(page: Page, prefix: string, figures: Record<string, number>) {
  for (const [key, value] of Object.entries(figures)) {
    if (typeof value === 'number' && key !== 'pkCountryId') expect(await tileValue(page, `${prefix}-${key}`), key).toBe(value);
  }
}

test.setTimeout(240_000);

test('every role sees the portal in figures and the WB6 economies on the dashboard, as counted', async ({ page, request }) => {
  const admin = await adminToken(request);
  for (const email of ROLES) {
    await test.step(email, async () => {
      const token = await tokenOf(request, email);
      await signIn(page, email);
      await expect(page).toHaveURL(/\/dashboard$/);
      // Other journeys add events and companies meanwhile: the answers and the page are read
      // afresh until they agree (one attempt, unless a change fell between the two).
      await expect(async () => {
        const centre = await (await request.get('/api/AdminCentar', { headers: { authorization: `Bearer ${admin}` } })).json();
        const site = await answer<Figures>(request, token, 'get-basic-site-info');
        const { countries } = await answer<{ countries: Economy[] }>(request, token, 'get-countries-info');
        // The counts agree with the admin centre's own statement over the same companies.
        expect(site.companies).toBe(centre.approvedCompanies);
        expect(site.companies).toBeGreaterThan(0);
        expect(countries.map((c) => c.alpha3).sort()).toEqual(['ALB', 'BIH', 'MKD', 'MNE', 'SRB', 'XKX']);
        expect(countries.reduce((n, c) => n + c.companies, 0)).toBeLessThanOrEqual(site.companies);

        await page.goto('/dashboard');
        const figures = page.getByTestId('portal-figures');
        await expect(figures.getByRole('heading', { name: 'The portal in figures' })).toBeVisible();
        const { restricted, ...publicSite } = site;
        await expectTiles(page, 'site', publicSite);
        if (email === ADMIN_EMAIL) {
          expect(restricted?.companiesAwaitingVerification).toBe(centre.newCompanyRequests + centre.disapprovedCompanies);
          await expectTiles(page, 'site', restricted ?? {});
        } else {
          expect(restricted).toBeNull();
          await expect(figures.getByText('Across every economy (administrators only)')).toHaveCount(0);
        }
        // The side-by-side table shows each economy's figures.
        const table = page.getByTestId('economies-table');
        for (const c of countries) {
          const row = table.getByTestId(`economy-row-${c.alpha3}`);
          await expect(row.getByRole('rowheader')).toHaveText(c.name);
          for (const key of ['companies', 'productsSupply', 'servicesDemand', 'upcomingEvents']) {
            await expect(row.locator(`[data-figure="${key}"]`)).toHaveAttribute('data-value', String(c[key]));
          }
        }
      }).toPass({ timeout: 90_000 });
      await page.context().clearCookies();
    });
  }
});

test("a chamber administrator sees their economy's restricted figures and another's public ones only", async ({
  page,
  request,
}, testInfo) => {
  const token = await tokenOf(request, CHAMBER_RS);
  const { countries } = await answer<{ countries: Economy[] }>(request, token, 'get-countries-info');
  const serbia = countries.find((c) => c.alpha3 === 'SRB') as Economy;
  const montenegro = countries.find((c) => c.alpha3 === 'MNE') as Economy;
  expect(countries.filter((c) => c.restricted).map((c) => c.alpha3)).toEqual(['SRB']);
  const serbiaInfo = await answer<Figures & { topSectors: { code: string }[] }>(request, token, `get-country-info/${serbia.pkCountryId}`);

  await signIn(page, CHAMBER_RS);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Serbia first: its figures, the chamber's own among them, and its largest sectors.
  const details = page.getByTestId('economy-details-SRB');
  await expect(details).toBeVisible();
  await expect(details.getByText("Serbia: the chamber's own figures")).toBeVisible();
  const { restricted, topSectors, ...publicFigures } = serbiaInfo;
  await expectTiles(page, 'economy', { ...publicFigures, ...restricted });
  await expect(details.getByTestId('top-sectors').getByRole('listitem')).toHaveCount(topSectors.length);
  if (topSectors.length) await expect(details.getByTestId('top-sectors').getByRole('listitem').first()).toContainText(topSectors[0].code);

  // Montenegro: its public figures, nothing of its chamber's.
  await page.getByRole('combobox', { name: 'Economy shown' }).click();
  await page.getByRole('option', { name: montenegro.name, exact: true }).click();
  const other = page.getByTestId('economy-details-MNE');
  await expect(other).toBeVisible();
  await expect(other.getByText(/the chamber's own figures/)).toHaveCount(0);
  await expect(page.getByTestId('economy-companiesAwaitingVerification')).toHaveCount(0);
  await expect(page.getByTestId('economy-companies')).toHaveAttribute('data-value', String(montenegro.companies));

  // The refusal is the server's too: another economy's restricted figures are never sent.
  const info = await answer<Figures>(request, token, `get-country-info/${montenegro.pkCountryId}`);
  expect(info.restricted).toBeNull();

  if (process.env.DASHBOARD_SHOTS) {
    const ready = async (p: Page) => {
      await expect(p.getByTestId('site-companies')).toBeVisible();
      await expect(p.getByTestId('economy-details-SRB')).toBeVisible();
    };
    await shots(page, testInfo, 'dashboard-chamber-rs', { dir: process.env.DASHBOARD_SHOTS, ready });
  }
});
