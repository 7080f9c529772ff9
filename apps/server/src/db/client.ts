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
import { lockDataDir } from '../plugins/data-dir-lock.ts';
import { prepareStatements } from './pglite-statements.ts';
import * as schema from './schema/all.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Listener = (payload: string) => void;

/** The database behind the app: embedded PGlite or a PostgreSQL server, one interface. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (several statements allowed): migrations and seeds. */
  exec(sql: string): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, fn: Listener): Promise<() => Promise<void>>;
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
  const listeners: pg.PoolClient[] = [];
  return {
    db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: async (channel, fn) => {
      const conn = await pool.connect();
      listeners.push(conn);
      conn.on('notification', (m) => {
        if (m.channel === channel) fn(m.payload ?? '');
      });
      await conn.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      return async () => {
        await conn.query(`UNLISTEN "${channel.replace(/"/g, '')}"`);
        conn.release();
      };
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
      for (const c of listeners.splice(0)) c.release();
      await pool.end();
    },
  };
}

export function openDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  return openPglite({ dataDir: path.join(config.DATA_DIR, 'pglite') });
}
