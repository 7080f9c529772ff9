import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { demoAccounts, DEMO_PASSWORD, ensurePlatformAdmin } from './db/seed/demo.ts';
import { seed } from './db/seed/run.ts';

const config = loadConfig();
const database = await openDatabase(config);
await migrate(database);
const demoSeeded = await seed(database.db, {
  sharedDir: config.SHARED_DIR,
  demo: config.SEED_DEMO && !config.ADMIN_EMAIL,
  adminEmail: config.ADMIN_EMAIL,
  adminPassword: config.ADMIN_PASSWORD,
});
const admin = await ensurePlatformAdmin(database.db, { adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD });

const app = await buildApp({ config, database, logger: { level: config.LOG_LEVEL } });
app.ctx.mail.start();
await app.listen({ port: config.PORT, host: config.HOST });

const lines = [`\n  Market Access portal: ${config.publicUrl}`, `  API documentation:    ${config.publicUrl}/api/docs`];
lines.push(
  `  Database:             ${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL server (DATABASE_URL)'}`,
);
if (admin)
  lines.push(
    `  Platform administrator created: ${admin.email}${admin.password ? ` / ${admin.password}` : ' (password from ADMIN_PASSWORD)'}`,
  );
if (demoSeeded || config.SEED_DEMO) {
  lines.push(`  Demo sign-ins (password ${DEMO_PASSWORD}):`);
  for (const [role, email] of demoAccounts) lines.push(`    ${role.padEnd(48)} ${email}`);
}
console.log(`${lines.join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
