// Browser tests: builds the web app and the server (as `npm start` does), starts the compiled
// server on a free port with a fresh demo database, listening on every interface so that a
// journey can open it through the machine's network address, runs Playwright with Debian's
// Chromium, then stops the server. Arguments go to Playwright: `node e2e/run.mjs tests/guest.spec.ts`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const CHROMIUM = '/usr/bin/chromium';

function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status})`);
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (apt-get install chromium)`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url, server, ms = 150_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server did not answer ${url}`);
}

const started = Date.now();
ensureChromium();
// WEB_DIST builds into and serves from another folder, so parallel runs do not share apps/web/dist.
const webDist = process.env.WEB_DIST;
if (!process.env.E2E_SKIP_BUILD) {
  run('npm', ['run', 'build', '-w', 'apps/web', ...(webDist ? ['--', '--outDir', webDist, '--emptyOutDir'] : [])]);
}

// The server's build goes to a folder of this run (dist/ is ignored by git), like the web app's.
const serverOut = path.join(root, 'apps/server/dist', `e2e-${process.pid}`);
run('node', [path.join(root, 'apps/server/scripts/build.mjs'), serverOut]);

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
const baseURL = `http://localhost:${port}`;
const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
const server = spawn(process.execPath, ['--enable-source-maps', path.join(serverOut, 'main.js')], {
  cwd: path.join(root, 'apps/server'),
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '0.0.0.0',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: baseURL,
  },
  stdio: ['ignore', log, log],
  detached: true,
});

let code = 1;
try {
  await waitFor(`${baseURL}/lang/eng/general.json`, server);
  console.log(`server ready on ${baseURL} after ${Math.round((Date.now() - started) / 1000)} s`);
  const pw = spawnSync('npx', ['playwright', 'test', '--config', 'playwright.config.ts', ...process.argv.slice(2)], {
    cwd: here,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseURL, E2E_OUTPUT_DIR: path.join(dataDir, 'results'), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  code = pw.status ?? 1;
  if (code !== 0) console.log(`server log and failure screenshots: ${dataDir}`);
} catch (e) {
  console.error(String(e));
  console.log(fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8').slice(-4000));
} finally {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  // A graceful stop: PGlite writes its folder and releases its lock.
  await new Promise((r) => {
    if (server.exitCode !== null) return r();
    server.once('exit', r);
    setTimeout(r, 10_000);
  });
  fs.rmSync(serverOut, { recursive: true, force: true });
  if (code === 0) fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`e2e finished in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(code);
