import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContactKind, ContactPlace, ContactVisibility } from '@portal/contracts/accounts/contact-visibility';
import type { Actor } from '../../context.ts';
import * as t from '../../db/schema/all.ts';
import { type ChamberRuleCompany, canSeeCompanyInternals, chamberCompanyCondition } from './company.policy.ts';

/**
 * What each person shows (issue 24 item 2; docs/decisions.md "Privacy: what each person shows"):
 * whether a reader sees a person's e-mail and phones in one place, as a predicate for single
 * records and as SQL for lists, from the same facts.
 *
 * - The person themselves, their colleagues (the same company) and the administrators who may
 *   edit their company (the platform administrator, the chamber rule) see everything, everywhere.
 * - The organisers of an event see the e-mail of its attendees in its attendee lists (they invite
 *   by e-mail); the phone only where the person shows it.
 * - Everyone else sees what the person chose to show in that place; nothing by default.
 *
 * It lives in companies, not accounts, because the administrators' part is the chamber rule of
 * company.policy.ts (a module above accounts).
 */

/** Who reads. `organiser`: they organise the event whose attendees are listed (place eventAttendees). */
export interface ContactReader {
  actor: Pick<Actor, 'userId' | 'functions' | 'companyId' | 'chamberCountryId' | 'countryId'> | null;
  organiser?: boolean;
}

/** What the rule needs to know about a person, loaded from the database. */
export interface ContactPerson {
  userId: number;
  /** Their company with the chamber rule's facts; null for people without one (guests, administrators). */
  company: (ChamberRuleCompany & { pkCompanyId: number }) | null;
  visibility: ContactVisibility;
}

/** Which of a person's contact details a reader sees in a place. */
export type ShownContacts = Record<ContactKind, boolean>;

/** The person, a colleague, or an administrator who may edit the person's company (platform: everybody). */
export function seesAllContactsOf(actor: ContactReader['actor'], person: Pick<ContactPerson, 'userId' | 'company'>): boolean {
  if (!actor) return false;
  if (actor.userId === person.userId || actor.functions.has('super_admin_function')) return true;
  return !!person.company && canSeeCompanyInternals(actor, person.company);
}

/** The predicate: the e-mail and the phones of this person that this reader sees in this place. */
export function shownContacts(reader: ContactReader, person: ContactPerson, place: ContactPlace): ShownContacts {
  if (seesAllContactsOf(reader.actor, person)) return { email: true, phone: true };
  return {
    email: organiserSeesEmail(reader, place) || person.visibility.email.includes(place),
    phone: person.visibility.phone.includes(place),
  };
}

const organiserSeesEmail = (reader: ContactReader, place: ContactPlace) => !!reader.organiser && place === 'eventAttendees';

/** A person's contact details as a reader sees them: null where hidden. */
export interface VisibleContacts {
  email: string | null;
  phone: string | null;
  phoneMiddlePart: string | null;
  directPhone: string | null;
}

/** A person's contact values with those the reader may not see set to null (for a single record loaded whole). */
export function visibleContactValues<
  V extends { email: string | null; phone: string | null; phoneMiddlePart: string | null; directPhone: string | null },
>(shown: ShownContacts, values: V): Pick<V, 'email' | 'phone' | 'phoneMiddlePart' | 'directPhone'> {
  return {
    email: shown.email ? values.email : null,
    phone: shown.phone ? values.phone : null,
    phoneMiddlePart: shown.phone ? values.phoneMiddlePart : null,
    directPhone: shown.phone ? values.directPhone : null,
  };
}

/** The columns of `users` (the table or an alias of it) that the SQL reads. */
export interface ContactColumns {
  pkUserId: AnyColumn;
  fkCompanyId: AnyColumn;
  email: AnyColumn;
  phone: AnyColumn;
  phoneMiddlePart: AnyColumn;
  directPhone: AnyColumn;
  emailShownIn: AnyColumn;
  phoneShownIn: AnyColumn;
}

/** The person's company and its country in the chamber rule's subquery, named apart from any of the list's own joins. */
const PERSON_COMPANY = 'contact_person_company';
const PERSON_COUNTRY = 'contact_person_country';
const personCompany = alias(t.companies, PERSON_COMPANY);
const personCountry = alias(t.countries, PERSON_COUNTRY);

/** seesAllContactsOf as SQL over the person's `users` columns; undefined when it holds for every person. */
function seesAllCondition(actor: ContactReader['actor'], u: ContactColumns): SQL | undefined {
  if (!actor) return sql`false`;
  if (actor.functions.has('super_admin_function')) return undefined;
  const parts = [sql`${u.pkUserId} = ${actor.userId}`];
  if (actor.companyId !== null) parts.push(sql`${u.fkCompanyId} = ${actor.companyId}`);
  if (actor.functions.has('cif_admin_function')) {
    const rule = chamberCompanyCondition(actor, {
      countryId: personCompany.fkCountryId,
      isMnc: personCompany.isMnc,
      countryIsWb6: personCountry.isWb6,
    });
    parts.push(sql`exists (select 1 from ${t.companies} as ${sql.identifier(PERSON_COMPANY)}
      join ${t.countries} as ${sql.identifier(PERSON_COUNTRY)} on ${personCountry.pkCountryId} = ${personCompany.fkCountryId}
      where ${personCompany.pkCompanyId} = ${u.fkCompanyId} and ${rule})`);
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** The predicate's answer for one kind as a SQL condition over the person's `users` columns; undefined when always true. */
export function contactShownCondition(
  reader: ContactReader,
  place: ContactPlace,
  kind: ContactKind,
  u: ContactColumns = t.users,
): SQL | undefined {
  const all = seesAllCondition(reader.actor, u);
  if (!all || (kind === 'email' && organiserSeesEmail(reader, place))) return undefined;
  const chosen = sql`${place}::text = any(${kind === 'email' ? u.emailShownIn : u.phoneShownIn})`;
  return sql`(${all} or ${chosen})`;
}

const shownOrNull = (condition: SQL | undefined, column: AnyColumn) =>
  condition ? sql<string | null>`case when ${condition} then ${column} end` : sql<string | null>`${column}`;

/**
 * The person's contact columns as a list selects them for this reader in this place: the column
 * where the predicate allows it, else null. Filter or search on these, never on the raw columns,
 * or a search would tell what the list hides.
 */
export function visibleContactColumns(reader: ContactReader, place: ContactPlace, u: ContactColumns = t.users) {
  const email = contactShownCondition(reader, place, 'email', u);
  const phone = contactShownCondition(reader, place, 'phone', u);
  return {
    email: shownOrNull(email, u.email),
    phone: shownOrNull(phone, u.phone),
    phoneMiddlePart: shownOrNull(phone, u.phoneMiddlePart),
    directPhone: shownOrNull(phone, u.directPhone),
  };
}
