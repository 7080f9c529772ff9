import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The repository root: the folder above apps/server, from src (tsx) or from a build in dist/. */
function findRepoRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'apps/server/package.json'))) return dir;
  }
  return path.resolve(from, '../../..');
}
export const repoRoot = findRepoRoot(here);

/**
 * Live notification sockets one server process serves at a time per user and per client address
 * (defaults of NOTIFICATION_SOCKETS_PER_USER and _PER_ADDRESS; docs/decisions.md "Notifications").
 * One a browser tab: ten covers a person's tabs and devices. An address may stand for a whole
 * venue or office behind one router, so it gets room for many people; it also bounds the sockets
 * that have not sent a token yet. An extra socket is closed with close code 4429.
 */
export const MAX_SOCKETS_PER_USER = 10;
export const MAX_SOCKETS_PER_ADDRESS = 200;

/**
 * Hours within which the survey mail of an event (send-q-and-f-email-to-event-participants) is not
 * sent to the same attendee again: a second send, or many at once, mails only those not mailed
 * within it (default of SURVEY_MAIL_WINDOW_HOURS; docs/decisions.md "Follow-up questions").
 */
export const SURVEY_MAIL_WINDOW_HOURS = 24;

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
  /** Minutes after which unread messages are mailed as a digest (0: no digest mails). */
  MESSAGE_DIGEST_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /**
   * Months that user, action and error logs and the mail outbox keep personal data; the daily
   * retention job removes older rows (docs/decisions.md "Privacy: export and retention").
   */
  RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  /** Live notification sockets one server process serves at a time per user and per client address. */
  NOTIFICATION_SOCKETS_PER_USER: z.coerce.number().int().min(1).max(1000).default(MAX_SOCKETS_PER_USER),
  NOTIFICATION_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(MAX_SOCKETS_PER_ADDRESS),
  /** Hours within which an attendee is not mailed the same event's survey again (0: every send mails everyone). */
  SURVEY_MAIL_WINDOW_HOURS: z.coerce.number().int().min(0).max(8760).default(SURVEY_MAIL_WINDOW_HOURS),
  /** An external content editor for feeds, linked from the feeds screen when set. */
  CONTENT_EDITOR_URL: z.string().url().optional(),
  /**
   * The base address of an external market-information service (financial-development indicators
   * and the trade map of /market-info); without it those calls answer market_info_not_configured.
   */
  MARKET_INFO_URL: z.string().url().optional(),
  /**
   * An external BI report (Power BI or another) that /admin-center/power-bi embeds beside the
   * portal's own insights for users with hasPowerBi; an https:// address. The CSP allows its
   * host, and only it, in frame-src.
   */
  BI_REPORT_URL: z
    .string()
    .url()
    .refine((u) => u.startsWith('https://'), 'BI_REPORT_URL: an https:// address')
    .optional(),
  /**
   * Where uploaded files live: `local` (DATA_DIR/uploads, one server process) or `database`
   * (the file_contents table, shared by every process on one PostgreSQL server).
   */
  FILE_STORAGE: z.enum(['local', 'database']).default('local'),
  /**
   * Whom to believe about the client address (X-Forwarded-For): off by default, so no client
   * can choose the address that throttles and logs use. A hop count ("1": one proxy in front),
   * "true" (every hop: only when the port is reachable from the proxy alone), or a
   * comma-separated list of proxy addresses and CIDR ranges ("127.0.0.1,10.0.0.0/8").
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => parseTrustProxy(v, ctx)),
});

export type TrustProxy = boolean | number | string[];

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count becomes a function (Fastify takes a bare
 * number as "trust nobody"): hop 0 is the peer of the connection, so "1" believes the last
 * X-Forwarded-For entry that the one proxy in front appended, and nothing further left.
 */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

function parseTrustProxy(raw: string, ctx: z.RefinementCtx): TrustProxy {
  const v = raw.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0' || v === 'off' || v === 'no') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const address = /^(?:[0-9.]+|[0-9a-f:.]+)(?:\/\d{1,3})?$/;
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const bad = list.filter((s) => !address.test(s) && !named.has(s));
  if (bad.length) {
    ctx.addIssue({ code: 'custom', message: `TRUST_PROXY: not an address, CIDR range or hop count: ${bad.join(', ')}` });
    return z.NEVER;
  }
  return list;
}

export type Config = z.infer<typeof schema> & { publicUrl: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.parse(env);
  return { ...parsed, publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}` };
}
