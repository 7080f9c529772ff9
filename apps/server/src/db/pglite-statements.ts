import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;
type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Statement {
  name: string;
  paramTypes: number[];
  /** The statement's row description (absent for statements that return no rows). */
  rowDescription: Message | undefined;
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

/** SQLSTATEs after which a statement is parsed again: a plan the schema outdated, a statement gone. */
const stale = new Set(['0A000', '26000']);

/**
 * Prepared statements for PGlite's `query` outside transactions, as node-postgres and the
 * PostgreSQL server give the pool's named statements: PGlite's own `query` parses and plans
 * every statement again and crosses into its WebAssembly six times (parse, describe, bind,
 * describe, execute, sync); a statement prepared once runs as one call (bind, execute, sync),
 * with its plan cached by PostgreSQL. For the multi-join reads of a signed-in request this is
 * 3 to 5 times faster. Up to `max` statements (by SQL text; the least recently used are closed),
 * values serialized and rows parsed exactly as `query` does. Transactions keep PGlite's path.
 */
export function prepareStatements(client: PGlite, max = 200): void {
  const unprepared = client.query.bind(client);
  const statements = new Map<string, Statement>();
  let counter = 0;

  const run = async <T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const pending: Uint8Array[] = [];
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      if (statements.size >= max) {
        const [oldText, old] = statements.entries().next().value as [string, Statement];
        statements.delete(oldText);
        pending.push(serialize.close({ type: 'S', name: old.name }));
      }
      const name = `pglite_s${++counter}`;
      const described = await client.execProtocolStream(
        concat([
          ...pending,
          serialize.parse({ name, text, types: options?.paramTypes }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      statement = {
        name,
        paramTypes: parse.parseDescribeStatementResults(described),
        rowDescription: described.find((m) => m.name === 'rowDescription'),
      };
      statements.set(text, statement);
    }
    const types = statement.paramTypes;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[types[i]] ?? client.serializers[types[i]];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await client.execProtocolStream(
      concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    await client.syncToFs();
    const all = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(all, client.parsers, options)[0] as Results<T>;
  };

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (options?.blob) return unprepared<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params, options);
        } catch (err) {
          const code = (err as { code?: string }).code;
          const statement = statements.get(text);
          if (!statement || !code || !stale.has(code)) throw Object.assign(err as object, { query: text, params });
          statements.delete(text);
          // Parsed again against the current schema (DDL since it was prepared).
          await client.execProtocolStream(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), {
            syncToFs: false,
          });
          return run<T>(text, params, options);
        }
      }),
    );
  };
}
