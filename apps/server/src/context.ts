import type { RouteAccess } from '@portal/contracts/common/access';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Mailer } from './adapters/mailer.ts';
import type { FileStorage } from './adapters/file-storage.ts';
import type { MarketInfoClient } from './adapters/market-info.ts';

/** What every service gets: the database, configuration and side-effect senders. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mail: Mailer;
  storage: FileStorage;
  secret: Uint8Array;
  /** The external market-information service, when MARKET_INFO_URL names one. */
  marketInfo: MarketInfoClient | null;
}

/**
 * Where a request comes from, signed in or not: what logs, throttles and language-dependent
 * answers need. Built once per request by the access hook, so services never see HTTP.
 */
export interface Client {
  /** The client address (behind a proxy only as far as TRUST_PROXY allows). */
  address: string;
  userAgent: string | null;
  /** The language on screen (Accept-Language), else the user's saved one, else English. */
  languageId: number;
}

/** The signed-in user as the server sees it, loaded fresh on every request. */
export interface Actor extends Client {
  userId: number;
  sessionId: string;
  email: string;
  roleId: number;
  functions: Set<string>;
  companyId: number | null;
  companyCountryId: number | null;
  companyVerified: boolean;
  companyModules: number[];
  companyTypes: number[];
  isMnc: boolean;
  countryId: number | null;
  chamberId: number | null;
  /** The country a chamber administrator acts for (their chamber's). */
  chamberCountryId: number | null;
  passwordChangeNeeded: boolean;
}

/** Every registered route, with its access, for the access-matrix and property tests. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** It authenticates by a cookie (plugins/cross-site.ts guards it). */
  cookieAuth: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every route with its declared access, for the access-matrix and property tests. */
    routesList: RegisteredRoute[];
  }
  interface FastifyRequest {
    /** Set by the access hook on every routed request. */
    client: Client;
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * The route authenticates by a cookie: it refuses cross-site requests (a foreign Origin, a
     * state-changing call without a JSON body), see plugins/cross-site.ts.
     */
    cookieAuth?: boolean;
  }
}
