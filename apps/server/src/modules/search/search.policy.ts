import { type AnyColumn, type SQL, and, eq, or, sql } from 'drizzle-orm';
import type { Actor } from '../../context.ts';
import * as t from '../../db/schema/all.ts';
import { chamberCompanyCondition } from '../companies/company.policy.ts';

const doc = t.searchDocuments;

/** An offer (supply or demand) that is valid today and shown in the market. */
export const liveOffer = sql`(${doc.isVisible}
  and (${doc.validFrom} is null or ${doc.validFrom} <= current_date)
  and (${doc.validTo} is null or ${doc.validTo} >= current_date))`;

/**
 * Who finds what, as SQL over search_documents (the rules of the company and catalogue
 * policies): verified companies and their items for everybody; an unverified company and
 * offers that are hidden, expired or not yet valid only for the company's own users and those
 * who may edit it (the platform administrator, the chamber under the chamber rule).
 */
export function searchVisibility(actor: Actor | null): SQL | undefined {
  if (actor?.functions.has('super_admin_function')) return undefined;
  const insider = actor
    ? or(
        actor.companyId ? eq(doc.companyId, actor.companyId) : undefined,
        actor.functions.has('cif_admin_function')
          ? chamberCompanyCondition(actor, { countryId: doc.countryId, isMnc: doc.isMnc, countryIsWb6: doc.isWb6 })
          : undefined,
      )
    : undefined;
  const open = and(eq(doc.isVerified, true), sql`(not (${doc.isSupply} or ${doc.isDemand}) or ${liveOffer})`);
  return insider ? or(open, insider) : open;
}

/**
 * What a visitor may find (searchVisibility of nobody): verified companies and their items, no
 * hidden, expired or not yet valid offers. The public pages and the sitemaps list by it.
 */
export const publicDocuments: SQL = searchVisibility(null) ?? sql`true`;

/** The company, product or service (its kind and id column) is one a visitor may find. */
export const publiclyListed = (kind: SQL | string, id: SQL | AnyColumn): SQL =>
  sql`exists (select 1 from ${doc} where ${doc.kind} = ${kind} and ${doc.itemId} = ${id} and ${publicDocuments})`;
