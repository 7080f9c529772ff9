import { publicPageKeys } from '@portal/contracts/public/public-page-keys';
import type { Snd } from '@portal/contracts/catalogue/catalogue-item';
import type { CatalogueKind } from '../catalogue/catalogue-kinds.ts';

/**
 * Query keys of the companies feature: a write to a company invalidates `companyKeys.company(id)`
 * (its profile, sections and everything else under it); lists of companies live under `all`.
 */
export const companyKeys = {
  all: ['companies'] as const,
  company: (id: number) => ['companies', id] as const,
  profile: (id: number) => ['companies', id, 'profile'] as const,
  b2b: (id: number) => ['companies', id, 'b2b'] as const,
  mnc: (id: number) => ['companies', id, 'mnc'] as const,
  supplyChain: (id: number) => ['companies', id, 'supply-chain'] as const,
  certificates: (id: number, q: object) => ['companies', id, 'certificates', q] as const,
  employees: (id: number, q: object) => ['companies', id, 'employees', q] as const,
  employee: (id: number) => ['companies', 'employee', id] as const,
  eventInvitations: (id: number) => ['companies', id, 'event-invitations'] as const,
  /** The companies an administrator verifies (company administration). */
  administration: ['companies', 'administration'] as const,
};

/** Query keys of products and services: any catalogue write invalidates `catalogueKeys.all`. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  kind: (kind: CatalogueKind) => ['catalogue', kind] as const,
  list: (kind: CatalogueKind, companyId: number, q: object) => ['catalogue', kind, 'company', companyId, q] as const,
  item: publicPageKeys.item,
  latest: (kind: CatalogueKind, snd: Snd) => ['catalogue', kind, 'latest', snd] as const,
};
