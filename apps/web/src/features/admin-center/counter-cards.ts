import { companyAdministrationPath, userAdministrationPath } from '@portal/contracts/common/portal-links';
import type { AdminCentreCounters } from '@portal/contracts/users/admin-centre';

export type CounterKey = keyof AdminCentreCounters;

/** A counter of the admin centre home: which list it counts, and its colour (waiting work stands out). */
export interface CounterCard {
  key: CounterKey;
  to: string;
  color: 'teal' | 'orange' | 'red' | 'blue';
}

/**
 * The counters in the order of the home's two groups, each linking to the administration list
 * it counts. The company administration has one unverified list, so both kinds of unverified
 * companies (new requests, revoked ones) open it.
 */
export const counterGroups: { companies: readonly CounterCard[]; users: readonly CounterCard[] } = {
  companies: [
    { key: 'newCompanyRequests', to: companyAdministrationPath('unverified'), color: 'orange' },
    { key: 'approvedCompanies', to: companyAdministrationPath('verified'), color: 'teal' },
    { key: 'disapprovedCompanies', to: companyAdministrationPath('unverified'), color: 'red' },
  ],
  users: [
    { key: 'newUserRequests', to: userAdministrationPath({ verified: false }), color: 'orange' },
    { key: 'approvedUsers', to: userAdministrationPath({ verified: true, active: true }), color: 'teal' },
    { key: 'disapprovedUsers', to: userAdministrationPath({ verified: true, active: false }), color: 'red' },
    { key: 'totalNomberOfUsers', to: userAdministrationPath(), color: 'blue' },
  ],
};
