import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_PASSWORD, ensurePlatformAdmin, existingDemoAccounts } from './seed/demo.ts';
import { seed } from './seed/run.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openFileStorage } from './adapters/file-storage.ts';
import { startMessageDigests } from './modules/messages/message-digest.ts';
import { dataExportWorker } from './modules/privacy/data-export-worker.ts';
import { startRetention } from './modules/privacy/retention.ts';

const startedAt = performance.now();
const config = loadConfig();
const database = await openDatabase(config).catch((err: unknown) => {
  // Another process on the same PGlite folder: say who, without a stack trace.
  if (err instanceof DataDirLockedError) {
    console.error(`\n  ${err.message}\n`);
    process.exit(1);
  }
  throw err;
});
// Several processes starting at once on one PostgreSQL database: one migrates and seeds, the
// others wait for it and then find the work done.
const admin = await database.exclusive(async () => {
  await migrate(database);
  await seed(database.db, {
    sharedDir: config.SHARED_DIR,
    // SEED_DEMO alone decides the demo data; ADMIN_EMAIL only names the platform administrator.
    demo: config.SEED_DEMO,
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    // Where the demo's images and documents go.
    storage: openFileStorage(config.FILE_STORAGE, { db: database.db, dataDir: config.DATA_DIR }),
  });
  return ensurePlatformAdmin(database.db, { adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD });
});

const app = await buildApp({ config, database, logger: { level: config.LOG_LEVEL } });
app.ctx.mail.start();
startMessageDigests(app.ctx, config.MESSAGE_DIGEST_MINUTES, app.log);
dataExportWorker(app.ctx).start();
startRetention(app.ctx, config.RETENTION_MONTHS, app.log);
await app.listen({ port: config.PORT, host: config.HOST });

const lines = [
  `\n  Market Access portal: ${config.publicUrl} (ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s)`,
  `  API documentation:    ${config.publicUrl}/api/docs`,
];
lines.push(
  `  Database:             ${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL server (DATABASE_URL)'}`,
  `  Uploaded files:       ${config.FILE_STORAGE === 'database' ? 'in the database (FILE_STORAGE=database)' : path.join(config.DATA_DIR, 'uploads')}`,
);
if (admin)
  lines.push(
    `  Platform administrator created: ${admin.email}${admin.password ? ` / ${admin.password}` : ' (password from ADMIN_PASSWORD)'}`,
  );
// Only accounts that exist: a database seeded without demo data, or one whose administrator
// came from ADMIN_EMAIL, prints none or fewer.
const demoSignIns = await existingDemoAccounts(database.db);
if (demoSignIns.length) {
  lines.push(`  Demo sign-ins (password ${DEMO_PASSWORD}):`);
  for (const [role, email] of demoSignIns) lines.push(`    ${role.padEnd(48)} ${email}`);
}
console.log(`${lines.join('\n')}\n`);

/**
 * Graceful stop on SIGTERM (a service manager, a container) or SIGINT (Ctrl-C): no new
 * connections, requests in flight finish, idle keep-alive sockets and WebSockets close, the
 * mail sender stops, the database closes (PGlite writes its folder and releases the lock).
 * A stop that hangs ends after 10 s; a second Ctrl-C ends at once.
 */
let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping');
  setTimeout(() => {
    console.error('  The server did not stop within 10 s: exiting.');
    process.exit(1);
  }, 10_000).unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'the server did not stop cleanly');
    process.exit(1);
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, (s) => void stop(s));
