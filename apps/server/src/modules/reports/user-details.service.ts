import type { Actor, AppContext } from '../../context.ts';
import { findLanguage } from '../codes/language.repository.ts';
import { getUserDetails } from '../users/users-admin.service.ts';
import { type ReportLog, storedImageDataUrl } from './report-images.ts';
import { userDetailsPdf } from './user-details-pdf.ts';

/** The avatar's side on the PDF, in pixels (printed at 64 points, sharp at 300 dpi). */
const AVATAR_SIDE = 256;

/**
 * GET api/Reports/user-details/{id}: the user administration's details of a person as a PDF, for
 * the administrators who may administer them (user.policy.ts: the platform administrator anyone,
 * a chamber administrator the people of their chamber's companies, never another administrator;
 * 404 user_not_found, 403 user_not_manageable), in the reader's language.
 */
export async function userDetailsFile(ctx: AppContext, actor: Actor, userId: number, log: ReportLog): Promise<Buffer> {
  const user = await getUserDetails(ctx, actor, userId);
  const [language, avatar] = await Promise.all([
    findLanguage(ctx.db, user.fkLanguageId),
    storedImageDataUrl(ctx, user.avatarName, { side: AVATAR_SIDE, fit: 'cover', what: 'user details PDF: the avatar' }, log),
  ]);
  return userDetailsPdf({
    report: { user, languageName: language?.name ?? null, avatar },
    languageId: actor.languageId,
    webAddress: ctx.config.publicUrl,
  });
}
