import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { prepareStatements } from './pglite-statements.ts';
import * as schema from './schema/all.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Listener = (payload: string) => void;

/** Where a LISTEN connection tells that it dropped, could not reopen or could not close (the app's logger). */
export interface ListenerLog {
  warn(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

/** The database behind the app: embedded PGlite or a PostgreSQL server, one interface. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (several statements allowed): migrations and seeds. */
  exec(sql: string): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `fn` with each NOTIFY payload of the channel. On PostgreSQL the listening connection is
   * reopened when it drops; `onResume` is then called, since payloads sent meanwhile are lost.
   * `log` hears why it dropped and why a reopen failed.
   */
  listen(channel: string, fn: Listener, onResume?: () => void, log?: ListenerLog): Promise<() => Promise<void>>;
  /**
   * Runs `fn` while no other server process on this database runs its own (migrations and
   * seeds at start). PostgreSQL: a session advisory lock; PGlite: the data folder lock already
   * keeps other processes out.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key of the start-up work (migrations, seeds): any fixed 64-bit number. */
const STARTUP_LOCK = 726_153_409_001;

export const pgliteExtensions = { pg_trgm, unaccent, btree_gist };

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  let unlock = () => {};
  if (options.dataDir) {
    fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
    // One writer per folder: a second process (or a second open in this one) is refused by name.
    unlock = lockDataDir(options.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: pgliteExtensions,
    });
  } catch (err) {
    unlock();
    throw err;
  }
  // Statements prepared once and run from PGlite's plan cache (see pglite-statements.ts).
  prepareStatements(client);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: async (channel, fn) => client.listen(channel, fn),
    exclusive: (fn) => fn(),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  const listeners: ReconnectingListener[] = [];
  return {
    db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: async (channel, fn, onResume, log) => {
      const listener = new ReconnectingListener(url, channel, fn, onResume, log);
      await listener.open();
      listeners.push(listener);
      return () => listener.close();
    },
    exclusive: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await fn();
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        conn.release();
      }
    },
    close: async () => {
      await Promise.all(listeners.splice(0).map((l) => l.close()));
      await pool.end();
    },
  };
}

export function openDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  return openPglite({ dataDir: path.join(config.DATA_DIR, 'pglite') });
}

/** Waits before reopening a dropped LISTEN connection: 1 s, doubling up to 30 s. */
const LISTEN_RETRY_FIRST_MS = 1000;
const LISTEN_RETRY_MAX_MS = 30_000;

/**
 * A LISTEN on its own connection (outside the pool, which stays whole for queries). When the
 * connection drops (server restart, network) it is reopened with backoff and `onResume` says that
 * payloads may have been missed.
 */
class ReconnectingListener {
  private client: pg.Client | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private attempt = 0;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly fn: Listener,
    private readonly onResume?: () => void,
    private readonly log?: ListenerLog,
  ) {}

  async open(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (m) => {
      if (m.channel === this.channel) this.fn(m.payload ?? '');
    });
    // An error ends the connection: 'end' follows and reopens it.
    client.on('error', (err) => this.log?.warn({ err, channel: this.channel }, 'LISTEN connection failed; it is reopened'));
    client.on('end', () => {
      if (this.client === client) this.reopenLater();
    });
    await client.connect();
    await client.query(`LISTEN "${this.channel.replace(/"/g, '')}"`);
    if (this.closed) {
      await this.end(client);
      return;
    }
    this.client = client;
  }

  private reopenLater() {
    this.client = null;
    if (this.closed) return;
    const wait = Math.min(LISTEN_RETRY_MAX_MS, LISTEN_RETRY_FIRST_MS * 2 ** this.attempt++);
    this.retryTimer = setTimeout(() => {
      this.open().then(
        () => {
          this.attempt = 0;
          this.onResume?.();
        },
        (err: unknown) => {
          this.log?.warn({ err, channel: this.channel, attempt: this.attempt }, 'LISTEN connection could not reopen; trying again');
          this.reopenLater();
        },
      );
    }, wait);
    this.retryTimer.unref();
  }

  async close() {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) await this.end(client);
  }

  /** Closes a connection that may have dropped already: a failure then says nothing new. */
  private async end(client: pg.Client) {
    try {
      await client.end();
    } catch (err) {
      this.log?.debug({ err, channel: this.channel }, 'LISTEN connection: closing it failed');
    }
  }
}
