import type { Db } from './client.ts';

interface Waiting<V> {
  resolve: (value: V | undefined) => void;
  reject: (err: unknown) => void;
}

/**
 * A read by key whose calls are batched, as DataLoader does: the keys asked for while the event
 * loop turns are read in one statement when it has turned (setImmediate), so requests that
 * arrive together (many clients under load, a page's parallel calls) share one round trip
 * instead of one each. Every statement starts after the requests it answers arrived, so each
 * sees the data as fresh as its own read would. `read` answers the keys it found (by the same
 * string); up to `maxBatch` keys a statement.
 */
export function batchedRead<V>(read: (db: Db, keys: string[]) => Promise<Map<string, V>>, maxBatch = 500) {
  const batches = new WeakMap<Db, Map<string, Waiting<V>[]>>();

  async function flush(db: Db, batch: Map<string, Waiting<V>[]>) {
    if (batches.get(db) === batch) batches.delete(db);
    const keys = [...batch.keys()];
    for (let i = 0; i < keys.length; i += maxBatch) {
      const chunk = keys.slice(i, i + maxBatch);
      try {
        const found = await read(db, chunk);
        for (const key of chunk) for (const w of batch.get(key) ?? []) w.resolve(found.get(key));
      } catch (err) {
        for (const key of chunk) for (const w of batch.get(key) ?? []) w.reject(err);
      }
    }
  }

  return (db: Db, key: string): Promise<V | undefined> =>
    new Promise((resolve, reject) => {
      let batch = batches.get(db);
      if (!batch) {
        const created = new Map<string, Waiting<V>[]>();
        batches.set(db, created);
        setImmediate(() => void flush(db, created));
        batch = created;
      }
      const waiting = batch.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
    });
}
