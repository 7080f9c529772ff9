import { and, eq, inArray, sql } from 'drizzle-orm';
import { CodeType } from '@portal/contracts/codes/code-types';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

/** What an item refers to and a save checks: its codes, its company's sectors, the images it shows. */

/** Whether the code is a live leaf (no live children) of the code type: an HS leaf for a product. */
export async function isLiveLeafCode(db: DbOrTx, codeId: number, codeTypeId: number) {
  const [leaf] = await db
    .select({ id: t.codes.pkCodeId })
    .from(t.codes)
    .where(
      and(
        eq(t.codes.pkCodeId, codeId),
        eq(t.codes.fkCodeTypeId, codeTypeId),
        eq(t.codes.isDeleted, false),
        sql`not exists (select 1 from ${t.codes} c where c.fk_parent_id = ${t.codes.pkCodeId} and not c.is_deleted)`,
      ),
    );
  return Boolean(leaf);
}

/** Whether the code is one of the company's sectors. */
export async function isCompanySector(db: DbOrTx, companyId: number, codeId: number) {
  const [sector] = await db
    .select({ id: t.companySectors.fkCodeId })
    .from(t.companySectors)
    .where(and(eq(t.companySectors.fkCompanyId, companyId), eq(t.companySectors.fkCodeId, codeId)));
  return Boolean(sector);
}

/** Whether the code is a live service category (a NICE class). */
export async function isServiceCategory(db: DbOrTx, codeId: number) {
  const [category] = await db
    .select({ id: t.codes.pkCodeId })
    .from(t.codes)
    .where(and(eq(t.codes.pkCodeId, codeId), eq(t.codes.fkCodeTypeId, CodeType.serviceCategory), eq(t.codes.isDeleted, false)));
  return Boolean(category);
}

/** The named files the user uploaded, with their type and whether they are public. */
export function uploadedFiles(db: DbOrTx, ownerUserId: number, names: string[]) {
  return db
    .select({ name: t.files.name, mimeType: t.files.mimeType, isPublic: t.files.isPublic })
    .from(t.files)
    .where(and(inArray(t.files.name, names), eq(t.files.fkOwnerUserId, ownerUserId)));
}
