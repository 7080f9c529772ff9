import { describe, expect, it } from 'vitest';
import { batchedRead } from './batch.ts';
import type { Db } from './client.ts';

const db = {} as Db;

describe('batched reads', () => {
  it('reads the keys asked for while the event loop turns in one call, each answered its own value', async () => {
    const reads: string[][] = [];
    const read = batchedRead(async (_db, keys) => {
      reads.push(keys);
      return new Map(keys.filter((k) => k !== 'gone').map((k) => [k, `value of ${k}`]));
    });
    const answers = await Promise.all([read(db, 'a'), read(db, 'b'), read(db, 'a'), read(db, 'gone')]);
    expect(answers).toEqual(['value of a', 'value of b', 'value of a', undefined]);
    expect(reads).toEqual([['a', 'b', 'gone']]);
  });

  it('starts every read after the calls it answers: a call made while a read runs waits for the next one', async () => {
    const started: string[][] = [];
    let version = 1;
    const read = batchedRead(async (_db, keys) => {
      started.push(keys);
      const seen = version;
      await new Promise((r) => setTimeout(r, 20));
      return new Map(keys.map((k) => [k, seen]));
    });
    const first = read(db, 'a');
    await new Promise((r) => setTimeout(r, 5)); // the first read has started
    version = 2; // a write that commits now
    const second = read(db, 'a');
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(started).toEqual([['a'], ['a']]);
  });

  it('fails the calls of a failed read only, and reads at most maxBatch keys at a time', async () => {
    const reads: string[][] = [];
    const read = batchedRead(async (_db, keys) => {
      reads.push(keys);
      if (keys.includes('bad')) throw new Error('read failed');
      return new Map(keys.map((k) => [k, k]));
    }, 2);
    const results = await Promise.allSettled([read(db, 'a'), read(db, 'b'), read(db, 'bad'), read(db, 'c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
    expect(reads).toEqual([
      ['a', 'b'],
      ['bad', 'c'],
    ]);
    expect(await read(db, 'd')).toBe('d');
  });
});
