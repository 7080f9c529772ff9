import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, fastifyTrustProxy } from './config.ts';
import type { AppContext, RegisteredRoute } from './context.ts';
import type { Database } from './db/client.ts';
import { cascades, modules } from './modules/registry.ts';
import { registerAccessDeclarations, registerAuthentication } from './app-plugins/access.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/client-errors.ts';
import { registerCrossSiteGuard } from './plugins/cross-site.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { databaseRateLimitStore } from './plugins/rate-limit-store.ts';
import { openFileStorage } from './adapters/file-storage.ts';
import { Mailer } from './adapters/mailer.ts';
import { MarketInfoClient } from './adapters/market-info.ts';
import { registerHealthRoute } from './plugins/health.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { RequestLog } from './plugins/request-log.ts';
import { loadSecret } from './plugins/secret.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { attachDataExportWorker } from './modules/privacy/data-export-worker.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean | object;
}

export type App = FastifyInstance;

export async function buildApp({ config, database, logger = false }: BuildOptions): Promise<App> {
  const app = Fastify({
    logger,
    // Failed and slow requests are logged, not every request (plugins/request-log.ts).
    logController: new RequestLog(),
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (off by default).
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    // Headers too large, malformed requests: answered in the project's error format.
    clientErrorHandler,
    frameworkErrors,
    bodyLimit: 1024 * 1024,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 500 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mail: new Mailer(database.db, app.log, config.SMTP_URL, config.MAIL_FROM),
    storage: openFileStorage(config.FILE_STORAGE, { db: database.db, dataDir: config.DATA_DIR }),
    secret: await loadSecret(database.db, config.JWT_SECRET),
    marketInfo: config.MARKET_INFO_URL ? new MarketInfoClient(config.MARKET_INFO_URL) : null,
  };
  app.decorate('ctx', ctx);
  for (const register of cascades) register(ctx);
  app.addHook('onClose', async () => ctx.mail.stop());
  // "Download my data" exports are prepared outside requests; closing waits for the one under way.
  const dataExports = attachDataExportWorker(ctx, app.log);
  app.addHook('onClose', async () => dataExports.stop());

  const routesList: RegisteredRoute[] = [];
  app.decorate('routesList', routesList);
  registerAccessDeclarations(app, routesList);
  const webDist = config.WEB_DIST;
  const webAppServed = fs.existsSync(path.join(webDist, 'index.html'));
  registerErrorHandling(app, webAppServed);

  registerSecurityHeaders(app, config.publicUrl, config.BI_REPORT_URL);
  registerCrossSiteGuard(app, config.publicUrl);
  await app.register(cookie);
  // Limits are set per route (config.rateLimit); the key is the client address; the counts live
  // in the database so that they hold across server processes.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip ?? 'unknown',
    store: databaseRateLimitStore(database.db),
  });
  await app.register(multipart, { limits: { fileSize: 3145728 * 4, files: 10, fields: 40 } });
  await registerOpenApi(app, config.publicUrl);

  registerAuthentication(app);
  registerHealthRoute(app);
  for (const m of modules) await app.register(m);

  if (webAppServed) {
    await registerWebApp(app, webDist);
  }
  return app;
}
