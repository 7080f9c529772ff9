import type { ContactVisibility } from '@portal/contracts/accounts/contact-visibility';
import type { Actor, AppContext } from '../../context.ts';
import { logAction } from '../logs/logs.service.ts';
import { contactVisibilityOf, saveContactVisibility } from './contact-visibility.repository.ts';

/** The signed-in person's own choice of where people outside their company see their e-mail and phone. */
export function myContactVisibility(ctx: AppContext, actor: Actor): Promise<ContactVisibility> {
  return contactVisibilityOf(ctx.db, actor.userId);
}

/** Only the person sets it (nobody sets it for others): saved and logged with what it now shows. */
export async function setMyContactVisibility(ctx: AppContext, actor: Actor, input: ContactVisibility): Promise<ContactVisibility> {
  await ctx.db.transaction(async (tx) => {
    await saveContactVisibility(tx, actor.userId, input);
    await logAction(tx, actor, 'contact_visibility_changed', 'user', actor.userId, input);
  });
  return input;
}
