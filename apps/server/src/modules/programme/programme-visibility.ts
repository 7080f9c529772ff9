import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { viewEventShowcase } from './programme.policy.ts';

/**
 * Whether the actor may read an event among these (a speaker's or a partner's events): then
 * they may read what that event shows. Refusals of the event rules (404, 403) mean no.
 */
export async function readsAnyEvent(db: DbOrTx, actor: Actor, eventIds: number[]): Promise<boolean> {
  for (const id of eventIds) {
    try {
      await viewEventShowcase(db, actor, id);
      return true;
    } catch (err) {
      if (!(err instanceof AppError) || (err.status !== 403 && err.status !== 404)) throw err;
    }
  }
  return false;
}
