import { eq, inArray } from 'drizzle-orm';
import { toContactVisibility } from '@portal/contracts/accounts/contact-visibility';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import type { ContactPerson } from './contact-visibility.policy.ts';

/**
 * The facts of contact-visibility.policy.ts's predicate for these people (deleted ones too: the
 * caller decides whether they are listed), by user id.
 */
export async function contactPersons(db: DbOrTx, userIds: number[]): Promise<Map<number, ContactPerson>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: t.users.pkUserId,
      emailShownIn: t.users.emailShownIn,
      phoneShownIn: t.users.phoneShownIn,
      pkCompanyId: t.companies.pkCompanyId,
      fkCountryId: t.companies.fkCountryId,
      isMnc: t.companies.isMnc,
      countryIsWb6: t.countries.isWb6,
    })
    .from(t.users)
    .leftJoin(t.companies, eq(t.companies.pkCompanyId, t.users.fkCompanyId))
    .leftJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId))
    .where(inArray(t.users.pkUserId, userIds));
  return new Map(
    rows.map((r) => [
      r.userId,
      {
        userId: r.userId,
        company:
          r.pkCompanyId === null || r.fkCountryId === null || r.isMnc === null
            ? null
            : { pkCompanyId: r.pkCompanyId, fkCountryId: r.fkCountryId, isMnc: r.isMnc, countryIsWb6: r.countryIsWb6 ?? false },
        visibility: toContactVisibility(r.emailShownIn, r.phoneShownIn),
      },
    ]),
  );
}
