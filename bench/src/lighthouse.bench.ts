/**
 * The public pages on Lighthouse's mobile profile (simulated slow 4G, a 4x slower processor, a
 * phone's screen), run with the machine's Chromium: each page RUNS times, each run's performance,
 * LCP, TBT, CLS, SEO, accessibility and main-thread work, and their medians, against the targets of issue 30
 * (performance >= 90, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.1, SEO and accessibility 100).
 *
 * Against a running portal with the demo data, e.g. the built app:
 *   npm run build && SEED_DEMO=true PORT=3000 npm start
 *   PORTAL_URL=http://localhost:3000 npm run bench:lighthouse -w bench      RUNS=3, PAGES=/,/explore
 * The public company page is the first company of the portal's sitemap.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORTAL_URL = (process.env.PORTAL_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const RUNS = Number(process.env.RUNS ?? 3);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const TARGETS = { performance: 90, lcp: 2500, tbt: 200, cls: 0.1, seo: 100, accessibility: 100 };

interface Run {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  seo: number;
  accessibility: number;
  /** The main thread's work in ms (4x slowed), less noisy than TBT on a shared machine: how much there is to split. */
  work: number;
}
type Metric = keyof Run;
const METRICS: Metric[] = ['performance', 'lcp', 'tbt', 'cls', 'seo', 'accessibility', 'work'];

async function firstCompanyPath(): Promise<string> {
  const xml = await (await fetch(`${PORTAL_URL}/sitemaps/companies-0.xml`)).text();
  const loc = /<loc>([^<]+)<\/loc>/.exec(xml)?.[1];
  if (!loc) throw new Error('the sitemap lists no company');
  return new URL(loc).pathname;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function audit(port: number, url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo', 'accessibility'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits } = result.lhr;
  return {
    performance: score(categories.performance?.score),
    lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
    seo: score(categories.seo?.score),
    accessibility: score(categories.accessibility?.score),
    work: Math.round(audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN),
  };
}

const meets = (m: Exclude<Metric, 'work'>, v: number) => (m === 'lcp' || m === 'tbt' || m === 'cls' ? v <= TARGETS[m] : v >= TARGETS[m]);
const row = (name: string, r: Run) => `${name.padEnd(34)} ${METRICS.map((m) => String(r[m]).padStart(8)).join(' ')}`;

// PAGES (comma-separated paths) measures only those, e.g. PAGES=/companies/1 while working on one page.
const pages = process.env.PAGES
  ? process.env.PAGES.split(',')
  : ['/', '/explore', '/event-management/public', '/business-to-business/public', await firstCompanyPath()];
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const misses: string[] = [];
try {
  console.log(`Lighthouse (mobile) on ${PORTAL_URL}, ${RUNS} runs a page\n${''.padEnd(34)} ${METRICS.map((m) => m.padStart(8)).join(' ')}`);
  for (const page of pages) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await audit(chrome.port, `${PORTAL_URL}${page}`));
      console.log(row(`${page} #${i + 1}`, runs[i]));
    }
    // A run Lighthouse could not finish (no LCP: the page's trace failed) is shown, not counted.
    const finished = runs.filter((r) => Number.isFinite(r.lcp));
    const med = Object.fromEntries(METRICS.map((m) => [m, median(finished.map((r) => r[m]))])) as unknown as Run;
    console.log(row(`${page} median`, med));
    for (const m of METRICS) if (m !== 'work' && !meets(m, med[m])) misses.push(`${page} ${m} ${med[m]} (target ${TARGETS[m]})`);
  }
} finally {
  await chrome.kill();
}
console.log(misses.length ? `\nmissed targets:\n  ${misses.join('\n  ')}` : '\nevery target met');
