import { publicPageKeys } from '@portal/contracts/public/public-page-keys';
import type { PublicCompany } from '@portal/contracts/public/public-pages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** A verified company's public page; the server's page hands it over in the cache (app/prefill.ts). */
export const getPublicCompany = (id: number) => api.get<PublicCompany>(`api/public/companies/${id}`, { quiet: true });

export const usePublicCompany = (id: number) =>
  useQuery({ queryKey: publicPageKeys.company(id), queryFn: () => getPublicCompany(id), enabled: id > 0 });
