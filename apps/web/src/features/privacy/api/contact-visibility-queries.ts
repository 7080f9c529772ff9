import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getContactVisibility, saveContactVisibility } from './contact-visibility.api.ts';
import { contactVisibilityKeys } from './contact-visibility-keys.ts';

export const useMyContactVisibility = () => useQuery({ queryKey: contactVisibilityKeys.mine, queryFn: getContactVisibility });

/** Saves the choice and keeps the stored answer as the cached one. */
export function useSaveContactVisibility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveContactVisibility,
    onSuccess: (saved) => client.setQueryData(contactVisibilityKeys.mine, saved),
  });
}
