import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { ConsentKind } from '@portal/contracts/accounts/consents';

/**
 * Consent (issue 24): a person consents to a kind when the latest row of that kind in their
 * `consents` history gives it; a person never asked has not consented. A document (terms,
 * privacy policy) counts as accepted only when that row names its current version. The
 * predicates decide single cases; the SQL conditions say the same for lists and senders.
 */

/** The latest recorded row of one kind for one person. */
export interface LatestConsent {
  given: boolean;
  fkDocumentVersionId: number | null;
}

/** Whether the person currently consents, from their latest row of the kind (undefined: never recorded). */
export function consentsTo(latest: LatestConsent | undefined): boolean {
  return latest?.given === true;
}

/** Whether the person accepted this version of a document, from their latest row of its kind. */
export function hasAccepted(latest: LatestConsent | undefined, versionId: number): boolean {
  return consentsTo(latest) && latest?.fkDocumentVersionId === versionId;
}

/** The latest row of `kind` for the user in `userId`, as a subquery answering `column`. */
const latestRow = (userId: SQLWrapper, kind: SQL | string, column: SQL) =>
  sql`(select ${column} from consents c where c.fk_user_id = ${userId} and c.kind = ${kind} order by c.pk_consent_id desc limit 1)`;

/** "This user currently consents to `kind`" as SQL, for the user id in `userId` (a column or an aliased expression). */
export function currentlyConsents(userId: SQLWrapper, kind: ConsentKind): SQL<boolean> {
  return sql<boolean>`coalesce(${latestRow(userId, kind, sql`c.given`)}, false)`;
}

/**
 * "This user accepted the document version `v`" as SQL, where `v` is the alias of a
 * `document_versions` row: the same fact as `hasAccepted`.
 */
export function hasAcceptedVersion(userId: SQLWrapper, v: string): SQL<boolean> {
  const version = sql.raw(v);
  return sql<boolean>`coalesce(${latestRow(userId, sql`${version}.kind`, sql`c.given and c.fk_document_version_id = ${version}.pk_document_version_id`)}, false)`;
}

/** `v` (an alias of `document_versions`) is the current version of its kind: the highest. */
export function isCurrentVersion(v: string): SQL<boolean> {
  const version = sql.raw(v);
  return sql<boolean>`${version}.version = (select max(w.version) from document_versions w where w.kind = ${version}.kind)`;
}
