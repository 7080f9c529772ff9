import { and, eq } from 'drizzle-orm';
import type { CodeTypeValue } from '@portal/contracts/codes/code-types';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

/** Whether the code exists, is of the type and is not deleted (an event topic, an attendee type). */
export async function isLiveCode(db: DbOrTx, id: number, type: CodeTypeValue): Promise<boolean> {
  const [row] = await db
    .select({ id: t.codes.pkCodeId })
    .from(t.codes)
    .where(and(eq(t.codes.pkCodeId, id), eq(t.codes.fkCodeTypeId, type), eq(t.codes.isDeleted, false)));
  return !!row;
}
