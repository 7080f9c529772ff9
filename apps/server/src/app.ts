import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { modules } from './modules/registry.ts';
import { type RegisteredRoute, registerAccessDeclarations, registerAuthentication } from './plugins/access.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { localStorage } from './plugins/files.ts';
import { Mailer } from './plugins/mail.ts';
import { loadSecret } from './plugins/secret.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean | object;
}

export type App = FastifyInstance;

export async function buildApp({ config, database, logger = false }: BuildOptions): Promise<App> {
  const app = Fastify({
    logger,
    trustProxy: true,
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
    storage: localStorage(path.join(config.DATA_DIR, 'uploads')),
    secret: await loadSecret(database.db, config.JWT_SECRET),
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => ctx.mail.stop());

  const routesList: RegisteredRoute[] = [];
  app.decorate('routesList', routesList);
  registerAccessDeclarations(app, routesList);
  const webDist = config.WEB_DIST;
  const webAppServed = fs.existsSync(path.join(webDist, 'index.html'));
  registerErrorHandling(app, webAppServed);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // Promo videos of company profiles, loaded only when a visitor presses play.
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
      },
    },
  });
  await app.register(cookie);
  // Limits are set per route (config.rateLimit); the key is the client address.
  await app.register(rateLimit, { global: false, keyGenerator: (request) => request.ip ?? 'unknown' });
  await app.register(multipart, { limits: { fileSize: 3145728 * 4, files: 10, fields: 40 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Market Access portal API', version: '1.0.0', description: 'Chambers of commerce and their member companies.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { config: { access: { public: true } }, schema: { hide: true } }, async () => app.swagger());

  registerAuthentication(app);
  for (const m of modules) await app.register(m);

  if (webAppServed) {
    // One wildcard route serves the built files; unknown paths fall to the not-found handler (errors.ts).
    await app.register(fastifyStatic, { root: webDist, wildcard: true, index: 'index.html' });
  }
  return app;
}
