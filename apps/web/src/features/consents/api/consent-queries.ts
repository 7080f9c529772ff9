import type { OptionalConsentModel, PublishDocumentVersionModel } from '@portal/contracts/accounts/consents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadCurrentUser } from '../../../session/session-api.ts';
import { consentKeys } from './consent-keys.ts';
import { acceptDocuments, getCurrentDocumentVersions, getMyConsents, publishDocumentVersion, setOptionalConsent } from './consents.api.ts';

/** Always read afresh when a screen opens: a version published meanwhile must show at once. */
export const useMyConsents = () => useQuery({ queryKey: consentKeys.mine, queryFn: getMyConsents, refetchOnMount: 'always' });

export const useCurrentDocumentVersions = () => useQuery({ queryKey: consentKeys.currentVersions, queryFn: getCurrentDocumentVersions });

/** Accepts the versions shown; answers the signed-in user reloaded, for whom the gate is open. */
export function useAcceptDocuments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (versionIds: number[]) => {
      client.setQueryData(consentKeys.mine, await acceptDocuments({ versionIds }));
      return loadCurrentUser();
    },
  });
}

export function useSetOptionalConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OptionalConsentModel) => setOptionalConsent(body),
    onSuccess: (answer) => client.setQueryData(consentKeys.mine, answer),
  });
}

/** Publishes a version; the publisher is asked to accept it too, like everyone signed in. */
export function usePublishDocumentVersion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: PublishDocumentVersionModel) => {
      const version = await publishDocumentVersion(body);
      await loadCurrentUser();
      return version;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: consentKeys.all }),
  });
}
