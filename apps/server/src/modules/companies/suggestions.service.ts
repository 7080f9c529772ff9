import { countryNameOf } from '../codes/country-names.repository.ts';
import { LanguageId } from '@portal/contracts/codes/code-types';
import type { SuggestedUsersPage, SuggestedUsersQuery } from '@portal/contracts/companies/suggestions';
import { totalPages } from '@portal/contracts/common/paging';
import type { Actor, AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { findUserById } from '../accounts/users.repository.ts';
import { logAction } from '../logs/logs.service.ts';
import {
  catalogueItemNames,
  codeNamesIn,
  countriesByIds,
  insertDismissedSuggestion,
  type SuggestionRow,
  suggestedUserRows,
} from './suggestions.repository.ts';

/** Suggested connections: people at other verified companies whose profiles meet the actor's company (the signals in suggestions.repository.ts). */
export async function suggestedUsers(ctx: AppContext, actor: Actor, q: SuggestedUsersQuery): Promise<SuggestedUsersPage> {
  if (!actor.companyId) return { suggestedUsers: [], totalPages: 1, totalCount: 0 };
  const rows = await suggestedUserRows(ctx.db, { userId: actor.userId, companyId: actor.companyId, languageId: actor.languageId }, q);
  const names = await itemNames(ctx, actor.languageId, rows);
  return {
    suggestedUsers: rows.map((r) => ({
      userId: r.user_id,
      firstName: r.first_name,
      lastName: r.last_name,
      position: r.position,
      avatarName: r.avatar_name,
      company: { pkCompanyId: r.company_id, name: r.company_name, logoName: r.logo_name, countryName: r.country_name },
      score: r.score,
      reasons: r.reasons.map((x) => ({ code: x.code, items: x.items.map((id) => names[x.kind].get(id) ?? String(id)) })),
    })),
    totalPages: totalPages(rows[0]?.total ?? 0, q.pageSize),
    totalCount: rows[0]?.total ?? 0,
  };
}

/** Names of the codes, countries and offers the reasons mention, in the reader's language (English fallback). */
async function itemNames(ctx: AppContext, languageId: number, rows: SuggestionRow[]) {
  const codeIds = new Set<number>();
  const countryIds = new Set<number>();
  const itemIds = new Set<number>();
  const idsOf = { code: codeIds, country: countryIds, item: itemIds };
  for (const r of rows) for (const x of r.reasons) for (const id of x.items) idsOf[x.kind].add(id);
  const code = new Map<number, string>();
  const country = new Map<number, string>();
  const item = new Map<number, string>();
  if (itemIds.size) {
    for (const x of await catalogueItemNames(ctx.db, [...itemIds])) item.set(x.id, x.name);
  }
  if (codeIds.size) {
    const tr = await codeNamesIn(ctx.db, [...codeIds], [LanguageId.english, languageId]);
    for (const x of tr) if (!code.has(x.id) || x.lang === languageId) code.set(x.id, x.name);
  }
  if (countryIds.size) {
    const cs = await countriesByIds(ctx.db, [...countryIds]);
    for (const c of cs) country.set(c.pkCountryId, countryNameOf(c, languageId));
  }
  return { code, country, item };
}

/** Removes a suggestion for good. */
export async function dismissSuggestion(ctx: AppContext, actor: Actor, suggestedUserId: number) {
  if (!(await findUserById(ctx.db, suggestedUserId))) throw notFound('user_not_found');
  await insertDismissedSuggestion(ctx.db, actor.userId, suggestedUserId);
  await logAction(ctx.db, actor, 'dismiss_suggestion', 'user', suggestedUserId);
}
