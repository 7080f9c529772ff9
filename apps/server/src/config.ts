import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root: apps/server/src -> ../../.. */
export const repoRoot = path.resolve(here, '../../..');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Market Access <no-reply@market-access.local>'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  PUBLIC_URL: z.string().optional(),
  SHARED_DIR: z.string().default(path.resolve(repoRoot, '../shared')),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.string().default('info'),
  /** An external content editor for feeds, linked from the feeds screen when set. */
  CONTENT_EDITOR_URL: z.string().url().optional(),
});

export type Config = z.infer<typeof schema> & { publicUrl: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.parse(env);
  return { ...parsed, publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}` };
}
