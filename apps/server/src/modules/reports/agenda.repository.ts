import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

/** The attendee on "my agenda": their name, company (unless deleted) and avatar. */
export async function agendaPerson(db: DbOrTx, userId: number) {
  const [person] = await db
    .select({ firstName: t.users.firstName, lastName: t.users.lastName, company: t.companies.name, avatar: t.users.avatarName })
    .from(t.users)
    .leftJoin(t.companies, and(eq(t.companies.pkCompanyId, t.users.fkCompanyId), isNull(t.companies.deletedAt)))
    .where(eq(t.users.pkUserId, userId));
  return person;
}
