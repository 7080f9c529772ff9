import pg from 'pg';

/** The maintenance database on the same server, for CREATE and DROP DATABASE. */
export function adminUrl(url: string) {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

/** The same server, another database. */
export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** One statement on the maintenance database, on a connection of its own that is always closed. */
export async function onAdmin<T>(serverUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

// Database names come from test-run.ts (lowercase letters, digits, _): safe without quoting.
export const createDatabase = (serverUrl: string, name: string, template?: string) =>
  onAdmin(serverUrl, (c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));

/*
 * A closed pool's connections say goodbye after its end() has resolved: the drop waits this long
 * for them to leave by themselves before ending what is still connected (a client ended by force
 * raises an error event nobody listens to any more).
 */
const CONNECTIONS_GONE_MS = 5_000;
const POLL_MS = 50;

/** Drops a database; connections still open on it after a short wait are ended. */
export const dropDatabase = (serverUrl: string, name: string) =>
  onAdmin(serverUrl, async (c) => {
    const until = Date.now() + CONNECTIONS_GONE_MS;
    const connected = async () =>
      (await c.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name])).rows[0].n > 0;
    while (Date.now() < until && (await connected())) await new Promise((r) => setTimeout(r, POLL_MS));
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

/** Names of the portal's databases on the server (test runs' and others'). */
export const portalDatabases = (serverUrl: string) =>
  onAdmin(serverUrl, async (c) =>
    (await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'portal\\_%'`)).rows.map((r) => r.datname),
  );
