import type { DocumentKind } from '@portal/contracts/accounts/consents';

/** Where the portal shows each document's text. */
export const documentPaths: Record<DocumentKind, string> = {
  terms: '/terms',
  privacy_policy: '/privacy-policy',
};
