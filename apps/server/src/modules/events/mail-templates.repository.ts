import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

/*
 * The chambers' mail templates are written by programme (templates.service) and read here too:
 * an invitation mail carries one as the organiser's message, and events sits below programme.
 */

export type TemplateRow = typeof t.templates.$inferSelect;

/** A template by id, or null. */
export async function findTemplate(db: DbOrTx, id: number): Promise<TemplateRow | null> {
  const [row] = await db.select().from(t.templates).where(eq(t.templates.pkTemplateId, id));
  return row ?? null;
}
