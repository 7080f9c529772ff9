import { z } from 'zod';

const counter = z.number().int().nonnegative();

/**
 * GET api/AdminCentar: the admin centre counters of spec-2 section 3, spelt as the spec's model
 * (totalNomberOfUsers included), over the companies and users the caller administers.
 */
export const adminCentreCounters = z.object({
  /** Verified companies. */
  approvedCompanies: counter,
  /** Unverified companies whose verification an administrator revoked. */
  disapprovedCompanies: counter,
  /** Unverified companies never verified and revoked: registrations awaiting a first decision. */
  newCompanyRequests: counter,
  /** Verified and active users. */
  approvedUsers: counter,
  /** Verified users an administrator deactivated. */
  disapprovedUsers: counter,
  /** Users awaiting verification. */
  newUserRequests: counter,
  /** Every live user. */
  totalNomberOfUsers: counter,
});
export type AdminCentreCounters = z.infer<typeof adminCentreCounters>;
