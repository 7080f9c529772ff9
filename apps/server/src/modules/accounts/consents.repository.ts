import { and, asc, desc, eq, inArray, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ConsentKind, type DocumentKind, optionalConsentKinds } from '@portal/contracts/accounts/consents';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import * as t from '../../db/schema/all.ts';
import { hasAcceptedVersion, isCurrentVersion } from './consent.policy.ts';

/** Rows per insert statement when granting many people's consents at once. */
const INSERT_CHUNK = 1000;

const v = alias(t.documentVersions, 'v');
const versionColumns = {
  id: v.pkDocumentVersionId,
  kind: v.kind,
  version: v.version,
  changes: v.changes,
  publishedAt: v.publishedAt,
};
export type DocumentVersionRow = { id: number; kind: string; version: number; changes: string; publishedAt: Date };

/** The current version of each document. */
export function currentDocumentVersions(db: DbOrTx): Promise<DocumentVersionRow[]> {
  return db.select(versionColumns).from(v).where(isCurrentVersion('v')).orderBy(desc(v.kind));
}

/** The current versions the user has not accepted, prepared: read with the signed-in user on every page load. */
const pendingDocumentsQuery = preparedQuery((db) =>
  db
    .select(versionColumns)
    .from(v)
    .where(and(isCurrentVersion('v'), not(hasAcceptedVersion(sql.placeholder('userId'), 'v'))))
    .orderBy(desc(v.kind))
    .prepare('pending_documents'),
);

export function pendingDocuments(db: Db, userId: number): Promise<DocumentVersionRow[]> {
  return pendingDocumentsQuery(db).execute({ userId });
}

/** The latest row of each kind the user has recorded. */
export async function latestConsents(db: DbOrTx, userId: number) {
  const rows = await db
    .selectDistinctOn([t.consents.kind], {
      kind: t.consents.kind,
      given: t.consents.given,
      fkDocumentVersionId: t.consents.fkDocumentVersionId,
      createdAt: t.consents.createdAt,
    })
    .from(t.consents)
    .where(eq(t.consents.fkUserId, userId))
    .orderBy(t.consents.kind, desc(t.consents.pkConsentId));
  return new Map(rows.map((r) => [r.kind, r]));
}

/** The user's whole consent history, newest first, with each document's version number. */
export function consentHistory(db: DbOrTx, userId: number) {
  return db
    .select({ kind: t.consents.kind, given: t.consents.given, version: t.documentVersions.version, at: t.consents.createdAt })
    .from(t.consents)
    .leftJoin(t.documentVersions, eq(t.documentVersions.pkDocumentVersionId, t.consents.fkDocumentVersionId))
    .where(eq(t.consents.fkUserId, userId))
    .orderBy(desc(t.consents.pkConsentId));
}

export interface ConsentInsert {
  kind: ConsentKind;
  given: boolean;
  fkDocumentVersionId?: number | null;
}

export async function insertConsents(db: DbOrTx, userId: number, rows: ConsentInsert[], clientAddress: string | null) {
  if (!rows.length) return;
  await db.insert(t.consents).values(rows.map((r) => ({ ...r, fkUserId: userId, clientAddress })));
}

/** Locks the user's row for the transaction: one consent change of a person at a time. */
export async function lockConsentsOf(db: DbOrTx, userId: number) {
  await db.select({ id: t.users.pkUserId }).from(t.users).where(eq(t.users.pkUserId, userId)).for('update');
}

/**
 * Publishes the next version of a document. The current version's row is locked first, so two
 * publications at once number themselves one after the other.
 */
export async function insertDocumentVersion(db: DbOrTx, kind: DocumentKind, changes: string, publishedBy: number | null) {
  const dv = t.documentVersions;
  await db.select({ id: dv.pkDocumentVersionId }).from(dv).where(eq(dv.kind, kind)).orderBy(desc(dv.version)).limit(1).for('update');
  const [row] = await db
    .insert(dv)
    .values({
      kind,
      changes,
      fkPublishedBy: publishedBy,
      version: sql`(select coalesce(max(version), 0) + 1 from document_versions where kind = ${kind})`,
    })
    .returning();
  return row;
}

/**
 * Records for these users (all users when none are named) that they accepted the current
 * documents and gave every optional consent: for demo data and test fixtures, whose people
 * stand for users who did so.
 */
export async function grantAllConsents(db: DbOrTx, userIds?: number[]) {
  const users = await db
    .select({ id: t.users.pkUserId })
    .from(t.users)
    .where(userIds ? inArray(t.users.pkUserId, userIds) : undefined)
    .orderBy(asc(t.users.pkUserId));
  const documents = await currentDocumentVersions(db);
  const rows = users.flatMap((u) => [
    ...documents.map((d) => ({ fkUserId: u.id, kind: d.kind, given: true, fkDocumentVersionId: d.id })),
    ...optionalConsentKinds.map((kind) => ({ fkUserId: u.id, kind, given: true })),
  ]);
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await db.insert(t.consents).values(rows.slice(i, i + INSERT_CHUNK));
}
