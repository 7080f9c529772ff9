import { type PGlite, parse, protocol, type QueryOptions, type Results, types } from '@electric-sql/pglite';

const { serialize } = protocol;
type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Field = { name: string; dataTypeID: number };

interface Statement {
  name: string;
  paramTypes: number[];
  /** The columns of its rows (none for a statement that returns no rows). */
  fields: Field[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const counted = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The result as PGlite's `query` builds it (parseResults), without merging the options' parsers
 * into PGlite's map of some 300 types for every statement (130 µs each time, as long as a
 * prepared primary-key read).
 */
function resultOf<T>(client: PGlite, fields: Field[], messages: Message[], options?: QueryOptions): Results<T> {
  const parsers = fields.map((f) => options?.parsers?.[f.dataTypeID] ?? client.parsers[f.dataTypeID] ?? types.parsers[f.dataTypeID]);
  const value = (v: string | null, i: number) => {
    const parser = parsers[i];
    return v === null ? null : parser ? parser(v, fields[i].dataTypeID) : v;
  };
  const rows: unknown[] = [];
  let result: Results<T> = { rows: [], fields: [], affectedRows: 0 };
  for (const m of messages) {
    if (m.name === 'dataRow') {
      const values = (m as unknown as { fields: (string | null)[] }).fields;
      rows.push(options?.rowMode === 'array' ? values.map(value) : Object.fromEntries(values.map((v, i) => [fields[i].name, value(v, i)])));
    } else if (m.name === 'commandComplete') {
      const words = (m as unknown as { text: string }).text.split(' ');
      const count = Number.parseInt(words[words.length - 1], 10);
      result = { rows: rows as T[], fields, affectedRows: counted.has(words[0]) ? count : 0 };
      Object.assign(result, { command: words[0] }, Number.isNaN(count) ? {} : { rowCount: count });
    }
  }
  return result;
}

/** How long queued statements may run back to back before the server reads its sockets again. */
const TURN_MS = 3;
let turnStarted = performance.now();

/**
 * PGlite runs in this thread, and a queued statement starts as a microtask when the one before
 * it ends, so a busy queue keeps Node from reading new requests and from running its timers
 * (the batched reads of db/batch.ts flush on setImmediate): requests that wait for one are
 * overtaken again and again. A directory search under 50 clients had a p99 of 3.9 s and its
 * longest wait was 5 s; letting the event loop turn every TURN_MS brought them to about 1.1 and
 * 1.2 s at the same throughput. A turn before every statement cost short reads 40% of theirs.
 */
async function letInputIn() {
  if (performance.now() - turnStarted < TURN_MS) return;
  await new Promise((resolve) => setImmediate(resolve));
  turnStarted = performance.now();
}

/** SQLSTATEs after which a statement is parsed again: a plan the schema outdated, a statement gone. */
const stale = new Set(['0A000', '26000']);

/**
 * Prepared statements for PGlite's `query` outside transactions, as the PostgreSQL server keeps
 * named statements per connection: PGlite's own `query` parses and plans every statement again
 * and crosses into its WebAssembly six times (parse, describe, bind, describe, execute, sync); a
 * statement prepared once runs in one call (bind, execute, sync) on its cached plan, 3 times
 * faster for a primary-key read and more for a read with joins. Up to `max` statements by SQL
 * text (the least recently used are closed); values are serialized and rows parsed as `query`
 * does them. Transactions keep PGlite's own path.
 */
export function prepareStatements(client: PGlite, max = 200): void {
  const unprepared = client.query.bind(client);
  const statements = new Map<string, Statement>();
  let counter = 0;

  const prepare = async (text: string, options?: QueryOptions): Promise<Statement> => {
    const closing: Uint8Array[] = [];
    if (statements.size >= max) {
      const [oldText, old] = statements.entries().next().value as [string, Statement];
      statements.delete(oldText);
      closing.push(serialize.close({ type: 'S', name: old.name }));
    }
    const name = `pglite_s${++counter}`;
    const described = await client.execProtocolStream(
      concat([
        ...closing,
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false, onNotice: options?.onNotice },
    );
    const description = described.find((m) => m.name === 'rowDescription') as unknown as { fields: Field[] } | undefined;
    const fields = (description?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    return { name, paramTypes: parse.parseDescribeStatementResults(described), fields };
  };

  const run = async <T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    let statement = statements.get(text);
    // Most recently used last.
    if (statement) statements.delete(text);
    else statement = await prepare(text, options);
    statements.set(text, statement);
    const paramTypes = statement.paramTypes;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[paramTypes[i]] ?? client.serializers[paramTypes[i]];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await client.execProtocolStream(
      concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false, onNotice: options?.onNotice },
    );
    await client.syncToFs();
    return resultOf<T>(client, statement.fields, messages, options);
  };

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (options?.blob) return unprepared<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        await letInputIn();
        try {
          return await run<T>(text, params, options);
        } catch (err) {
          const code = (err as { code?: string }).code;
          const statement = statements.get(text);
          if (!statement || !code || !stale.has(code)) throw Object.assign(err as object, { query: text, params });
          // Parsed again against the current schema (DDL since it was prepared).
          statements.delete(text);
          await client.execProtocolStream(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), {
            syncToFs: false,
          });
          return run<T>(text, params, options);
        }
      }),
    );
  };
}
