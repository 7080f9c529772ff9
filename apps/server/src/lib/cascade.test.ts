import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../db/client.ts';
import { Cascade, type CascadeHandler } from './cascade.ts';

/** The handlers never query here: the transaction is only handed through. */
const tx = {} as DbOrTx;

describe('a cascade', () => {
  it('runs the handlers of one app in the order registered, in the caller transaction, and returns what they return together', async () => {
    const removed = new Cascade<CascadeHandler<{ userId: number }, string>>('person removed');
    const app = {};
    const seen: DbOrTx[] = [];
    removed.register(app, async (t, { userId }) => {
      seen.push(t);
      return [`meetings of ${userId}`];
    });
    removed.register(app, async (_t, { userId }) => [`wishes of ${userId}`, `messages of ${userId}`]);
    expect(await removed.run(app, tx, { userId: 7 })).toEqual(['meetings of 7', 'wishes of 7', 'messages of 7']);
    expect(seen).toEqual([tx]);
  });

  it('keeps each app its own handlers: a second app built in the same process adds none to the first', async () => {
    const removed = new Cascade<CascadeHandler<{ userId: number }, number>>('person removed');
    const first = {};
    const second = {};
    removed.register(first, async (_t, { userId }) => [userId]);
    removed.register(second, async (_t, { userId }) => [userId + 1]);
    expect(await removed.run(first, tx, { userId: 1 })).toEqual([1]);
    expect(await removed.run(second, tx, { userId: 1 })).toEqual([2]);
    expect(await removed.run({}, tx, { userId: 1 })).toEqual([]);
  });

  it('hands out the one handler of a port, and refuses when there is none or several', () => {
    const moved = new Cascade<{ source: string }>('session moved');
    const app = {};
    expect(() => moved.only(app)).toThrow('session moved: 0 handlers registered for this app, one expected');
    moved.register(app, { source: 'reservations' });
    expect(moved.only(app)).toEqual({ source: 'reservations' });
    moved.register(app, { source: 'another' });
    expect(() => moved.only(app)).toThrow(/2 handlers/);
  });
});
