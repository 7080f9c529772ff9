import { expect, test } from '@playwright/test';
import { companyId, signIn, tokenOf } from './helpers.ts';
import { shots } from './journeys.ts';
import { pdfPageTexts, pixelShares } from './pdf-checks.ts';

const COMPANY = 'Dunav Foods d.o.o.';
/** The chamber of another country: the profile as an outsider reads it. */
const READER = 'chamber.me@market-access.demo';
/** A colleague at the company who chooses to show her e-mail in the profile PDF. */
const COLLEAGUE = 'sales.rs@market-access.demo';
/** The folder to keep the screenshots in for looking at them, else the test's output. */
const SHOTS = process.env.COMPANY_PDF_SHOTS;

test("a reader outside the company exports a company's profile: a preview, then the PDF with the profile's pages and the contacts people show there", async ({
  page,
  request,
}, testInfo) => {
  // A long journey that makes several PDFs, on a shared two-core machine.
  test.slow();
  const id = await companyId(request, COMPANY, true);
  await signIn(page, READER);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/company/${id}/profile`);
  const exportButton = page.getByTestId('export-profile');
  await expect(exportButton).toHaveText('Export profile');
  await shots(page, testInfo, 'company-profile-export', {
    dir: SHOTS,
    ready: (p) => expect(p.getByTestId('export-profile')).toBeVisible(),
  });

  // While the PDF is made the button says so.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/Reports/company-details-report/**', async (route) => {
    await held;
    await route.continue();
  });
  await exportButton.click();
  await expect(exportButton).toContainText('Preparing the PDF…');
  await expect(exportButton).toHaveAttribute('aria-busy', 'true');
  release();

  // The preview shows the document (the browser's PDF viewer: a white page, dark text and bars).
  await expect(page.getByTestId('company-pdf-preview')).toBeVisible();
  await expect
    .poll(
      async () => {
        const shares = await pixelShares(page, 'company-pdf-preview');
        return shares.white > 0.2 && shares.dark > 0.2;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.screenshot({ path: SHOTS ? `${SHOTS}/company-pdf-preview.png` : testInfo.outputPath('company-pdf-preview.png') });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('company-pdf-download').click()]);
  expect(download.suggestedFilename()).toBe('Company profile.pdf');
  const pages = await pdfPageTexts(Buffer.concat(await (await download.createReadStream()).toArray()));
  const text = pages.join(' ');
  for (const s of [
    COMPANY,
    'Company information',
    'Company sectors',
    '10.39',
    'B2B contact and company data',
    'sales@dunavfoods.example',
  ]) {
    expect(text).toContain(s);
  }
  // Its people by name; their own e-mail addresses are not for a reader outside the company.
  expect(pages.at(-1)).toContain('Employees');
  expect(pages.at(-1)).toContain('Jovanović');
  expect(text).not.toContain('employee.rs@market-access.demo');
  expect(text).not.toContain(COLLEAGUE);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('company-pdf-preview')).toHaveCount(0);

  // A person who shows her e-mail in the profile PDF (her choice on her account page) is listed with it; hidden again, it is gone.
  const choose = async (email: string[]) => {
    const headers = { authorization: `Bearer ${await tokenOf(request, COLLEAGUE)}` };
    const res = await request.put('/api/Account/contact-visibility', { headers, data: { email, phone: [] } });
    expect(res.ok(), await res.text()).toBe(true);
  };
  const exported = async () => {
    await exportButton.click();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('company-pdf-download').click()]);
    await page.keyboard.press('Escape');
    return (await pdfPageTexts(Buffer.concat(await (await file.createReadStream()).toArray()))).join(' ').replace(/\s/g, '');
  };
  await page.unroute('**/api/Reports/company-details-report/**');
  await choose(['profilePdf']);
  expect(await exported()).toContain(COLLEAGUE);
  await choose([]);
  expect(await exported()).not.toContain(COLLEAGUE);

  // When it cannot be fetched (the connection drops), the screen says so.
  await page.route('**/api/Reports/company-details-report/**', (route) => route.abort('failed'));
  await exportButton.click();
  await expect(page.getByText('“Company profile” could not be made. Please check your connection and try again.')).toBeVisible();
  await expect(exportButton).toHaveText('Export profile');
});
