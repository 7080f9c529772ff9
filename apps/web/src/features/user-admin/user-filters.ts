import { type AdminUserSearchModel, type AdminUserSort, adminUserSorts } from '@portal/contracts/users/admin-users';

/**
 * The list's filters as query parameters, so links (the admin centre's counters) and reloads open
 * the same list: verified, active (true|false), role, country, company (ids), sort, and
 * requests=1 (new user requests: the unverified, newest first).
 */
export const FILTER_PARAMS = ['verified', 'active', 'role', 'country', 'company', 'sort', 'requests'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

const flag = (v: string | null) => (v === 'true' ? true : v === 'false' ? false : null);
const id = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};
const sortOf = (v: string | null): AdminUserSort | null =>
  (adminUserSorts as readonly string[]).includes(v ?? '') ? (v as AdminUserSort) : null;

/** The search model of the address's parameters (unknown values are ignored). */
export function filtersFromParams(params: URLSearchParams): Partial<AdminUserSearchModel> {
  const requests = params.get('requests') === '1';
  return {
    isVerified: requests ? false : flag(params.get('verified')),
    isActive: flag(params.get('active')),
    fkRoleId: id(params.get('role')),
    fkCountryId: id(params.get('country')),
    fkCompanyId: id(params.get('company')),
    sort: sortOf(params.get('sort')) ?? (requests ? 'newest' : null),
  };
}
