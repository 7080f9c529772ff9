import { describe, expect, it } from 'vitest';
import { CleanupStack } from './clean-up.ts';

/** A test file's clean-up: every step runs, last added first, whatever the steps before it did; each failure is named. */
describe('clean-up stack', () => {
  it('runs every step after one that throws and one that hangs, then fails naming both', async () => {
    const ran: string[] = [];
    const cleanup = new CleanupStack();
    cleanup.add('drop the database', () => ran.push('drop'), 1_000);
    cleanup.add('close the database', () => new Promise(() => ran.push('close database')), 50);
    cleanup.add(
      'close the app',
      async () => {
        ran.push('close app');
        throw new Error('socket hang up');
      },
      1_000,
    );

    const failed = await cleanup.run().catch((err: unknown) => err);

    expect(ran).toEqual(['close app', 'close database', 'drop']);
    expect(failed).toBeInstanceOf(AggregateError);
    expect((failed as AggregateError).message).toBe(
      'clean-up: close the app: socket hang up; close the database: did not finish within 50 ms',
    );
    expect((failed as AggregateError).errors).toHaveLength(2);
  });

  it('passes when every step does, and runs each step once', async () => {
    let runs = 0;
    const cleanup = new CleanupStack();
    cleanup.add('remove the folder', () => runs++, 1_000);
    await cleanup.run();
    await cleanup.run();
    expect(runs).toBe(1);
  });
});
