import { z } from 'zod';
import { entityId } from '../common/ids.ts';
import { requiredText } from '../common/validation.ts';

/** The documents a person accepts, each in its current version: the terms of use and the privacy policy. */
export const documentKinds = ['terms', 'privacy_policy'] as const;
export const documentKind = z.enum(documentKinds);
export type DocumentKind = z.infer<typeof documentKind>;

/** The consents a person may give and withdraw at any time; none is needed to use the portal. */
export const optionalConsentKinds = ['message_digest', 'suggestions', 'chamber_news'] as const;
export const optionalConsentKind = z.enum(optionalConsentKinds);
export type OptionalConsentKind = z.infer<typeof optionalConsentKind>;

export const consentKinds = [...documentKinds, ...optionalConsentKinds] as const;
export type ConsentKind = DocumentKind | OptionalConsentKind;

/** The longest "what changed" text of a document version. */
export const DOCUMENT_CHANGES_MAX = 2000;

/** A published version of the terms or the privacy policy. */
export const documentVersion = z.object({
  id: z.number().int(),
  kind: documentKind,
  version: z.number().int(),
  changes: z.string(),
  publishedAt: z.string(),
});
export type DocumentVersion = z.infer<typeof documentVersion>;

export const currentDocumentVersions = z.array(documentVersion);
export type CurrentDocumentVersions = z.infer<typeof currentDocumentVersions>;

/** The platform administrator publishes a new version of a document with what changed. */
export const publishDocumentVersionModel = z.object({
  kind: documentKind,
  changes: requiredText(DOCUMENT_CHANGES_MAX),
});
export type PublishDocumentVersionModel = z.infer<typeof publishDocumentVersionModel>;

/** The signed-in person accepts the versions they were shown (each must still be the current one). */
export const acceptDocumentsModel = z.object({
  versionIds: z.array(entityId).min(1, 'validation.required').max(documentKinds.length, 'validation.max'),
});
export type AcceptDocumentsModel = z.infer<typeof acceptDocumentsModel>;

/** Gives or withdraws one optional consent. */
export const optionalConsentModel = z.object({
  kind: optionalConsentKind,
  given: z.boolean(),
});
export type OptionalConsentModel = z.infer<typeof optionalConsentModel>;

/** The optional consents offered at registration, unticked unless the person ticks them. */
export const registrationConsents = z
  .object({
    message_digest: z.boolean().default(false),
    suggestions: z.boolean().default(false),
    chamber_news: z.boolean().default(false),
  })
  .partial();
export type RegistrationConsents = z.infer<typeof registrationConsents>;

/** One recorded change of a consent: given or withdrawn, when, and for documents which version. */
export const consentEntry = z.object({
  kind: z.enum(consentKinds),
  given: z.boolean(),
  version: z.number().int().nullable(),
  at: z.string(),
});
export type ConsentEntry = z.infer<typeof consentEntry>;

/** The signed-in person's consents: documents still to accept, each optional consent's state, and the history. */
export const myConsents = z.object({
  pendingDocuments: z.array(documentVersion),
  optional: z.array(z.object({ kind: optionalConsentKind, given: z.boolean(), at: z.string().nullable() })),
  history: z.array(consentEntry),
});
export type MyConsents = z.infer<typeof myConsents>;
