import type {
  AcceptDocumentsModel,
  DocumentKind,
  DocumentVersion,
  MyConsents,
  OptionalConsentModel,
  PublishDocumentVersionModel,
  RegistrationConsents,
} from '@portal/contracts/accounts/consents';
import { optionalConsentKinds } from '@portal/contracts/accounts/consents';
import type { Actor, AppContext, Client } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { logAction } from '../logs/logs.service.ts';
import { consentsTo, hasAccepted } from './consent.policy.ts';
import {
  consentHistory,
  currentDocumentVersions,
  type DocumentVersionRow,
  insertConsents,
  insertDocumentVersion,
  latestConsents,
  lockConsentsOf,
  pendingDocuments,
} from './consents.repository.ts';

const toDocumentVersion = (r: DocumentVersionRow): DocumentVersion => ({
  id: r.id,
  kind: r.kind as DocumentKind,
  version: r.version,
  changes: r.changes,
  publishedAt: r.publishedAt.toISOString(),
});

/** The current terms and privacy policy versions (shown on the registration form and the policy page). */
export async function getCurrentDocumentVersions(db: DbOrTx): Promise<DocumentVersion[]> {
  return (await currentDocumentVersions(db)).map(toDocumentVersion);
}

/** The documents whose current version the user has not accepted: the gate of the web app. */
export async function documentsToAccept(db: Db, userId: number): Promise<DocumentKind[]> {
  return (await pendingDocuments(db, userId)).map((r) => r.kind as DocumentKind);
}

export async function getMyConsents(db: Db, actor: Actor): Promise<MyConsents> {
  const [pending, latest, history] = await Promise.all([
    pendingDocuments(db, actor.userId),
    latestConsents(db, actor.userId),
    consentHistory(db, actor.userId),
  ]);
  return {
    pendingDocuments: pending.map(toDocumentVersion),
    optional: optionalConsentKinds.map((kind) => {
      const row = latest.get(kind);
      return { kind, given: consentsTo(row), at: row?.createdAt.toISOString() ?? null };
    }),
    history: history.map((h) => ({
      kind: h.kind as MyConsents['history'][number]['kind'],
      given: h.given,
      version: h.version,
      at: h.at.toISOString(),
    })),
  };
}

/**
 * Records that the signed-in person accepts the versions they were shown. A version that is no
 * longer current (a newer one was published meanwhile) is refused, so nobody accepts a text they
 * did not see; one already accepted is not recorded twice (the person's row is locked, so two
 * acceptances at once record one).
 */
export async function acceptDocuments(ctx: AppContext, actor: Actor, input: AcceptDocumentsModel): Promise<MyConsents> {
  await ctx.db.transaction(async (tx) => {
    await lockConsentsOf(tx, actor.userId);
    const current = await currentDocumentVersions(tx);
    const ids = [...new Set(input.versionIds)];
    const chosen = ids.map((id) => current.find((c) => c.id === id));
    if (chosen.some((c) => !c)) throw fieldError('versionIds', 'document_version_not_current');
    const latest = await latestConsents(tx, actor.userId);
    const fresh = chosen.filter((c) => c && !hasAccepted(latest.get(c.kind), c.id)) as DocumentVersionRow[];
    await insertConsents(
      tx,
      actor.userId,
      fresh.map((c) => ({ kind: c.kind as DocumentKind, given: true, fkDocumentVersionId: c.id })),
      actor.address,
    );
    if (fresh.length) await logAction(tx, actor, 'accept_documents', 'user', actor.userId, { versionIds: fresh.map((c) => c.id) });
  });
  return getMyConsents(ctx.db, actor);
}

/** Gives or withdraws one optional consent; a change to the state it already has records nothing. */
export async function setOptionalConsent(ctx: AppContext, actor: Actor, input: OptionalConsentModel): Promise<MyConsents> {
  await ctx.db.transaction(async (tx) => {
    await lockConsentsOf(tx, actor.userId);
    const latest = await latestConsents(tx, actor.userId);
    if (consentsTo(latest.get(input.kind)) === input.given) return;
    await insertConsents(tx, actor.userId, [{ kind: input.kind, given: input.given }], actor.address);
    await logAction(tx, actor, input.given ? 'give_consent' : 'withdraw_consent', 'user', actor.userId, { kind: input.kind });
  });
  return getMyConsents(ctx.db, actor);
}

/** The platform administrator publishes a new version: everyone signed in is asked to accept it. */
export async function publishDocumentVersion(ctx: AppContext, actor: Actor, input: PublishDocumentVersionModel): Promise<DocumentVersion> {
  return ctx.db.transaction(async (tx) => {
    const row = await insertDocumentVersion(tx, input.kind, input.changes, actor.userId);
    await logAction(tx, actor, 'publish_document_version', 'document_version', row.pkDocumentVersionId, {
      kind: row.kind,
      version: row.version,
    });
    return toDocumentVersion({
      id: row.pkDocumentVersionId,
      kind: row.kind,
      version: row.version,
      changes: row.changes,
      publishedAt: row.publishedAt,
    });
  });
}

/**
 * A registration's consents, in its transaction: the current terms and privacy policy accepted
 * (the form cannot be sent without it) and each optional consent the person ticked.
 */
export async function recordRegistrationConsents(tx: DbOrTx, client: Client, userId: number, ticked: RegistrationConsents = {}) {
  const documents = await currentDocumentVersions(tx);
  await insertConsents(
    tx,
    userId,
    [
      ...documents.map((d) => ({ kind: d.kind as DocumentKind, given: true, fkDocumentVersionId: d.id })),
      ...optionalConsentKinds.filter((kind) => ticked[kind]).map((kind) => ({ kind, given: true })),
    ],
    client.address,
  );
}
